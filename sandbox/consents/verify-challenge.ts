/**
 * Saving a card whose issuer asks for a challenge (test cards 4000 0000 0000 3220,
 * 3246 and 3261) runs 3-D Secure at save, as a payment's would: verify makes a
 * zero-amount verification intent for the consent's customer, its attempt waits at
 * the challenge, and the consent stays PENDING_VERIFICATION with the challenge page
 * as `next_action` and a PENDING `latest_verification`. The right code on that page
 * authorises the zero amount, saves the card and verifies the consent in one write
 * (from-payment.ts, as a paid pay-and-save); a cancel, three wrong codes or an
 * expired session leave the consent waiting, its verification FAILED.
 */
import type { ThreeDsScenario } from '../cards/test-cards';
import { testCardFor } from '../cards/test-cards';
import { newId, createIntent } from '../model/intent';
import type { Intent, PaymentAttempt } from '../model/intent-types';
import { challengeAction } from '../threeds/flow';
import { newSession, type ThreeDsSession } from '../threeds/session';
import type { MethodInput } from '../customers/saved-method-input';
import { verification } from './records';
import type { Consent } from './types';
import type { SandboxStore } from '../core/store';

const AT_SAVE: ReadonlySet<ThreeDsScenario> = new Set(['challenge', 'challenge_cancel', 'authentication_required']);

type CardInput = Extract<MethodInput, { kind: 'card' }>;

/** The card's challenge scenario when saving it asks for one; `null` for every other method. */
export function challengeAtSave(input: MethodInput): { readonly card: CardInput; readonly scenario: ThreeDsScenario } | null {
  if (input.kind !== 'card') return null;
  const test = testCardFor(input.number, input.brand);
  return test.outcome === 'three_ds' && AT_SAVE.has(test.scenario) ? { card: input, scenario: test.scenario } : null;
}

export interface ChallengeAtSave {
  readonly consent: Consent;
  readonly intent: Intent;
  readonly session: ThreeDsSession;
}

export interface ChallengeIds {
  readonly verification: string;
  readonly clientSecret: (intentId: string) => string;
}

export function startChallengeAtSave(
  consent: Consent,
  { card, scenario }: { readonly card: CardInput; readonly scenario: ThreeDsScenario },
  ids: ChallengeIds,
  now: Date,
  origin: string,
): ChallengeAtSave {
  const intentId = newId('int');
  const input = {
    request_id: ids.verification,
    amount: 0,
    currency: consent.terms_of_use?.payment_currency ?? 'USD',
    merchant_order_id: null,
    capture_method: 'automatic' as const,
    return_url: null,
    metadata: { payment_consent_id: consent.id },
    customer_id: consent.customer_id,
  };
  const created = createIntent(input, intentId, ids.clientSecret(intentId), now);
  const at = now.toISOString();
  const attempt: PaymentAttempt = {
    id: newId('att'),
    status: 'PENDING',
    amount: 0,
    currency: created.currency,
    payment_method: { type: 'card', card: { brand: card.brand, last4: card.number.slice(-4), expiry_month: card.expiry_month, expiry_year: card.expiry_year } },
    save_payment_method: true,
    created_at: at,
    updated_at: at,
  };
  // No device-data step: the shopper is sent straight to the issuer's challenge page.
  const opened = newSession(created, attempt.id, scenario, now);
  const session: ThreeDsSession = { ...opened, stage: 'WAITING_USER_INFO_INPUT' };
  const action = challengeAction(origin, session.id);
  const intent: Intent = {
    ...created,
    status: 'REQUIRES_CUSTOMER_ACTION',
    latest_payment_attempt: attempt,
    payment_consent_id: consent.id,
    next_action: action,
  };
  const waiting: Consent = {
    ...consent,
    payment_intent_id: intent.id,
    next_action: action,
    latest_verification: verification(ids.verification, 'card', 'PENDING', now),
    updated_at: at,
  };
  return { consent: waiting, intent, session };
}

/**
 * The customer whose consent made intent `intentId` to verify a card at save (above),
 * while the consent still names it; `null` for any other intent. Their client secret
 * may read it (core/auth.ts authorizeIntentRead).
 */
export function verifyingCustomerOf(store: SandboxStore, intentId: string): string | null {
  const intent = store.getIntent(intentId);
  const consentId = intent?.metadata.payment_consent_id;
  if (!intent || typeof consentId !== 'string') return null;
  const consent = store.get<Consent>('consents', consentId);
  return consent && consent.payment_intent_id === intentId && consent.customer_id === intent.customer_id ? consent.customer_id : null;
}
