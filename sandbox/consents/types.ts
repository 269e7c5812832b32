/** The payment consent record and its state machine. */
import type { MethodDetails } from '../customers/types';
import type { Metadata } from '../model/intent-types';

export const CONSENT_STATUSES = ['PENDING_VERIFICATION', 'VERIFIED', 'DISABLED'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

/** Every allowed move; anything else is a 409. */
export const CONSENT_TRANSITIONS: Readonly<Record<ConsentStatus, readonly ConsentStatus[]>> = {
  PENDING_VERIFICATION: ['VERIFIED', 'DISABLED'],
  VERIFIED: ['DISABLED'],
  DISABLED: [],
};

export type NextTriggeredBy = 'customer' | 'merchant';
export const MERCHANT_TRIGGER_REASONS = ['scheduled', 'unscheduled', 'installments'] as const;
export type MerchantTriggerReason = (typeof MERCHANT_TRIGGER_REASONS)[number];
export type BillingCycle = 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface TermsOfUse {
  readonly payment_amount_type: 'FIXED' | 'VARIABLE';
  readonly fixed_payment_amount: number | null;
  readonly max_payment_amount: number | null;
  readonly payment_currency: string;
  readonly billing_cycle: BillingCycle | null;
  readonly billing_cycle_charge_day: number | null;
  readonly total_billing_cycles: number | null;
}

/** The method a consent is verified with; `id` stays null until a saved method exists. */
type ConsentMethod = MethodDetails & { readonly id: string | null };

/** Shown while the shopper must confirm the two micro-deposits sent to the account. */
export interface MicroDepositAction {
  readonly type: 'verify_micro_deposits';
  readonly method: 'POST';
  readonly url: string;
  readonly micro_deposit_count: 2;
  readonly currency: string;
  readonly attempts_remaining: number;
}

/**
 * Shown while the shopper links the account on the Plaid-style or TrueLayer-style page
 * (a direct-debit verify with no account details): the page's session is bound to the consent.
 */
export interface LinkPageAction {
  readonly type: 'redirect';
  readonly method: 'GET';
  readonly url: string;
}

/**
 * Shown while the shopper answers the issuer's 3-D Secure challenge for a card being
 * saved (consents/verify-challenge.ts): post `data` to `url`, as a payment's challenge.
 */
export interface ChallengeAction {
  readonly type: 'redirect_form';
  readonly method: 'POST';
  readonly url: string;
  readonly data: Readonly<Record<string, string>>;
  readonly stage: 'WAITING_USER_INFO_INPUT';
}

type VerificationStatus = 'SUCCEEDED' | 'FAILED' | 'PENDING';

export interface Verification {
  readonly id: string;
  readonly status: VerificationStatus;
  readonly payment_method_type: MethodDetails['type'];
  readonly failure_code?: string;
  readonly provider_original_response_code?: string;
  readonly created_at: string;
}

export type DisabledReason = 'disabled_by_request' | 'payment_method_disabled' | 'verification_failed' | 'mandate_revoked';

/** The merchant-initiated charges paid on a consent: what its schedule and the later-charge test cards count. */
export interface ConsentCharges {
  readonly succeeded: number;
  readonly last_charged_at: string | null;
}

export interface Consent {
  readonly id: string;
  readonly request_id: string;
  readonly customer_id: string;
  readonly status: ConsentStatus;
  readonly next_triggered_by: NextTriggeredBy;
  readonly merchant_trigger_reason: MerchantTriggerReason | null;
  readonly terms_of_use: TermsOfUse | null;
  readonly metadata: Metadata;
  readonly payment_method: ConsentMethod | null;
  readonly next_action: MicroDepositAction | LinkPageAction | ChallengeAction | null;
  readonly latest_verification: Verification | null;
  readonly disabled_reason: DisabledReason | null;
  /** Absent on a consent never charged by the merchant (and on records of earlier versions). */
  readonly merchant_charges?: ConsentCharges;
  /** The intent whose payment saved the consent's method (a confirm's `payment_consent`, pay and save); absent otherwise. */
  readonly payment_intent_id?: string;
  readonly client_secret: string;
  readonly created_at: string;
  readonly updated_at: string;
}

export function canMove(from: ConsentStatus, to: ConsentStatus): boolean {
  return CONSENT_TRANSITIONS[from].includes(to);
}
