/**
 * Saving the card of a payment for the intent's customer (the shopper ticked
 * "save this card": confirm's `save_payment_method`). It is saved only once the
 * payment is authorised, at confirm or when 3DS completes, from what the attempt
 * keeps of the card (brand, last four, expiry), as `POST /payment_methods/create`
 * would save it; nothing is saved for a decline.
 */
import type { Intent, PaymentAttempt } from '../model/intent-types';
import { newRecordId } from './http';
import { newSavedMethod } from './saved-method-records';
import type { SavedMethod } from './types';
import { outcomeWrite, type OutcomeWrite, type SavedCardOutcome } from './card-outcome';

/** A card saved by paying: the method, and what decides its later payments (kept apart, card-outcome.ts). */
export interface SavedCard {
  readonly method: SavedMethod;
  readonly outcome: OutcomeWrite;
}

/** Both records of a saved card, to store in the payment's write. */
export function savedCardRecords(
  saved: SavedCard | null | undefined,
): Array<{ readonly collection: 'payment_methods'; readonly record: SavedMethod } | OutcomeWrite> {
  return saved ? [{ collection: 'payment_methods', record: saved.method }, saved.outcome] : [];
}

const PAID: ReadonlySet<PaymentAttempt['status']> = new Set(['SUCCEEDED', 'AUTHORIZED']);

/**
 * The intent with its paid attempt naming the saved method (`payment_method.id`),
 * and the method to store in the same write; `null` when there is nothing to save.
 * `paidAs`: the test card that paid (its outcome is what the saved card pays as later).
 */
export function saveCardOfPayment(intent: Intent, paidAs: SavedCardOutcome, now: Date): ({ readonly intent: Intent } & SavedCard) | null {
  const attempt = intent.latest_payment_attempt;
  const card = attempt?.payment_method.card;
  if (!attempt || !card || attempt.save_payment_method !== true || !PAID.has(attempt.status) || !intent.customer_id) return null;
  if (attempt.payment_method.id !== undefined) return null;
  const summary = { brand: card.brand, last4: card.last4, expiry_month: card.expiry_month, expiry_year: card.expiry_year };
  const method = newSavedMethod({ type: 'card', card: summary }, newRecordId('mtd'), intent.customer_id, now);
  const saved: PaymentAttempt = { ...attempt, payment_method: { ...attempt.payment_method, id: method.id } };
  return { intent: { ...intent, latest_payment_attempt: saved }, method, outcome: outcomeWrite(method.id, paidAs) };
}
