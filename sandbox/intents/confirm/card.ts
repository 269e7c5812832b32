/**
 * Card confirmation: the outcome comes from the test-card table (and the amount
 * triggers). 3DS cards start a session; the flaky card fails once per intent.
 */
import { ApiError } from '../../core/errors';
import { Refusal } from '../../core/idempotency';
import { cardAttempt, declineError, newId, settle } from '../../model/intent';
import type { SandboxStore } from '../../core/store';
import { cardOutcome, type TestCard } from '../../cards/test-cards';
import { startThreeDs } from '../../threeds/flow';
import type { Intent, PaymentAttempt } from '../../model/intent-types';
import { parseConfirm } from '../validation';
import { saveCardOfPayment, savedCardRecords } from '../../customers/saved-from-payment';
import { outcomeOf } from '../../customers/card-outcome';
import { invalid } from '../../core/errors';
import type { ConfirmContext, ConfirmHandler, ConfirmResult } from './handler';

interface FlakyMarker {
  readonly id: string;
  readonly kind: 'card_flaky';
  readonly intent_id: string;
  readonly created_at: string;
}

const flakyMarkerId = (intentId: string): string => `flaky_${intentId}`;

/**
 * The first confirm of the intent with the flaky card answers 503 and records
 * only that it happened (in `sessions`, kind `card_flaky`), not a response: a retry
 * with the same request_id then runs for real, as after a provider hiccup.
 */
function failOnce(store: SandboxStore, intent: Intent, now: Date): Refusal | null {
  const id = flakyMarkerId(intent.id);
  if (store.get('sessions', id)) return null;
  const marker: FlakyMarker = { id, kind: 'card_flaky', intent_id: intent.id, created_at: now.toISOString() };
  return new Refusal(new ApiError('provider_unavailable', { intent_id: intent.id, retryable: true }), [{ collection: 'sessions', record: marker }]);
}

export const confirmWithCard: ConfirmHandler = (ctx) => {
  const { intent, body, now } = ctx;
  const input = parseConfirm(body, now);
  if (input.save_payment_method && !intent.customer_id) {
    throw invalid('save_payment_method', 'customer_required', "A card is saved for the intent's customer: create the intent with a customer_id.");
  }
  const card = cardOutcome(input.number, input.brand, intent.amount);
  return payWithCard(ctx, cardAttempt(intent, input, card.brand, newId('att'), now), card);
};

/**
 * What a card payment does with its test card: pay (and save the card when the
 * attempt asks), decline, or start 3DS. A typed card and a saved one (saved.ts)
 * both end here.
 */
export function payWithCard(
  { intent, store, origin, now }: Pick<ConfirmContext, 'intent' | 'store' | 'origin' | 'now'>,
  attempt: PaymentAttempt,
  card: TestCard,
): ConfirmResult | Refusal {
  const refusal = card.outcome === 'flaky' ? failOnce(store, intent, now) : null;
  if (refusal) return refusal;
  switch (card.outcome) {
    case 'flaky':
    case 'success': {
      const paid = settle(intent, attempt, { kind: 'success' }, now);
      const saved = saveCardOfPayment(paid, outcomeOf(card), now);
      if (!saved) return { status: 200, body: paid, intent: paid };
      return { status: 200, body: saved.intent, intent: saved.intent, records: savedCardRecords(saved) };
    }
    case 'decline': {
      const declined = settle(intent, attempt, { kind: 'decline', decline: card }, now);
      return { status: 400, body: declineError(intent, attempt.id, card), intent: declined };
    }
    case 'three_ds': {
      const step = startThreeDs(intent, attempt, card.scenario, origin, now);
      return { status: 200, body: step.intent, intent: step.intent, records: [{ collection: 'sessions', record: step.session }] };
    }
  }
}
