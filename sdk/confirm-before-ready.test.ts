// @vitest-environment jsdom
/**
 * A frame that answered may show its fields before it is ready: the card's boot markup takes
 * keys while the runtime loads (runtime/host/boot/). A confirm() made then (the shopper typed
 * and pressed Pay) waits for the runtime to take the fields over, and is sent once it is ready;
 * if the frame goes instead, it rejects with why.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT, connect } from './test-support/frame-double';
import { init } from './portico';

vi.mock('./version', async (original) => (await import('./test-support/on-demand')).fromSource(original));

const CARD = { intent_id: 'int_1', client_secret: 'int_1_secret' };

async function answeredCard() {
  const portico = await init({ checkoutOrigin: CHECKOUT });
  const element = portico.createElement('card', CARD).mount('#el');
  const frame = connect(element, '#el', undefined, false);
  return { element, frame, confirms: () => frame.calls.filter((call) => call.path[0] === 'confirm').length };
}

describe('confirm() while the frame takes its fields over', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="el"></div>';
  });

  it('waits for ready, then sends one confirm and resolves with its intent', async () => {
    const { element, frame, confirms } = await answeredCard();
    const paid = element.confirm();
    const twice = element.confirm();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(confirms()).toBe(0);
    frame.emit('onReady', { kind: 'card', title: 'Card' });
    await expect(paid).resolves.toEqual({ id: 'int_1', status: 'SUCCEEDED' });
    await expect(twice).resolves.toEqual({ id: 'int_1', status: 'SUCCEEDED' });
    expect(confirms()).toBe(1);
  });

  it('rejects with why when the frame goes before it is ready', async () => {
    const { element, confirms } = await answeredCard();
    const paid = element.confirm();
    element.unmount();
    await expect(paid).rejects.toMatchObject({ code: expect.any(String), audience: 'merchant' });
    expect(confirms()).toBe(0);
  });
});
