/**
 * Strong customer authentication on the recurring path. A card whose issuer wants
 * the shopper for every charge (test card 4000 0000 0000 3261, scenario
 * `authentication_required`) answers the merchant's own charge on a consent with
 * 400 `authentication_required`: the attempt FAILED, the intent left
 * REQUIRES_PAYMENT_METHOD and naming the consent. The merchant brings the shopper
 * back, and the shopper's browser confirms that same intent with the consent
 * (`payment_consent_id`, triggered by the customer): the saved card then goes
 * through its 3-D Secure challenge, with no CVC asked (the challenge authenticates
 * the shopper), and the intent is paid once.
 */
import { ApiError } from '../../core/errors';
import type { Refusal } from '../../core/idempotency';
import { savedTestCard } from '../../customers/card-outcome';
import type { SavedMethod } from '../../customers/types';
import { settle } from '../../model/intent';
import type { CardBrand } from '../../model/card-brand';
import type { Intent, PaymentAttempt } from '../../model/intent-types';
import { payWithCard } from './card';
import type { ConfirmResult } from './handler';
import { pendingAttempt, type SavedConfirmContext } from './saved';

export const AUTHENTICATION_REQUIRED = 'authentication_required';

type SavedCard = Extract<SavedMethod, { type: 'card' }>;

/** True when the issuer answers a charge of this saved card with no shopper present by asking for the shopper. */
export function asksForShopper(ctx: SavedConfirmContext, method: SavedCard): boolean {
  const card = savedTestCard(ctx.store, method.id, method.card.brand as CardBrand);
  return card.outcome === 'three_ds' && card.scenario === AUTHENTICATION_REQUIRED;
}

/** The merchant's charge, refused until the shopper authenticates: the intent waits for a confirm on-session. */
export function authenticationRequired(ctx: SavedConfirmContext, attempt: PaymentAttempt, consentId: string): ConfirmResult {
  const intent = settle(ctx.intent, attempt, { kind: 'failed', failureCode: AUTHENTICATION_REQUIRED }, ctx.now);
  const error = new ApiError(
    AUTHENTICATION_REQUIRED,
    { intent_id: intent.id, payment_attempt_id: attempt.id, payment_consent_id: consentId },
    "The issuer asks the shopper to authenticate this charge. Bring the shopper back on-session and confirm this intent from the checkout with payment_consent_id (triggered by the customer): the card's 3-D Secure challenge runs, then the intent is paid.",
  );
  return { status: 400, body: error.toBody(), intent };
}

/** True when the intent's last try was the merchant's charge on this consent, refused for the shopper's authentication. */
export function awaitsShopper(intent: Intent, consentId: string): boolean {
  const attempt = intent.latest_payment_attempt;
  return intent.status === 'REQUIRES_PAYMENT_METHOD' && intent.payment_consent_id === consentId && attempt?.failure_code === AUTHENTICATION_REQUIRED;
}

/** The shopper, back on-session, pays the refused charge with the consent's card: through its 3-D Secure, no CVC. */
export function completeOnSession(ctx: SavedConfirmContext, method: SavedMethod): ConfirmResult | Refusal {
  if (method.type !== 'card') throw new ApiError('invalid_status_for_operation', { payment_method_id: method.id }, 'Only a card charge waits for the shopper.');
  const attempt = pendingAttempt(ctx.intent, { id: method.id, type: 'card', card: method.card }, ctx.now);
  return payWithCard(ctx, attempt, savedTestCard(ctx.store, method.id, method.card.brand as CardBrand));
}
