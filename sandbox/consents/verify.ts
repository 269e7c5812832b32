/**
 * Verifying a consent, as pure functions of the consent and the method:
 * - card or wallet: the zero-amount issuer check; approved → VERIFIED with a new
 *   saved method, declined → stays PENDING_VERIFICATION with the issuer error;
 * - direct debit: stays PENDING_VERIFICATION, micro-deposits are sent (next_action);
 * - a saved method of the same customer: VERIFIED at once (it was checked when saved);
 * - a linked bank account: VERIFIED at once (see bank-link-verify.ts).
 */
import { startMicroDeposits } from './microdeposits';
import { verification, verified } from './records';
import type { Consent, Verification } from './types';
import type { SavedMethod } from '../customers/types';
import type { ApiErrorBody } from '../core/errors';
import { invalid } from '../core/errors';
import { issuerCheck } from '../customers/saved-method-check';
import { DEBIT_RULES } from '../customers/saved-method-debit';
import type { MethodInput } from '../customers/saved-method-input';
import { approvedDetails, newSavedMethod } from '../customers/saved-method-records';

export interface VerifyIds {
  readonly verification: string;
  readonly method: string;
}

export type ConsentOutcome =
  | { readonly kind: 'ok'; readonly consent: Consent; readonly method: SavedMethod | null }
  | { readonly kind: 'declined'; readonly consent: Consent; readonly error: ApiErrorBody };

/** A consent whose terms name a currency can only be verified with a debit account in that currency. */
export function assertCurrency(consent: Consent, debitCurrency: string | null, field: string): void {
  const wanted = consent.terms_of_use?.payment_currency;
  if (debitCurrency !== null && wanted !== undefined && wanted !== debitCurrency) {
    throw invalid(field, 'currency_mismatch', `This direct debit collects ${debitCurrency}; the consent's terms are in ${wanted}.`);
  }
}

export function verifyWithInput(consent: Consent, input: MethodInput, ids: VerifyIds, now: Date, origin: string): ConsentOutcome {
  if (input.kind === 'debit') {
    assertCurrency(consent, DEBIT_RULES[input.scheme].currency, 'payment_method.type');
    return { kind: 'ok', consent: startMicroDeposits(consent, input.scheme, input.bank, ids.verification, now, origin), method: null };
  }
  const type = input.kind === 'card' ? 'card' : input.type;
  const check = issuerCheck(input.number, input.brand);
  if (check.kind === 'approved') {
    const method = newSavedMethod(approvedDetails(input, check.brand), ids.method, consent.customer_id, now);
    return { kind: 'ok', consent: verified(consent, method, ids.verification, now), method };
  }
  const { decline } = check;
  const failed: Verification = {
    ...verification(ids.verification, type, 'FAILED', now),
    failure_code: decline.failureCode,
    provider_original_response_code: decline.providerCode,
  };
  // A decline leaves the consent waiting: the shopper may try another card.
  const consentAfter: Consent = {
    ...consent,
    payment_method: null,
    next_action: null,
    latest_verification: failed,
    updated_at: now.toISOString(),
  };
  return {
    kind: 'declined',
    consent: consentAfter,
    error: {
      code: 'issuer_declined',
      message: decline.message,
      details: { consent_id: consent.id, verification_id: ids.verification },
      provider_original_response_code: decline.providerCode,
      original_code: decline.providerCode,
    },
  };
}

export function verifyWithSaved(consent: Consent, method: SavedMethod, verificationId: string, now: Date): ConsentOutcome {
  if (method.customer_id !== consent.customer_id) {
    throw invalid('payment_method_id', 'not_found', 'No saved payment method with this id belongs to this customer.');
  }
  if (method.status !== 'ACTIVE') throw invalid('payment_method_id', 'disabled', 'This saved payment method is disabled.');
  const debit = Object.hasOwn(DEBIT_RULES, method.type) ? DEBIT_RULES[method.type as keyof typeof DEBIT_RULES].currency : null;
  assertCurrency(consent, debit, 'payment_method_id');
  return { kind: 'ok', consent: verified(consent, method, verificationId, now), method: null };
}
