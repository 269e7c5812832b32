/**
 * Payment links as stored in the `links` collection, and the two views of one:
 * the merchant's (everything but internal bookkeeping) and the public one the
 * payment-link page loads (nothing about other shoppers, no idempotency keys).
 */
import { BUSINESS_NAME } from '../core/client-secret';
import { COLLECT_NOTHING, type LinkCollect } from './collect';

/** Fixed links name one amount; flexible ones let the shopper choose within limits. */
export type LinkPricing =
  | { readonly flexible: false; readonly amount: number; readonly currency: string }
  | {
      readonly flexible: true;
      readonly min_amount: number | null;
      readonly max_amount: number | null;
      readonly currencies: readonly string[];
    };

/**
 * EXPIRED is never stored: it is read from `expires_at` at the time of the request.
 * INACTIVE is read from `deactivated_at` (the merchant's deactivate).
 */
type StoredLinkStatus = 'UNPAID' | 'PAID';
export type LinkStatus = StoredLinkStatus | 'INACTIVE' | 'EXPIRED';

export interface LinkPayment {
  readonly intent_id: string;
  readonly amount: number;
  readonly currency: string;
  readonly paid_at: string;
}

export type CreateLinkInput = LinkPricing & {
  readonly request_id: string;
  readonly title: string;
  readonly description: string | null;
  readonly reusable: boolean;
  readonly expires_at: string | null;
  readonly region: string | null;
  /** What the page asks the shopper for; absent on links stored before it existed (asks nothing). */
  readonly collect?: LinkCollect;
  /** The merchant's logo (https or a data:image URL) and terms and privacy pages, shown by the link's page; absent on older links. */
  readonly logo_url?: string | null;
  readonly terms_url?: string | null;
  readonly privacy_url?: string | null;
};

/** A stored link: what create accepted, plus its identity and what happened to it. */
export type PaymentLink = CreateLinkInput & {
  readonly id: string;
  readonly code: string;
  readonly status: StoredLinkStatus;
  /** Every intent made from the link, oldest first; read to detect payment. */
  readonly intent_ids: readonly string[];
  readonly payments: readonly LinkPayment[];
  /** Set by the merchant's deactivate: the link takes no more payments. */
  readonly deactivated_at?: string | null;
  readonly created_at: string;
  readonly updated_at: string;
};

/** A paid link says so even once deactivated or expired: that is what its shopper wants to know. */
export function linkStatus(link: PaymentLink, now: Date): LinkStatus {
  if (link.status === 'PAID') return 'PAID';
  if (link.deactivated_at) return 'INACTIVE';
  if (link.expires_at !== null && Date.parse(link.expires_at) <= now.getTime()) return 'EXPIRED';
  return 'UNPAID';
}

/** Spec §2: `/pay/{code}` or `/pay/{region}/{code}`, hash-routed on the checkout origin. */
function linkUrl(origin: string, link: Pick<PaymentLink, 'code' | 'region'>): string {
  return link.region === null ? `${origin}/#/pay/${link.code}` : `${origin}/#/pay/${link.region}/${link.code}`;
}

function pricing(link: PaymentLink): LinkPricing {
  return link.flexible
    ? { flexible: true, min_amount: link.min_amount, max_amount: link.max_amount, currencies: link.currencies }
    : { flexible: false, amount: link.amount, currency: link.currency };
}

export function publicView(link: PaymentLink, origin: string, now: Date): Record<string, unknown> {
  return {
    code: link.code,
    url: linkUrl(origin, link),
    title: link.title,
    description: link.description,
    ...pricing(link),
    reusable: link.reusable,
    expires_at: link.expires_at,
    region: link.region,
    collect: link.collect ?? COLLECT_NOTHING,
    // The one account of the sandbox; a provider would name the link's merchant (spec §3 business_name).
    business_name: BUSINESS_NAME,
    logo_url: link.logo_url ?? null,
    terms_url: link.terms_url ?? null,
    privacy_url: link.privacy_url ?? null,
    status: linkStatus(link, now),
  };
}

export function merchantView(link: PaymentLink, origin: string, now: Date): Record<string, unknown> {
  return {
    id: link.id,
    request_id: link.request_id,
    ...publicView(link, origin, now),
    payments: link.payments,
    payment_count: link.payments.length,
    deactivated_at: link.deactivated_at ?? null,
    created_at: link.created_at,
    updated_at: link.updated_at,
  };
}
