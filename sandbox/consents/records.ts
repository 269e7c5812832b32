/** Consent state changes as pure functions; every status change goes through `moved`. */
import { canMove, type Consent, type ConsentStatus, type DisabledReason, type Verification } from './types';
import type { MethodDetails, SavedMethod } from '../customers/types';
import { detailsOf } from '../customers/saved-method-records';
import type { CreateConsentInput } from './validation';
import { ApiError } from '../core/errors';

export function createConsent(input: CreateConsentInput, id: string, clientSecret: string, now: Date): Consent {
  const at = now.toISOString();
  return {
    id,
    ...input,
    status: 'PENDING_VERIFICATION',
    payment_method: null,
    next_action: null,
    latest_verification: null,
    disabled_reason: null,
    client_secret: clientSecret,
    created_at: at,
    updated_at: at,
  };
}

/** 409 unless the consent may move to `to`; `operation` names the call in the message. */
export function assertCanMove(consent: Consent, to: ConsentStatus, operation: string): void {
  if (!canMove(consent.status, to)) {
    throw new ApiError(
      'invalid_status_for_operation',
      { consent_id: consent.id, status: consent.status },
      `The payment consent is ${consent.status} and cannot be ${operation}.`,
    );
  }
}

/** 409 unless the consent is still waiting for verification (verify keeps it there on a decline). */
export function assertPending(consent: Consent, operation: string): void {
  assertCanMove(consent, 'VERIFIED', operation);
}

export function moved(consent: Consent, to: ConsentStatus, now: Date, changes: Partial<Consent> = {}): Consent {
  return { ...consent, ...changes, status: to, updated_at: now.toISOString() };
}

export function disabledConsent(consent: Consent, reason: DisabledReason, now: Date, verification?: Verification): Consent {
  return moved(consent, 'DISABLED', now, {
    next_action: null,
    disabled_reason: reason,
    ...(verification ? { latest_verification: verification } : {}),
  });
}

export function verification(id: string, type: MethodDetails['type'], status: Verification['status'], now: Date): Verification {
  return { id, status, payment_method_type: type, created_at: now.toISOString() };
}

/** Verified with `method`: the consent now shows it, id included. */
export function verified(consent: Consent, method: SavedMethod, verificationId: string, now: Date): Consent {
  return moved(consent, 'VERIFIED', now, {
    payment_method: { id: method.id, ...detailsOf(method) },
    next_action: null,
    latest_verification: verification(verificationId, method.type, 'SUCCEEDED', now),
  });
}
