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

describe("the boot markup's ready (onBootReady), before the runtime's", () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="el"></div>';
  });

  /**
   * A call whose answer comes back over the same port as the frame's events: once it resolves, every
   * event the frame sent before it was handled, and every call the SDK sent before it had arrived.
   */
  const drained = (element: Awaited<ReturnType<typeof answeredCard>>['element']) => element.clear();

  it("tells the merchant ready once, with its payload; the runtime's ready of the same title says nothing more; a confirm waits for it", async () => {
    const { element, frame, confirms } = await answeredCard();
    const readies: unknown[] = [];
    element.on('ready', (payload) => readies.push(payload));
    frame.emit('onBootReady', { kind: 'card', title: 'Secure card payment input' });
    await drained(element);
    expect(readies).toEqual([{ kind: 'card', title: 'Secure card payment input' }]);
    expect(frame.iframe.title).toBe('Secure card payment input');
    expect(element.ready).toBe(true);
    const paid = element.confirm();
    // A second boot ready (a reload of the frame's document) tells the merchant nothing.
    frame.emit('onBootReady', { kind: 'card', title: 'Secure card payment input' });
    // A confirm sent at once would have arrived before the call that drains.
    await drained(element);
    expect(confirms()).toBe(0);
    frame.emit('onReady', { kind: 'card', title: 'Secure card payment input' });
    await expect(paid).resolves.toEqual({ id: 'int_1', status: 'SUCCEEDED' });
    expect(confirms()).toBe(1);
    expect(readies).toHaveLength(1);
  });

  it("tells the merchant ready again when the runtime's title is another (its language came from the page)", async () => {
    const { element, frame } = await answeredCard();
    const readies: unknown[] = [];
    element.on('ready', (payload) => readies.push(payload));
    frame.emit('onBootReady', { kind: 'card', title: 'Secure card payment input' });
    frame.emit('onReady', { kind: 'card', title: 'Saisie sécurisée de carte' });
    await drained(element);
    expect(readies).toEqual([
      { kind: 'card', title: 'Secure card payment input' },
      { kind: 'card', title: 'Saisie sécurisée de carte' },
    ]);
    expect(frame.iframe.title).toBe('Saisie sécurisée de carte');
  });

  it("keeps the handshake's time-out running until the runtime's ready: a runtime that never comes is an error, and the waiting confirm rejects with it", async () => {
    const portico = await init({ checkoutOrigin: CHECKOUT, handshakeTimeoutMs: 200 });
    const element = portico.createElement('card', CARD).mount('#el');
    const frame = connect(element, '#el', undefined, false);
    const errors: unknown[] = [];
    element.on('error', (error) => errors.push(error));
    frame.emit('onBootReady', { kind: 'card', title: 'Secure card payment input' });
    await drained(element);
    const paid = element.confirm();
    await expect(paid).rejects.toMatchObject({ code: 'frame_handshake_timeout', audience: 'network' });
    expect(errors).toEqual([expect.objectContaining({ code: 'frame_handshake_timeout' })]);
    expect(frame.calls.filter((call) => call.path[0] === 'confirm')).toHaveLength(0);
  });
});
