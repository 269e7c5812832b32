/**
 * Bodies of the payment-link routes: the merchant's create, and the shopper's
 * create_intent (amount and currency chosen within a flexible link's limits).
 */
import { invalid } from '../core/errors';
import { amountField, currencyField, optionalAmountField, optionalBoolean, optionalString, refuse, requiredString } from '../core/fields';
import type { CreateLinkInput, LinkPricing, PaymentLink } from './types';

import { requestId } from '../core/body';
import { parseCollect } from './collect';
import { checkAmountDecimals } from '../intents/currency-decimals';
import { isWebUrl } from '../../protocol/options/option-specs';
import { isLogoUrl } from '../../protocol/options/hosted-checkout';

type Json = Record<string, unknown>;

const MAX_LINK_CURRENCIES = 20;
/** A link may expire at most a year ahead. */
const MAX_LINK_LIFETIME_MS = 366 * 24 * 3600 * 1000;
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;
const REGION = /^[a-z]{2,8}$/;

function currencies(value: unknown): string[] {
  if (value === undefined || value === null) throw invalid('currencies', 'required', 'currencies is required for a flexible link.');
  if (!Array.isArray(value)) throw invalid('currencies', 'must_be_array');
  if (value.length === 0 || value.length > MAX_LINK_CURRENCIES) {
    throw invalid('currencies', 'invalid_length', `currencies must list 1 to ${MAX_LINK_CURRENCIES} codes.`);
  }
  const codes = value.map((v, i) => currencyField(v, `currencies[${i}]`));
  if (new Set(codes).size !== codes.length) throw invalid('currencies', 'duplicate_currency');
  return codes;
}

function pricing(body: Json): LinkPricing {
  const flexible = optionalBoolean(body, 'flexible') ?? false;
  if (!flexible) {
    refuse(body, ['min_amount', 'max_amount', 'currencies'], 'not_allowed_for_fixed_link');
    const amount = amountField(body.amount, 'amount');
    const currency = currencyField(body.currency, 'currency');
    checkAmountDecimals(amount, currency);
    return { flexible: false, amount, currency };
  }
  refuse(body, ['amount', 'currency'], 'not_allowed_for_flexible_link');
  const min_amount = optionalAmountField(body, 'min_amount');
  const max_amount = optionalAmountField(body, 'max_amount');
  if (min_amount !== null && max_amount !== null && max_amount < min_amount) {
    throw invalid('max_amount', 'less_than_min_amount', 'max_amount must not be less than min_amount.');
  }
  return { flexible: true, min_amount, max_amount, currencies: currencies(body.currencies) };
}

function expiresAt(body: Json, now: Date): string | null {
  const value = body.expires_at;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !ISO_DATETIME.test(value) || Number.isNaN(Date.parse(value))) {
    throw invalid('expires_at', 'invalid_datetime', 'expires_at must be an ISO 8601 date-time with a time zone.');
  }
  const at = Date.parse(value);
  if (at <= now.getTime()) throw invalid('expires_at', 'in_the_past', 'expires_at must be in the future.');
  if (at > now.getTime() + MAX_LINK_LIFETIME_MS) throw invalid('expires_at', 'too_far', 'expires_at must be within a year.');
  return new Date(at).toISOString();
}

function region(body: Json): string | null {
  const value = body.region;
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !REGION.test(value)) {
    throw invalid('region', 'invalid_region', 'region must be 2 to 8 lowercase letters (e.g. hk, uk, eu).');
  }
  return value;
}

/** An optional link of the merchant's identity (docs/sandbox/payment-links.md): refused by name when it is not the kind the page may show. */
function identityUrl(body: Json, field: 'logo_url' | 'terms_url' | 'privacy_url'): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (field === 'logo_url' ? isLogoUrl(value) : isWebUrl(value)) return value as string;
  throw invalid(
    field,
    'invalid_url',
    field === 'logo_url'
      ? 'logo_url must be an https URL, or a data:image/(png|jpeg|gif|webp|svg+xml);base64 URL of at most 32768 characters.'
      : `${field} must be an http(s) URL without credentials.`,
  );
}

export function parseCreateLink(body: Json, now: Date): CreateLinkInput {
  const request_id = requestId(body);
  const title = requiredString(body, 'title', 200);
  const description = optionalString(body, 'description', 1000);
  const price = pricing(body);
  const reusable = optionalBoolean(body, 'reusable');
  if (reusable === null) throw invalid('reusable', 'required', 'reusable is required (true or false).');
  const identity = { logo_url: identityUrl(body, 'logo_url'), terms_url: identityUrl(body, 'terms_url'), privacy_url: identityUrl(body, 'privacy_url') };
  return {
    ...price,
    request_id,
    title,
    description,
    reusable,
    expires_at: expiresAt(body, now),
    region: region(body),
    collect: parseCollect(body.collect),
    ...identity,
  };
}

/** What the shopper pays: the link's own amount, or a choice checked against its limits. */
export function parseLinkPayment(body: Json, link: PaymentLink): { amount: number; currency: string } {
  if (!link.flexible) {
    if (body.amount !== undefined && body.amount !== null && body.amount !== link.amount) throw invalid('amount', 'fixed_by_link');
    if (body.currency !== undefined && body.currency !== null && body.currency !== link.currency) throw invalid('currency', 'fixed_by_link');
    return { amount: link.amount, currency: link.currency };
  }
  const amount = amountField(body.amount, 'amount');
  const only = link.currencies.length === 1 ? link.currencies[0] : undefined;
  const currency = currencyField(body.currency ?? only, 'currency');
  if (!link.currencies.includes(currency)) {
    throw invalid('currency', 'not_accepted', `currency must be one of: ${link.currencies.join(', ')}.`);
  }
  checkAmountDecimals(amount, currency);
  if (link.min_amount !== null && amount < link.min_amount) {
    throw invalid('amount', 'below_min_amount', `amount must be at least ${link.min_amount}.`);
  }
  if (link.max_amount !== null && amount > link.max_amount) {
    throw invalid('amount', 'above_max_amount', `amount must be at most ${link.max_amount}.`);
  }
  return { amount, currency };
}
