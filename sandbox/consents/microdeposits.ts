/**
 * Direct-debit verification by micro-deposits. The sandbox "sends" two small
 * deposits to the account; the shopper reads them off a statement and enters
 * them (verify_continue). The amounts are fixed and documented: 0.32 and 0.45,
 * in either order. Three wrong answers disable the consent.
 */
import { disabledConsent, moved, verification, verified } from './records';
import type { Consent, MicroDepositAction, Verification } from './types';
import type { BankSummary, DebitScheme, SavedMethod } from '../customers/types';
import { ApiError } from '../core/errors';
import { debitDetails, newSavedMethod } from '../customers/saved-method-records';

const MICRO_DEPOSITS = [0.32, 0.45] as const;
const MICRO_DEPOSIT_ATTEMPTS = 3;

export function startMicroDeposits(consent: Consent, scheme: DebitScheme, bank: BankSummary, verificationId: string, now: Date, origin: string): Consent {
  const action: MicroDepositAction = {
    type: 'verify_micro_deposits',
    method: 'POST',
    url: `${origin}/api/v1/pa/payment_consents/${consent.id}/verify_continue`,
    micro_deposit_count: 2,
    currency: bank.currency,
    attempts_remaining: MICRO_DEPOSIT_ATTEMPTS,
  };
  // No saved method yet: it is created once the account is proven to be the shopper's.
  return moved(consent, 'PENDING_VERIFICATION', now, {
    payment_method: { id: null, ...debitDetails(scheme, bank) },
    next_action: action,
    latest_verification: verification(verificationId, scheme, 'PENDING', now),
  });
}

/** 409 unless micro-deposits are waiting for the shopper. */
export function pendingDeposits(consent: Consent, operation: string): MicroDepositAction {
  const action = consent.next_action;
  if (consent.status !== 'PENDING_VERIFICATION' || action?.type !== 'verify_micro_deposits' || consent.payment_method === null) {
    throw new ApiError(
      'invalid_status_for_operation',
      { consent_id: consent.id, status: consent.status },
      `The payment consent has no micro-deposit verification waiting, so it cannot be ${operation}.`,
    );
  }
  return action;
}

function cents(value: number): number {
  return Math.round(value * 100);
}

function depositsMatch(amounts: readonly [number, number]): boolean {
  const given = amounts.map(cents).sort((a, b) => a - b);
  const expected = MICRO_DEPOSITS.map(cents).sort((a, b) => a - b);
  return given.every((v, i) => v === expected[i]);
}

/** The account is the shopper's: VERIFIED, and the bank account becomes a saved method. */
export function completeDeposits(consent: Consent, methodId: string, now: Date): { consent: Consent; method: SavedMethod } {
  const { payment_method: pm, latest_verification: last } = consent;
  if (pm === null || last === null) throw new Error('sandbox: micro-deposits completed without a pending method');
  const { id: _id, ...details } = pm;
  const method = newSavedMethod(details, methodId, consent.customer_id, now);
  // The verification started when the deposits were sent; it keeps its id and start time.
  const after = verified(consent, method, last.id, now);
  return { consent: { ...after, latest_verification: { ...last, status: 'SUCCEEDED' } }, method };
}

export type ContinueOutcome =
  | { readonly kind: 'verified'; readonly consent: Consent; readonly method: SavedMethod }
  | { readonly kind: 'wrong'; readonly consent: Consent; readonly error: ApiError };

export function continueDeposits(consent: Consent, amounts: readonly [number, number], methodId: string, now: Date): ContinueOutcome {
  const action = pendingDeposits(consent, 'continued');
  if (depositsMatch(amounts)) return { kind: 'verified', ...completeDeposits(consent, methodId, now) };
  const attempts_remaining = action.attempts_remaining - 1;
  const details = { consent_id: consent.id, attempts_remaining };
  if (attempts_remaining > 0) {
    const after = { ...consent, next_action: { ...action, attempts_remaining }, updated_at: now.toISOString() };
    return { kind: 'wrong', consent: after, error: new ApiError('verification_failed', details) };
  }
  const last = consent.latest_verification;
  const failed: Verification | undefined = last ? { ...last, status: 'FAILED', failure_code: 'micro_deposits_mismatch' } : undefined;
  return {
    kind: 'wrong',
    consent: disabledConsent(consent, 'verification_failed', now, failed),
    error: new ApiError(
      'verification_failed',
      { ...details, status: 'DISABLED' },
      'The micro-deposit amounts do not match. No attempts remain: the consent is disabled.',
    ),
  };
}
