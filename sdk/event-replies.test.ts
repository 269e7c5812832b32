// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT, connect } from './test-support/frame-double';
import { init } from './portico';

// The on-demand call readers, from their source (the checkout origin's build in a browser).
vi.mock('./version', async (original) => (await import('./test-support/on-demand')).fromSource(original));

const INTENT = { intent_id: 'int_1', client_secret: 'secret_1' };
const EXPRESS = { amount: 12.5, currency: 'USD' };

describe("answers to the frame's questions (EVENT_REPLIES)", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="wallet"></div>';
  });

  it('sends what the paymentAuthorized handler resolves to as onpaymentauthorized, once it is known', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const element = portico.createElement('dropin', INTENT).mount('#wallet');
    const frame = connect(element, '#wallet');
    element.on('paymentAuthorized' as never, (async () => ({ intent_id: 'int_9', client_secret: 'secret_9' })) as never);
    const call = frame.next();
    frame.emit('onPaymentAuthorized', { wallet: 'applepay', shipping_address: null });
    await expect(call).resolves.toMatchObject({
      path: ['onpaymentauthorized'],
      argumentList: [{ type: 'RAW', value: { intent_id: 'int_9', client_secret: 'secret_9' } }],
    });
  });

  it('answers null (plain data the guard lets through) when no handler answers, so the frame can say so at once', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const element = portico.createElement('dropin', INTENT).mount('#wallet');
    const frame = connect(element, '#wallet');
    const call = frame.next();
    frame.emit('onShippingChange', { wallet: 'googlepay', shipping_address: { country_code: 'US', postal_code: '94103', city: 'SF', state: 'CA' } });
    await expect(call).resolves.toMatchObject({ path: ['onApplePaySessionUpdate'], argumentList: [{ type: 'RAW', value: null }] });
  });

  it("reports a malformed answer as the merchant's invalid_options, and answers null", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const element = portico.createElement('dropin', INTENT).mount('#wallet');
    const frame = connect(element, '#wallet');
    const errors = vi.fn();
    element.on('error', errors);
    element.on('paymentAuthorized' as never, (() => ({ id: 'int_9' })) as never);
    const call = frame.next();
    frame.emit('onPaymentAuthorized', { wallet: 'googlepay', shipping_address: null });
    await expect(call).resolves.toMatchObject({ path: ['onpaymentauthorized'], argumentList: [{ value: null }] });
    expect(errors).toHaveBeenCalledWith(expect.objectContaining({ code: 'invalid_options', audience: 'merchant' }));
  });

  it("confirms the drop-in on its Pay button's submit (and only the drop-in)", async () => {
    document.body.innerHTML = '<div id="dropin"></div><div id="card"></div>';
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const dropin = connect(portico.createElement('dropin', INTENT).mount('#dropin'), '#dropin');
    const card = connect(portico.createElement('card', INTENT).mount('#card'), '#card');
    const confirm = dropin.next();
    dropin.emit('onSubmit', {});
    await expect(confirm).resolves.toMatchObject({ path: ['confirm'] });
    // A card's Enter is the merchant's to act on: nothing is sent for it. (A later call proves the port works.)
    card.emit('onSubmit', {});
    await card.element.clear();
    expect(card.calls.map((c) => c.path[0])).toEqual(['update']);
  });

  it('keeps express options to the wallet kinds: amount and currency are not card options', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    expect(() => portico.createElement('card', { ...INTENT, ...EXPRESS } as never)).toThrow(/not an option/);
  });
});
