/** Bodies of consent create (with its terms of use) and of verify_continue. */
import { MERCHANT_TRIGGER_REASONS, type BillingCycle, type MerchantTriggerReason, type NextTriggeredBy, type TermsOfUse } from './types';
import { amount, currency, forbid, given, integerIn, type Json, metadata, oneOf, optionalOneOf, requiredObject, requiredString } from '../customers/fields';
import { invalid } from '../core/errors';
import type { Metadata } from '../model/intent-types';
import { isObject, requestId } from '../core/body';

export interface CreateConsentInput {
  readonly request_id: string;
  readonly customer_id: string;
  readonly next_triggered_by: NextTriggeredBy;
  readonly merchant_trigger_reason: MerchantTriggerReason | null;
  readonly terms_of_use: TermsOfUse | null;
  readonly metadata: Metadata;
}

const CYCLES: readonly BillingCycle[] = ['DAY', 'WEEK', 'MONTH', 'YEAR'];
/** The charge day counts within the cycle: a weekday, a day of the month, a day of the year. */
const CHARGE_DAYS: Readonly<Record<BillingCycle, number | null>> = { DAY: null, WEEK: 7, MONTH: 31, YEAR: 365 };

export function customerIdOf(body: Json): string {
  return requiredString(body.customer_id, 'customer_id', 64);
}

function termsOfUse(value: unknown): TermsOfUse | null {
  if (!given(value)) return null;
  const t = requiredObject(value, 'terms_of_use');
  const f = (name: string) => `terms_of_use.${name}`;
  const type = oneOf(t.payment_amount_type, f('payment_amount_type'), ['FIXED', 'VARIABLE'] as const);
  if (type === 'FIXED') forbid(t.max_payment_amount, f('max_payment_amount'), 'when payment_amount_type is FIXED');
  else forbid(t.fixed_payment_amount, f('fixed_payment_amount'), 'when payment_amount_type is VARIABLE');
  const billing_cycle = optionalOneOf(t.billing_cycle, f('billing_cycle'), CYCLES);
  let billing_cycle_charge_day: number | null = null;
  if (given(t.billing_cycle_charge_day)) {
    const max = billing_cycle === null ? null : CHARGE_DAYS[billing_cycle];
    if (max === null) forbid(t.billing_cycle_charge_day, f('billing_cycle_charge_day'), 'without a WEEK, MONTH or YEAR billing_cycle');
    else billing_cycle_charge_day = integerIn(t.billing_cycle_charge_day, f('billing_cycle_charge_day'), 1, max);
  }
  return {
    payment_amount_type: type,
    fixed_payment_amount: type === 'FIXED' ? amount(t.fixed_payment_amount, f('fixed_payment_amount')) : null,
    max_payment_amount: type === 'VARIABLE' && given(t.max_payment_amount) ? amount(t.max_payment_amount, f('max_payment_amount')) : null,
    payment_currency: currency(t.payment_currency, f('payment_currency')),
    billing_cycle,
    billing_cycle_charge_day,
    total_billing_cycles: given(t.total_billing_cycles) ? integerIn(t.total_billing_cycles, f('total_billing_cycles'), 1, 1000) : null,
  };
}

export interface ConsentTrigger {
  readonly next_triggered_by: NextTriggeredBy;
  readonly merchant_trigger_reason: MerchantTriggerReason | null;
}

/**
 * Who starts the later payments, and why when it is the merchant. `prefix` names
 * the object the fields sit in (a confirm's `payment_consent.`); `reason`: whether a
 * merchant's consent must say why (create) or is `unscheduled` unless told (confirm).
 */
export function parseTrigger(body: Json, prefix: string, reason: 'required' | 'optional'): ConsentTrigger {
  const next_triggered_by = oneOf(body.next_triggered_by, `${prefix}next_triggered_by`, ['customer', 'merchant'] as const);
  const field = `${prefix}merchant_trigger_reason`;
  if (next_triggered_by === 'customer') {
    forbid(body.merchant_trigger_reason, field, 'when next_triggered_by is customer');
    return { next_triggered_by, merchant_trigger_reason: null };
  }
  const merchant_trigger_reason =
    reason === 'optional' && !given(body.merchant_trigger_reason) ? 'unscheduled' : oneOf(body.merchant_trigger_reason, field, MERCHANT_TRIGGER_REASONS);
  return { next_triggered_by, merchant_trigger_reason };
}

export function parseCreateConsent(body: Json): CreateConsentInput {
  const request_id = requestId(body);
  const customer_id = customerIdOf(body);
  return {
    request_id,
    customer_id,
    ...parseTrigger(body, '', 'required'),
    terms_of_use: termsOfUse(body.terms_of_use),
    metadata: metadata(body.metadata),
  };
}

/** Exactly one of `payment_method` (details to save) and `payment_method_id` (a saved method). */
export function verifySource(body: Json): { kind: 'new'; pm: Json } | { kind: 'saved'; id: string } {
  const hasNew = given(body.payment_method);
  const hasSaved = given(body.payment_method_id);
  if (hasNew && hasSaved) throw invalid('payment_method_id', 'conflict', 'Send payment_method or payment_method_id, not both.');
  if (hasSaved) return { kind: 'saved', id: requiredString(body.payment_method_id, 'payment_method_id', 64) };
  if (!hasNew) throw invalid('payment_method', 'required', 'payment_method (or payment_method_id) is required.');
  if (!isObject(body.payment_method)) throw invalid('payment_method', 'must_be_object');
  return { kind: 'new', pm: body.payment_method };
}

/** Two amounts in major units, each between 0.01 and 0.99. */
export function parseMicroDeposits(body: Json): readonly [number, number] {
  const list = body.amounts;
  if (!given(list)) throw invalid('amounts', 'required', 'amounts (the two micro-deposits) is required.');
  if (!Array.isArray(list)) throw invalid('amounts', 'must_be_array');
  if (list.length !== 2) throw invalid('amounts', 'must_have_two', 'amounts must hold exactly two values.');
  const read = (value: unknown, i: number): number => {
    const n = amount(value, `amounts.${i}`);
    if (n >= 1) throw invalid(`amounts.${i}`, 'out_of_range', 'Each micro-deposit is below 1.00.');
    return n;
  };
  return [read(list[0], 0), read(list[1], 1)];
}
