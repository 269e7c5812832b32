// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { readRpcCall } from '../protocol';
import { CHECKOUT, connect } from './test-support/frame-double';
import { init } from './portico';

const INTENT = { intent_id: 'int_1', client_secret: 'secret_1' };

describe('element requests (createPaymentMethod, getIntent, getBinInfo)', () => {
  beforeEach(() => {
    document.body.innerHTML = ['card', 'number', 'expiry', 'cvc'].map((id) => `<div id="${id}"></div>`).join('');
  });

  it('travel as the parent code update, with the request as its action, which the frame’s guard lets through', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const card = connect(portico.createElement('card', INTENT).mount('#card'), '#card');
    for (const [ask, action] of [
      [() => card.element.getIntent(), 'getIntent'],
      [() => (card.element as typeof card.element & { createPaymentMethod(): Promise<unknown> }).createPaymentMethod(), 'createPaymentMethod'],
      [() => (card.element as typeof card.element & { getBinInfo(): Promise<unknown> }).getBinInfo(), 'getBinInfo'],
    ] as const) {
      const arriving = card.next();
      // The double answers `{ updated: true }`: what the frame answers is the SDK's to hand on as it is.
      await expect(ask()).resolves.toEqual({ updated: true });
      const call = await arriving;
      expect(call.path).toEqual(['update']);
      expect(call.argumentList[0]!.value).toEqual({ action });
      expect(readRpcCall(call)).not.toBeNull();
    }
  });

  it('on a split field go to its group’s card-number frame, as confirm does', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    const number = connect(portico.createElement('card-number', INTENT).mount('#number'), '#number');
    const expiry = connect(portico.createElement('expiry', INTENT).mount('#expiry'), '#expiry');
    const arriving = number.next();
    await expiry.element.getIntent();
    expect((await arriving).argumentList[0]!.value).toEqual({ action: 'getIntent' });
    expect(expiry.calls).toHaveLength(0);
  });

  it('refuse on an element not mounted, as every call does', async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT });
    await expect(portico.createElement('card', INTENT).getIntent()).rejects.toMatchObject({ code: 'element_not_mounted' });
  });
});
