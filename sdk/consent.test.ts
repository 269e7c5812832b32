// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT, connect } from './test-support/frame-double';
import { init } from './portico';

// The on-demand call readers, from their source (the checkout origin's build in a browser).
vi.mock('./version', async (original) => (await import('./test-support/on-demand')).fromSource(original));

const CUSTOMER = { mode: 'recurring', customer_id: 'cus_1', client_secret: 'customer_secret_1' } as const;
const MONTHLY = {
  next_triggered_by: 'merchant',
  merchant_trigger_reason: 'scheduled',
  terms_of_use: { payment_amount_type: 'FIXED', fixed_payment_amount: 9.99, payment_currency: 'USD', billing_cycle: 'MONTH', billing_cycle_charge_day: 5 },
} as const;

describe('recurring mode in the SDK', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="el"></div>';
  });

  it('takes the recurring options (no intent) and writes mode and customer into the frame address', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    portico.createElement('card', CUSTOMER).mount('#el');
    const options = JSON.parse(new URLSearchParams(new URL(document.querySelector('iframe')!.src).hash.split('?')[1]).get('options')!) as Record<
      string,
      unknown
    >;
    expect(options).toMatchObject({ mode: 'recurring', customer_id: 'cus_1', client_secret: 'customer_secret_1' });
    expect(options.intent_id).toBeUndefined();
  });

  it("refuses recurring options that are not a recurring element's, naming the option", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    expect(() => portico.createElement('card', { mode: 'recurring', client_secret: 's' } as never)).toThrow(/"customer_id": required/);
    expect(() => portico.createElement('card', { ...CUSTOMER, intent_id: 'int_1' } as never)).toThrow(/"intent_id": not an option/);
    expect(() => portico.createElement('qrcode', CUSTOMER as never)).toThrow(/"mode": not an option/);
  });

  it('sends createPaymentConsent with the terms, and refuses bad terms before sending anything', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const element = portico.createElement('card', CUSTOMER).mount('#el');
    const frame = connect(element, '#el');
    await expect(element.createPaymentConsent({ ...MONTHLY, merchant_trigger_reason: undefined } as never)).rejects.toMatchObject({
      code: 'invalid_options',
      details: { option: 'merchant_trigger_reason' },
    });
    await expect(
      element.createPaymentConsent({
        next_triggered_by: 'merchant',
        merchant_trigger_reason: 'scheduled',
        terms_of_use: { payment_amount_type: 'VARIABLE', fixed_payment_amount: 5, payment_currency: 'USD' },
      }),
    ).rejects.toMatchObject({ code: 'invalid_options', details: { option: 'terms_of_use.fixed_payment_amount' } });
    await expect(
      element.createPaymentConsent({ ...MONTHLY, terms_of_use: { ...MONTHLY.terms_of_use, billing_cycle: 'WEEK', billing_cycle_charge_day: 9 } }),
    ).rejects.toMatchObject({ code: 'invalid_options', details: { option: 'terms_of_use.billing_cycle_charge_day' } });
    const call = frame.next();
    void element.createPaymentConsent(MONTHLY);
    await expect(call).resolves.toMatchObject({ path: ['createPaymentConsent'], argumentList: [{ type: 'RAW', value: MONTHLY }] });
    // Only the valid call reached the frame.
    expect(frame.calls.map((c) => c.path[0])).toEqual(['createPaymentConsent']);
  });

  it("the drop-in's own button verifies the consent in recurring mode, and confirms once confirm() was called (spec §4)", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const element = portico.createElement('dropin', CUSTOMER).mount('#el');
    // Declined each time: a paid intent would answer the next confirm itself, sending nothing.
    const frame = connect(element, '#el', { code: 'issuer_declined', message: 'Declined', details: {}, audience: 'customer' });
    const verify = frame.next();
    frame.emit('onSubmit', {});
    await expect(verify).resolves.toMatchObject({ path: ['verifyConsent'] });
    const confirm = frame.next();
    void element.confirm().catch(() => undefined);
    await expect(confirm).resolves.toMatchObject({ path: ['confirm'] });
    const again = frame.next();
    frame.emit('onSubmit', {});
    await expect(again).resolves.toMatchObject({ path: ['confirm'] });
  });
});
