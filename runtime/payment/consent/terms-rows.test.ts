import { describe, expect, it } from 'vitest';
import type { PaymentConsent } from '../../platform/api/payment-consents';
import { createI18n } from '../../platform/i18n/i18n';
import englishConsent from '../../platform/i18n/locales/en/consent.json';
import { consentTermsText } from './terms-rows';

const { i18n } = createI18n({ document: null });
i18n.addEnglish(englishConsent);
const t = (key: string, params?: Readonly<Record<string, unknown>>) => i18n.t(key, params);

const consent = (over: Partial<PaymentConsent>): PaymentConsent => ({
  id: 'cst_1',
  customer_id: 'cus_1',
  status: 'PENDING_VERIFICATION',
  next_triggered_by: 'merchant',
  merchant_trigger_reason: 'scheduled',
  terms_of_use: null,
  payment_method: null,
  next_action: null,
  ...over,
});

describe('consentTermsText', () => {
  it('a fixed monthly subscription: amount, cycle, day, until cancelled', () => {
    const text = consentTermsText(
      consent({
        terms_of_use: {
          payment_amount_type: 'FIXED',
          fixed_payment_amount: 9.99,
          payment_currency: 'USD',
          billing_cycle: 'MONTH',
          billing_cycle_charge_day: 5,
        },
      }),
      'Acme Gym',
      t,
      'en',
    );
    expect(text.intro).toBe('You allow Acme Gym to charge this payment method later, on these terms:');
    expect(text.rows).toEqual([
      { label: 'Amount', value: '$9.99 each time' },
      { label: 'How often', value: 'Every month' },
      { label: 'Charged on', value: 'Day 5 of each month' },
      { label: 'Number of payments', value: 'Until you cancel' },
    ]);
    expect(text.cancel).toContain('contacting Acme Gym');
  });

  it('variable amounts with a cap, a fixed number of yearly payments, in German', () => {
    const text = consentTermsText(
      consent({
        terms_of_use: { payment_amount_type: 'VARIABLE', max_payment_amount: 1200, payment_currency: 'EUR', billing_cycle: 'YEAR', total_billing_cycles: 3 },
      }),
      'Acme',
      t,
      'de',
    );
    // Intl puts a no-break space before the euro sign.
    expect(text.rows.map((row) => row.value.replace(/\u00a0/g, ' '))).toEqual(['Varies, up to 1.200,00 € each time', 'Every year', '3']);
  });

  it('unscheduled merchant charges and no terms: the agreement decides, no amount row', () => {
    const text = consentTermsText(consent({ merchant_trigger_reason: 'unscheduled' }), undefined, t, 'en');
    expect(text.rows).toEqual([{ label: 'How often', value: 'When your agreement with the merchant calls for it' }]);
    expect(text.intro).toContain('the merchant');
  });

  it('customer-triggered: only when the shopper pays; no schedule or count', () => {
    const text = consentTermsText(
      consent({
        next_triggered_by: 'customer',
        merchant_trigger_reason: null,
        terms_of_use: { payment_amount_type: 'VARIABLE', payment_currency: 'GBP', billing_cycle: 'MONTH', billing_cycle_charge_day: 1 },
      }),
      'Shop',
      t,
      'en',
    );
    expect(text.intro).toBe('Shop saves this payment method so you can pay with it later, when you choose to.');
    expect(text.rows).toEqual([
      { label: 'Amount', value: 'Varies' },
      { label: 'How often', value: 'Only when you pay' },
    ]);
  });
});
