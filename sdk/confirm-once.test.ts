// @vitest-environment jsdom
/**
 * One click, one request: confirm() calls made while one is on its way join it, and once
 * the intent is paid a confirm() resolves with it and sends nothing, until update() gives
 * the element another intent. A refused confirm is not kept: the next one is sent.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT, connect } from './test-support/frame-double';
import { init } from './portico';

// The on-demand call readers, from their source (the checkout origin's build in a browser).
vi.mock('./version', async (original) => (await import('./test-support/on-demand')).fromSource(original));

const CARD = { intent_id: 'int_1', client_secret: 'int_1_secret' };

async function readyCard(refuseConfirm?: Parameters<typeof connect>[2]) {
  const portico = await init({ checkoutOrigin: CHECKOUT });
  const element = portico.createElement('card', CARD).mount('#el');
  const ready = new Promise((resolve) => element.on('ready', resolve));
  const frame = connect(element, '#el', refuseConfirm);
  await ready;
  return { element, frame, confirms: () => frame.calls.filter((call) => call.path[0] === 'confirm').length };
}

describe('confirm(): one payment, one request', () => {
  beforeEach(() => {
    document.body.innerHTML = '<div id="el"></div>';
  });

  it('ten calls at once send one confirm, and all resolve with its intent', async () => {
    const { element, confirms } = await readyCard();
    const results = await Promise.all(Array.from({ length: 10 }, () => element.confirm()));
    expect(confirms()).toBe(1);
    expect(new Set(results.map((intent) => JSON.stringify(intent)))).toEqual(new Set([JSON.stringify({ id: 'int_1', status: 'SUCCEEDED' })]));
  });

  it('after success, confirm() resolves with the paid intent, sends nothing and emits nothing; update() to another intent pays that one', async () => {
    const { element, frame, confirms } = await readyCard();
    const successes: unknown[] = [];
    element.on('success', (payload) => successes.push(payload));
    const paid = await element.confirm();
    await expect(element.confirm()).resolves.toEqual(paid);
    expect(confirms()).toBe(1);
    // A call the frame answers after it: when its answer is here, nothing else was sent before it.
    await element.update({ locale: 'de' });
    expect(frame.calls.map((call) => call.path[0])).toEqual(['confirm', 'update']);
    expect(successes).toEqual([]);
    await element.update({ intent_id: 'int_2', client_secret: 'int_2_secret' });
    await element.confirm();
    expect(confirms()).toBe(2);
  });

  it('a refused confirm is not kept: the next call is sent again', async () => {
    const { element, confirms } = await readyCard({ code: 'issuer_declined', message: 'Declined', details: {}, audience: 'customer' });
    await expect(element.confirm()).rejects.toMatchObject({ code: 'issuer_declined' });
    await expect(element.confirm()).rejects.toMatchObject({ code: 'issuer_declined' });
    expect(confirms()).toBe(2);
  });
});
