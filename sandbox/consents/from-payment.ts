/**
 * A consent saved by paying (a card confirm's `payment_consent`, pay and save): it
 * is made PENDING_VERIFICATION with the confirm, naming the intent, and becomes
 * VERIFIED with the card the payment saved once the payment is authorised (at
 * confirm, or when its 3-D Secure ends); a decline leaves it waiting for the
 * shopper's next try on the same intent, which takes it up again.
 */
import type { SandboxStore } from '../core/store';
import type { Intent } from '../model/intent-types';
import type { SavedMethod } from '../customers/types';
import { newRecordId } from '../customers/http';
import { createConsent, verified } from './records';
import type { Consent } from './types';
import type { ConsentTrigger } from './validation';
import { recoveredCharge } from './merchant-charges';

/** The consent the intent's earlier try made and left waiting, if any: a new try takes it up. */
function waitingConsentOf(store: SandboxStore, intent: Intent): Consent | undefined {
  const id = intent.payment_consent_id;
  const consent = typeof id === 'string' ? store.get<Consent>('consents', id) : undefined;
  return consent?.status === 'PENDING_VERIFICATION' && consent.payment_intent_id === intent.id ? consent : undefined;
}

export interface PendingSave {
  readonly intentId: string;
  readonly customerId: string;
  readonly requestId: string;
  readonly trigger: ConsentTrigger;
  readonly clientSecret: () => string;
}

/** The consent this try saves the card on: the waiting one of an earlier try (with this try's terms), or a new one. */
export function consentToSave(store: SandboxStore, intent: Intent, save: PendingSave, now: Date): Consent {
  const waiting = waitingConsentOf(store, intent);
  if (waiting) return { ...waiting, ...save.trigger, updated_at: now.toISOString() };
  const input = { request_id: save.requestId, customer_id: save.customerId, ...save.trigger, terms_of_use: null, metadata: {} };
  return { ...createConsent(input, newRecordId('cst'), save.clientSecret(), now), payment_intent_id: save.intentId };
}

/** The consent VERIFIED with the card its payment saved; `null` when there is nothing to verify (no card saved). */
export function verifiedByPayment(consent: Consent | undefined, saved: SavedMethod | undefined, now: Date): Consent | null {
  if (!consent || !saved || consent.status !== 'PENDING_VERIFICATION') return null;
  return verified(consent, saved, newRecordId('vrf'), now);
}

/** A challenge at save (verify-challenge.ts) that ended without a payment: the consent waits again, its verification FAILED. */
function challengeFailed(consent: Consent | undefined, intent: Intent, now: Date): Consent | null {
  const attempt = intent.latest_payment_attempt;
  if (!consent || consent.next_action?.type !== 'redirect_form' || intent.status !== 'REQUIRES_PAYMENT_METHOD' || !attempt) return null;
  const failed = consent.latest_verification
    ? { ...consent.latest_verification, status: 'FAILED' as const, failure_code: attempt.failure_code ?? '3ds_failed' }
    : null;
  return { ...consent, next_action: null, latest_verification: failed, updated_at: now.toISOString() };
}

/**
 * After a 3-D Secure step: the intent's waiting consent, verified when the step saved
 * the card, or back to waiting when a challenge at save failed; or the consent whose
 * refused merchant charge the shopper just paid on-session, with that charge counted
 * (merchant-charges.ts). To store in the same write.
 */
export function consentRecordsOfSave(
  store: SandboxStore,
  intent: Intent,
  saved: SavedMethod | undefined,
  now: Date,
): Array<{ readonly collection: 'consents'; readonly record: Consent }> {
  const waiting = waitingConsentOf(store, intent);
  const consent = verifiedByPayment(waiting, saved, now) ?? challengeFailed(waiting, intent, now) ?? recoveredCharge(store, intent, now);
  return consent ? [{ collection: 'consents', record: consent }] : [];
}
