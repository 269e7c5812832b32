/**
 * Type tests of recurring mode (see valid.ts for the rules these files follow): the
 * options of a consent instead of an intent, and the two consent calls.
 */
import type { ConsentSummary, CreateConsentParams, Portico } from '../index';

/** Compiles when `value` can be used as a `T`: what a merchant's annotation does. */
declare function accepts<T>(value: T): void;
declare const portico: Portico;

export async function recurringMode(customer_id: string, customerSecret: string): Promise<void> {
  const card = portico.createElement('card', { mode: 'recurring', customer_id, client_secret: customerSecret });
  const dropin = portico.createElement('dropin', { mode: 'recurring', customer_id, client_secret: customerSecret, currency: 'GBP', consent_id: 'cst_1' });
  portico.createElement('full-featured-card', { mode: 'recurring', customer_id, client_secret: customerSecret, brands: ['visa'] });
  // Payment mode may be spelled out.
  portico.createElement('card', { mode: 'payment', intent_id: 'int_1', client_secret: 'secret' });
  const terms: CreateConsentParams = {
    next_triggered_by: 'merchant',
    merchant_trigger_reason: 'scheduled',
    terms_of_use: { payment_amount_type: 'FIXED', fixed_payment_amount: 9.99, payment_currency: 'USD', billing_cycle: 'MONTH', billing_cycle_charge_day: 5 },
  };
  const created = await card.createPaymentConsent(terms);
  accepts<ConsentSummary>(created);
  const verified = await dropin.verifyConsent({ consent_id: created.id });
  accepts<'PENDING_VERIFICATION' | 'VERIFIED' | 'DISABLED'>(verified.status);
  accepts<string | null>(verified.payment_method_id);
  if (verified.next_action) accepts<number>(verified.next_action.attempts_remaining);
  await card.verifyConsent();
  card.on('consent', ({ consent }) => accepts<string>(consent.id));
}
