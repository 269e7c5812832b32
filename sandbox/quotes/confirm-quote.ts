/**
 * A confirm that pays in the shopper's currency (spec §3: `quote_id` and
 * `target_currency`, both or neither). The quote is checked before anything is
 * charged: it must be this intent's, still valid (409 `quote_expired` otherwise)
 * and for the currency named. The attempt then records the conversion; its own
 * `amount` and `currency` stay the intent's, the merchant's side of the payment.
 */
import { invalid } from '../core/errors';
import { Refusal } from '../core/idempotency';
import type { SandboxStore } from '../core/store';
import type { CurrencyConversion, Intent, PaymentAttempt } from '../model/intent-types';
import type { ConfirmResult } from '../intents/confirm/handler';
import { requireValidQuote, type Quote } from './model';

/** Methods the shopper pays with in another currency: a card, typed, saved or from a wallet. */
const CONVERTIBLE: ReadonlySet<string> = new Set(['card', 'applepay', 'googlepay']);

const given = (value: unknown): boolean => value !== undefined && value !== null;

/** The quote a confirm body chose, checked against the intent; `null` when it chose none. */
export function readQuoteChoice(body: Record<string, unknown>, intent: Intent, store: SandboxStore, now: Date): Quote | null {
  const id = body.quote_id;
  const target = body.target_currency;
  if (!given(id) && !given(target)) return null;
  if (!given(id)) throw invalid('quote_id', 'required_with_target_currency', 'quote_id and target_currency are sent together.');
  if (!given(target)) throw invalid('target_currency', 'required_with_quote_id', 'quote_id and target_currency are sent together.');
  if (typeof id !== 'string' || id.length === 0 || id.length > 64) throw invalid('quote_id', 'must_be_string');
  if (typeof target !== 'string') throw invalid('target_currency', 'must_be_string');
  const quote = requireValidQuote(store, id, now);
  if (quote.intent_id !== intent.id) throw invalid('quote_id', 'not_for_this_intent', 'This quote was made for another payment intent.');
  if (quote.target_currency !== target) throw invalid('target_currency', 'does_not_match_quote', "target_currency must be the quote's target_currency.");
  return quote;
}

function converted(attempt: PaymentAttempt, quote: Quote): PaymentAttempt {
  if (!CONVERTIBLE.has(attempt.payment_method.type)) {
    throw invalid('quote_id', 'not_supported_for_method', `${attempt.payment_method.type} is paid in the intent's currency only.`);
  }
  // A quote is always for its intent's amount (quotes/model.ts), so target_amount is set.
  const conversion: CurrencyConversion = {
    quote_id: quote.id,
    rate: quote.rate,
    target_currency: quote.target_currency,
    target_amount: quote.target_amount ?? 0,
  };
  return { ...attempt, currency_conversion: conversion };
}

/**
 * The handler's result with the conversion on its new attempt (stored and answered
 * alike). Throws for a method paid in the intent's currency only: the whole write
 * is then undone, so nothing is charged.
 */
export function withConversion(result: ConfirmResult | Refusal, quote: Quote | null): ConfirmResult | Refusal {
  if (quote === null || result instanceof Refusal) return result;
  const attempt = result.intent.latest_payment_attempt;
  if (attempt === null) return result;
  const intent: Intent = { ...result.intent, latest_payment_attempt: converted(attempt, quote) };
  return { ...result, intent, body: result.body === result.intent ? intent : result.body };
}
