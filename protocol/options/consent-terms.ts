/**
 * The names a consent's terms and triggers take (the provider's), and the spec of
 * `terms_of_use`. Apart from consents.ts so that element-options.ts can check a
 * `terms` option without importing the readers that import it.
 */

export const CONSENT_TRIGGERS = ['merchant', 'customer'] as const;
export type ConsentTrigger = (typeof CONSENT_TRIGGERS)[number];
export const MERCHANT_TRIGGER_REASONS = ['scheduled', 'unscheduled', 'installments'] as const;
const PAYMENT_AMOUNT_TYPES = ['FIXED', 'VARIABLE'] as const;
const BILLING_CYCLES = ['DAY', 'WEEK', 'MONTH', 'YEAR'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** The provider's consent statuses. */
export const CONSENT_STATUSES = ['PENDING_VERIFICATION', 'VERIFIED', 'DISABLED'] as const;
export type ConsentStatus = (typeof CONSENT_STATUSES)[number];

export const TERMS_OPTIONS = {
  payment_amount_type: { type: 'choice', required: true, values: PAYMENT_AMOUNT_TYPES },
  fixed_payment_amount: { type: 'amount', required: false },
  max_payment_amount: { type: 'amount', required: false },
  payment_currency: { type: 'currency', required: true },
  billing_cycle: { type: 'choice', required: false, values: BILLING_CYCLES },
  billing_cycle_charge_day: { type: 'day', required: false },
  total_billing_cycles: { type: 'count', required: false },
} as const; // an OptionSpecs table: option-specs.ts reads it as one, so the compiler holds it to that shape

/** Pay and save in one step (a card element's `payment_consent`): who starts the later payments, and why when it is the merchant. */
export const PAY_AND_SAVE_OPTIONS = {
  next_triggered_by: { type: 'choice', required: true, values: CONSENT_TRIGGERS },
  merchant_trigger_reason: { type: 'choice', required: false, values: MERCHANT_TRIGGER_REASONS },
} as const; // an OptionSpecs table, as TERMS_OPTIONS
