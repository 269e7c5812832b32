/**
 * Whether a consent may be charged now, for this intent, triggered this way: the
 * consent's status, its `next_triggered_by`, and for the merchant's charges its
 * `terms_of_use` (currency, fixed amount or maximum, and, when the merchant said
 * its charges are `scheduled`, the billing cycle, the charge day and the number of
 * cycles). Each refusal has its own code (core/errors.ts) and names what it checked.
 * Dates are UTC calendar days.
 */
import { ApiError } from '../core/errors';
import type { Intent } from '../model/intent-types';
import type { BillingCycle, Consent, NextTriggeredBy, TermsOfUse } from './types';

const DAY_MS = 86_400_000;

function utcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

/** The first day a charge after one on `last` is on schedule again. */
export function nextCycleStart(last: Date, cycle: BillingCycle): Date {
  const day = utcDay(last);
  switch (cycle) {
    case 'DAY':
      return new Date(day.getTime() + DAY_MS);
    case 'WEEK':
      return new Date(day.getTime() + 7 * DAY_MS);
    case 'MONTH':
      // The 1st of the next month: a monthly charge day may move (the 31st is the 30th in April).
      return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + 1, 1));
    case 'YEAR':
      return new Date(Date.UTC(day.getUTCFullYear() + 1, 0, 1));
  }
}

/** Today's number within the cycle, as `billing_cycle_charge_day` counts it: ISO weekday, day of month, day of year. */
export function dayInCycle(now: Date, cycle: Exclude<BillingCycle, 'DAY'>): number {
  switch (cycle) {
    case 'WEEK':
      return now.getUTCDay() === 0 ? 7 : now.getUTCDay();
    case 'MONTH':
      return now.getUTCDate();
    case 'YEAR':
      return Math.floor((utcDay(now).getTime() - Date.UTC(now.getUTCFullYear(), 0, 1)) / DAY_MS) + 1;
  }
}

/** The charge day as it falls in the current period: the 31st of a 30-day month is its 30th. */
function chargeDayNow(chargeDay: number, now: Date, cycle: Exclude<BillingCycle, 'DAY'>): number {
  if (cycle === 'MONTH') return Math.min(chargeDay, new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).getUTCDate());
  if (cycle === 'YEAR') return Math.min(chargeDay, dayInCycle(new Date(Date.UTC(now.getUTCFullYear(), 11, 31)), 'YEAR'));
  return chargeDay;
}

/** True when the schedule takes a charge on `day` (its charge day, as it falls in that period). */
function onChargeDay(terms: TermsOfUse, day: Date): boolean {
  const cycle = terms.billing_cycle;
  if (cycle === null || cycle === 'DAY' || terms.billing_cycle_charge_day === null) return true;
  return dayInCycle(day, cycle) === chargeDayNow(terms.billing_cycle_charge_day, day, cycle);
}

/** A year and a day: every cycle's charge day falls within it. */
const SEARCH_DAYS = 367;

/**
 * The first day from `from` on which the schedule itself would take a charge: the
 * charge day of the cycle `from` falls in, or of a later one. What a refusal names as
 * the next date, so a merchant retrying then is not refused again.
 */
export function nextChargeDay(terms: TermsOfUse, from: Date): Date {
  const start = utcDay(from).getTime();
  for (let i = 0; i < SEARCH_DAYS; i++) {
    const day = new Date(start + i * DAY_MS);
    if (onChargeDay(terms, day)) return day;
  }
  return new Date(start);
}

function assertAmount(terms: TermsOfUse, intent: Intent, consentId: string): void {
  const details = { consent_id: consentId, amount: intent.amount, payment_amount_type: terms.payment_amount_type };
  if (terms.payment_amount_type === 'FIXED' && terms.fixed_payment_amount !== intent.amount) {
    throw new ApiError(
      'consent_amount_outside_terms',
      { ...details, fixed_payment_amount: terms.fixed_payment_amount },
      `The merchant charged ${intent.amount} ${intent.currency}; the consent's terms fix every charge at ${String(terms.fixed_payment_amount)}.`,
    );
  }
  if (terms.payment_amount_type === 'VARIABLE' && terms.max_payment_amount !== null && intent.amount > terms.max_payment_amount) {
    throw new ApiError(
      'consent_amount_outside_terms',
      { ...details, max_payment_amount: terms.max_payment_amount },
      `The merchant charged ${intent.amount} ${intent.currency}; the consent's terms allow at most ${terms.max_payment_amount} a charge.`,
    );
  }
}

function assertSchedule(consent: Consent, terms: TermsOfUse, now: Date): void {
  const cycle = terms.billing_cycle;
  if (cycle === null) return;
  const charges = consent.merchant_charges ?? { succeeded: 0, last_charged_at: null };
  if (terms.total_billing_cycles !== null && charges.succeeded >= terms.total_billing_cycles) {
    throw new ApiError(
      'consent_billing_cycles_exhausted',
      { consent_id: consent.id, total_billing_cycles: terms.total_billing_cycles, charged: charges.succeeded },
      `The consent's terms allow ${terms.total_billing_cycles} charges and all have been made.`,
    );
  }
  if (cycle !== 'DAY' && terms.billing_cycle_charge_day !== null) {
    const due = chargeDayNow(terms.billing_cycle_charge_day, now, cycle);
    const today = dayInCycle(now, cycle);
    if (today !== due) {
      const last = charges.last_charged_at;
      const from = last === null ? now : new Date(Math.max(now.getTime(), nextCycleStart(new Date(last), cycle).getTime()));
      const next = isoDay(nextChargeDay(terms, from));
      throw new ApiError(
        'consent_charge_off_schedule',
        {
          consent_id: consent.id,
          billing_cycle: cycle,
          billing_cycle_charge_day: terms.billing_cycle_charge_day,
          today: isoDay(now),
          next_charge_from: next,
        },
        `The consent's terms charge on day ${terms.billing_cycle_charge_day} of each ${cycle.toLowerCase()}; today (${isoDay(now)}, UTC) is day ${today}. The next charge is due on ${next}.`,
      );
    }
  }
  if (charges.last_charged_at !== null) {
    const next = nextCycleStart(new Date(charges.last_charged_at), cycle);
    if (now.getTime() < next.getTime()) {
      // The next cycle's start may not be its charge day (the 1st of a month charged on the 5th).
      const due = nextChargeDay(terms, next);
      throw new ApiError(
        'consent_charge_off_schedule',
        { consent_id: consent.id, billing_cycle: cycle, last_charged_at: charges.last_charged_at, next_charge_from: isoDay(due) },
        `The consent was charged for this ${cycle.toLowerCase()} already (${charges.last_charged_at}); the next charge is due from ${isoDay(due)}.`,
      );
    }
  }
}

/** Throws the refusal for a charge the consent does not allow; returns when it does. */
export function assertChargeAllowed(consent: Consent, intent: Intent, triggeredBy: NextTriggeredBy, now: Date): void {
  if (consent.status === 'PENDING_VERIFICATION') throw new ApiError('consent_not_verified', { consent_id: consent.id, status: consent.status });
  if (consent.status === 'DISABLED') {
    throw new ApiError('consent_disabled', { consent_id: consent.id, status: consent.status, disabled_reason: consent.disabled_reason });
  }
  if (consent.next_triggered_by !== triggeredBy) {
    throw new ApiError(
      'consent_trigger_mismatch',
      { consent_id: consent.id, next_triggered_by: consent.next_triggered_by, triggered_by: triggeredBy },
      `The consent is for payments triggered by the ${consent.next_triggered_by}; this one is triggered by the ${triggeredBy}.`,
    );
  }
  const terms = consent.terms_of_use;
  if (terms === null || triggeredBy === 'customer') return;
  if (terms.payment_currency !== intent.currency) {
    throw new ApiError(
      'consent_currency_mismatch',
      { consent_id: consent.id, currency: intent.currency, payment_currency: terms.payment_currency },
      `The merchant charged in ${intent.currency}; the consent's terms are in ${terms.payment_currency}.`,
    );
  }
  assertAmount(terms, intent, consent.id);
  if (consent.merchant_trigger_reason === 'scheduled') assertSchedule(consent, terms, now);
}
