/**
 * Payment links (docs/sandbox/links-and-helpers.md): the public view the
 * payment-link page loads by code, and the page's create_intent. The view is
 * untrusted JSON: it is read field by field into a closed shape, and anything that
 * does not fit makes the whole answer unreadable (`null`), never half a link.
 */
import { isRecord, isWebUrl } from '../../../../protocol';
import { isLogoUrl } from '../../../../protocol/options/hosted-checkout';
import type { ApiClient } from '../../../platform/api/client';
import { postIdempotently } from '../../../platform/api/payment-intents';

const LINKS_PATH = '/api/v1/pa/payment_links';

const COLLECT_ITEMS = ['billing_address', 'shipping_address', 'phone', 'reference', 'message'] as const;
type CollectItem = (typeof COLLECT_ITEMS)[number];
export type LinkCollect = Readonly<Record<CollectItem, boolean>>;

const LINK_STATUSES = ['UNPAID', 'PAID', 'INACTIVE', 'EXPIRED'] as const;
export type LinkStatus = (typeof LINK_STATUSES)[number];

type LinkPricing =
  | { readonly flexible: false; readonly amount: number; readonly currency: string }
  | { readonly flexible: true; readonly minAmount: number | null; readonly maxAmount: number | null; readonly currencies: readonly string[] };

export type PaymentLink = LinkPricing & {
  readonly code: string;
  readonly title: string;
  readonly description: string | null;
  readonly reusable: boolean;
  readonly status: LinkStatus;
  readonly collect: LinkCollect;
  /** The merchant's name (spec §3 business_name); `null` when the provider gave none. */
  readonly merchant: string | null;
  /** The merchant's logo (https or data:image) and terms and privacy pages, as the link gives them (each left out when not of its kind). */
  readonly identity: { readonly logo_url?: string; readonly terms_url?: string; readonly privacy_url?: string };
};

/** An address as the API takes it, with the name of the person it is for. */
export interface NamedAddress {
  readonly name: string;
  readonly address: {
    readonly country_code: string;
    readonly street: string;
    readonly city: string;
    readonly postcode?: string;
    readonly state?: string;
  };
}

export interface LinkCollected {
  readonly billing_address?: NamedAddress;
  readonly shipping_address?: NamedAddress;
  readonly phone?: string;
  readonly reference?: string;
  readonly message?: string;
}

export interface LinkIntentBody {
  readonly amount?: number;
  readonly currency?: string;
  readonly collected?: LinkCollected;
}

export interface LinkIntent {
  readonly intent_id: string;
  readonly client_secret: string;
}

const CURRENCY = /^[A-Z]{3}$/;

function amountOrNull(value: unknown): number | null | undefined {
  if (value === null) return null;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

function readPricing(answer: Record<string, unknown>): LinkPricing | null {
  if (answer.flexible === false) {
    const { amount, currency } = answer;
    return typeof amount === 'number' && amount > 0 && typeof currency === 'string' && CURRENCY.test(currency) ? { flexible: false, amount, currency } : null;
  }
  if (answer.flexible !== true) return null;
  const minAmount = amountOrNull(answer.min_amount ?? null);
  const maxAmount = amountOrNull(answer.max_amount ?? null);
  const currencies = Array.isArray(answer.currencies) ? answer.currencies.filter((c): c is string => typeof c === 'string' && CURRENCY.test(c)) : [];
  if (minAmount === undefined || maxAmount === undefined || currencies.length === 0) return null;
  return { flexible: true, minAmount, maxAmount, currencies };
}

function readCollect(value: unknown): LinkCollect {
  const given = isRecord(value) ? value : {};
  return Object.fromEntries(COLLECT_ITEMS.map((item) => [item, given[item] === true])) as Record<CollectItem, boolean>;
}

function text(value: unknown, max: number): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.slice(0, max) : null;
}

/** The public view of a link, or `null` when the answer is not one. */
export function readPaymentLink(answer: unknown): PaymentLink | null {
  if (!isRecord(answer)) return null;
  const pricing = readPricing(answer);
  const code = text(answer.code, 64);
  const title = text(answer.title, 200);
  const status = (LINK_STATUSES as readonly unknown[]).includes(answer.status) ? (answer.status as LinkStatus) : null;
  if (!pricing || !code || !title || !status) return null;
  return {
    ...pricing,
    code,
    title,
    description: text(answer.description, 1000),
    reusable: answer.reusable === true,
    status,
    collect: readCollect(answer.collect),
    merchant: text(answer.business_name, 200),
    identity: {
      ...(isLogoUrl(answer.logo_url) ? { logo_url: answer.logo_url } : {}),
      ...(isWebUrl(answer.terms_url) ? { terms_url: answer.terms_url } : {}),
      ...(isWebUrl(answer.privacy_url) ? { privacy_url: answer.privacy_url } : {}),
    },
  };
}

/** Loads a link by its code; rejects with the FetchError (404: no such link) or a TypeError for an unreadable answer. */
export async function retrievePaymentLink(client: ApiClient, code: string): Promise<PaymentLink> {
  const link = readPaymentLink(await client.request<unknown>('GET', `${LINKS_PATH}/${encodeURIComponent(code)}`));
  if (!link) throw new TypeError('The payment link answer could not be read.');
  return link;
}

/**
 * Makes (or, for a single-use link, finds) the intent the shopper pays. `requestId`
 * is the caller's: kept for a retry or a second click, so the provider answers the
 * same intent instead of making another.
 */
export async function createLinkIntent(client: ApiClient, code: string, body: LinkIntentBody, requestId: string): Promise<LinkIntent> {
  const answer = await postIdempotently<unknown>(client, `${LINKS_PATH}/${encodeURIComponent(code)}/create_intent`, body, { requestId });
  if (!isRecord(answer) || typeof answer.intent_id !== 'string' || typeof answer.client_secret !== 'string') {
    throw new TypeError('The payment link intent answer could not be read.');
  }
  return { intent_id: answer.intent_id, client_secret: answer.client_secret };
}
