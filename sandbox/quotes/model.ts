/**
 * Conversion quotes for the currency switcher (spec §3: sent on as `quote_id` and
 * `target_currency`). A quote fixes a rate for five minutes; after that it is
 * refused wherever it is read or used as valid.
 */
import { randomBytes } from 'node:crypto';
import { ApiError, invalid } from '../core/errors';
import { currencyField, optionalAmountField, refuse } from '../core/fields';
import { convert, isQuoteCurrency, rateFor, type QuoteCurrency } from './rates';
import type { SandboxStore } from '../core/store';
import type { Intent } from '../model/intent-types';

export const QUOTE_TTL_MS = 5 * 60 * 1000;

export interface Quote {
  readonly id: string;
  readonly payment_currency: string;
  readonly target_currency: string;
  readonly rate: number;
  readonly payment_amount: number | null;
  readonly target_amount: number | null;
  readonly intent_id: string | null;
  readonly request_id: string | null;
  readonly created_at: string;
  readonly expires_at: string;
}

type Json = Record<string, unknown>;

function supported(value: unknown, field: string): QuoteCurrency {
  const code = currencyField(value, field);
  if (!isQuoteCurrency(code)) throw invalid(field, 'unsupported_currency', `${field} ${code} is not in the sandbox rate table.`);
  return code;
}

function paymentCurrency(body: Json, intent: Intent | null): QuoteCurrency {
  if (intent === null) return supported(body.payment_currency, 'payment_currency');
  if (body.payment_currency !== undefined && body.payment_currency !== null && body.payment_currency !== intent.currency) {
    throw invalid('payment_currency', 'does_not_match_intent', "payment_currency must be the intent's currency.");
  }
  return supported(intent.currency, 'payment_currency');
}

/** A new quote from the body, for `intent` (its currency and amount) when there is one. */
export function buildQuote(body: Json, intent: Intent | null, requestId: string | null, now: Date): Quote {
  const payment = paymentCurrency(body, intent);
  const target = supported(body.target_currency, 'target_currency');
  if (target === payment) throw invalid('target_currency', 'same_as_payment_currency');
  if (intent !== null) refuse(body, ['amount'], 'not_allowed_with_intent');
  const amount = intent === null ? optionalAmountField(body, 'amount') : intent.amount;
  const rate = rateFor(payment, target);
  return {
    id: `quote_${randomBytes(12).toString('hex')}`,
    payment_currency: payment,
    target_currency: target,
    rate,
    payment_amount: amount,
    target_amount: amount === null ? null : convert(amount, rate, target),
    intent_id: intent?.id ?? null,
    request_id: requestId,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + QUOTE_TTL_MS).toISOString(),
  };
}

export function quoteView(quote: Quote): Record<string, unknown> {
  const { request_id: _omitted, ...view } = quote;
  return view;
}

/**
 * The quote if it exists and has not expired; 404 / 409 `quote_expired` otherwise.
 * Confirm handlers that accept a `quote_id` call this too.
 */
export function requireValidQuote(store: SandboxStore, id: string, now: Date): Quote {
  const quote = store.get<Quote>('quotes', id);
  if (!quote) throw new ApiError('not_found', { quote_id: id.slice(0, 64) }, 'No conversion quote with this id exists.');
  if (Date.parse(quote.expires_at) <= now.getTime()) {
    throw new ApiError('quote_expired', { quote_id: quote.id, expires_at: quote.expires_at }, 'This conversion quote has expired; ask for a new one.');
  }
  return quote;
}
