/**
 * Recurring consents (spec §3, §4): what `createPaymentConsent` and `verifyConsent`
 * carry in and answer with, and the consent as the merchant sees it. The terms are
 * the provider's `terms_of_use` (docs/sandbox/customers-consents.md), read here once
 * so the SDK refuses a bad one before the frame or the provider see it.
 */
import { readOptions, type OptionSpecs, type OptionsFromSpecs } from './option-specs';
import { accept, refuse, type Read } from '../boundary/read';
import { isText, nullable, shape } from '../boundary/shape';
import { CHALLENGE_MODES } from '../challenge-modes';
import {
  CONSENT_STATUSES,
  CONSENT_TRIGGERS,
  MERCHANT_TRIGGER_REASONS,
  TERMS_OPTIONS,
  type ConsentStatus,
  type ConsentTrigger,
  type PAY_AND_SAVE_OPTIONS,
} from './consent-terms';

export * from './consent-terms';

export type ConsentTerms = OptionsFromSpecs<typeof TERMS_OPTIONS>;
/** A card element's `payment_consent`: pay and save in one step. */
export type PayAndSave = OptionsFromSpecs<typeof PAY_AND_SAVE_OPTIONS>;

/** `createPaymentConsent()`: who starts later payments, why (a merchant's), and the terms the shopper agrees to. */
export const CREATE_CONSENT_OPTIONS = {
  next_triggered_by: { type: 'choice', required: true, values: CONSENT_TRIGGERS },
  merchant_trigger_reason: { type: 'choice', required: false, values: MERCHANT_TRIGGER_REASONS },
  terms_of_use: { type: 'terms', required: false },
} as const satisfies OptionSpecs;
export type CreateConsentParams = OptionsFromSpecs<typeof CREATE_CONSENT_OPTIONS>;

/**
 * `verifyConsent()`: the consent to verify (default: the one this element created, or its `consent_id` option),
 * and how a 3-D Secure challenge at save is shown (as `confirm()`'s `challengeMode`).
 */
export const VERIFY_CONSENT_OPTIONS = {
  consent_id: { type: 'string', required: false },
  challengeMode: { type: 'choice', required: false, values: CHALLENGE_MODES },
} as const satisfies OptionSpecs;
export type VerifyConsentParams = OptionsFromSpecs<typeof VERIFY_CONSENT_OPTIONS>;

/** The rules between fields that a spec per field cannot say (the provider's, so a merchant hears them first). */
function termsProblem(terms: ConsentTerms): string | null {
  const fixed = terms.payment_amount_type === 'FIXED';
  if (fixed && terms.fixed_payment_amount === undefined) return 'terms_of_use.fixed_payment_amount: required when payment_amount_type is FIXED';
  if (!fixed && terms.fixed_payment_amount !== undefined) return 'terms_of_use.fixed_payment_amount: only with payment_amount_type FIXED';
  if (fixed && terms.max_payment_amount !== undefined) return 'terms_of_use.max_payment_amount: only with payment_amount_type VARIABLE';
  const day = terms.billing_cycle_charge_day;
  if (day !== undefined) {
    const last = { DAY: 0, WEEK: 7, MONTH: 31, YEAR: 365 }[terms.billing_cycle ?? 'DAY'];
    if (day > last) return `terms_of_use.billing_cycle_charge_day: expected 1 to ${last} for billing_cycle ${terms.billing_cycle ?? '(none)'}`;
  }
  return null;
}

export function readCreateConsentParams(value: unknown): Read<CreateConsentParams> {
  const read = readOptions(CREATE_CONSENT_OPTIONS, value, 'createPaymentConsent()');
  if (!read.ok) return read;
  const { next_triggered_by: trigger, merchant_trigger_reason: reason, terms_of_use: terms } = read.value;
  if (trigger === 'customer' && reason !== undefined) return refuse('merchant_trigger_reason: only when next_triggered_by is merchant');
  if (trigger === 'merchant' && reason === undefined)
    return refuse('merchant_trigger_reason: required when next_triggered_by is merchant (scheduled or unscheduled)');
  const problem = terms ? termsProblem(terms) : null;
  return problem ? refuse(problem) : read;
}

export function readVerifyConsentParams(value: unknown): Read<VerifyConsentParams> {
  return value === undefined || value === null ? accept({}) : readOptions(VERIFY_CONSENT_OPTIONS, value, 'verifyConsent()');
}

/** A direct debit's micro-deposits: the shopper confirms the two amounts later, on the page the merchant sends them to. */
export interface MicroDepositsAction {
  readonly type: 'verify_micro_deposits';
  readonly currency: string;
  readonly attempts_remaining: number;
}

/** The consent as the merchant's page hears of it: answered by both calls and sent with the `consent` event. */
export interface ConsentSummary {
  readonly id: string;
  readonly status: ConsentStatus;
  readonly next_triggered_by: ConsentTrigger;
  /** The saved method the consent charges, once verified. */
  readonly payment_method_id: string | null;
  /** What the shopper still has to do (micro-deposits), or `null`. */
  readonly next_action: MicroDepositsAction | null;
}

const isStatus = (value: unknown) => (CONSENT_STATUSES as readonly unknown[]).includes(value);
const isTrigger = (value: unknown) => (CONSENT_TRIGGERS as readonly unknown[]).includes(value);
const readMicroDeposits = shape<MicroDepositsAction>({
  type: (v) => v === 'verify_micro_deposits',
  currency: isText,
  attempts_remaining: (v) => typeof v === 'number' && Number.isInteger(v) && v >= 0,
});

const readConsentSummary = shape<ConsentSummary>({
  id: isText,
  status: isStatus,
  next_triggered_by: isTrigger,
  payment_method_id: nullable(isText),
  next_action: nullable((v) => readMicroDeposits(v) !== null),
});

/** The `consent` event: the consent after it was created, verified, or left waiting for micro-deposits. */
export const readConsentEvent = shape<{ consent: ConsentSummary }>({ consent: (v) => readConsentSummary(v) !== null });
