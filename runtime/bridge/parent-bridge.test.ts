import { describe, expect, it, vi } from 'vitest';
import { envelope, readFrameMessage } from '../../protocol';
import { connectToParent } from './parent-bridge';

const CHANNEL = 'f00dface-0000-4000-8000-000000000001';
const PARENT_ORIGIN = 'http://localhost:3000';

/** A fake frame window whose parent records what the frame posts. */
function fakeFrame() {
  const posted: Array<{ data: unknown; origin: string }> = [];
  const parent = { postMessage: (data: unknown, origin: string) => posted.push({ data, origin }) };
  const target = new EventTarget();
  const win = Object.assign(target, { parent }) as unknown as Window;
  const deliver = (data: unknown, source: unknown, origin: string, ports: MessagePort[] = []) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, source, origin, ports }));
  return { win, parent, posted, deliver };
}

function nextMessage(port: MessagePort): Promise<unknown> {
  return new Promise((resolve) => {
    port.onmessage = (event) => resolve(event.data);
  });
}

describe('connectToParent', () => {
  it('posts SYN to the declared origin only, never "*"', () => {
    const frame = fakeFrame();
    connectToParent({ win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, handlers: () => ({}) });
    expect(frame.posted).toEqual([{ data: envelope(CHANNEL, 'syn', {}), origin: PARENT_ORIGIN }]);
  });

  it('pins the port from a valid ACK and runs only allowed codes with a handler', async () => {
    const frame = fakeFrame();
    const confirm = vi.fn(async () => ({ id: 'int_1', status: 'SUCCEEDED' }));
    connectToParent({ win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, handlers: () => ({ confirm }) });
    const { port1, port2 } = new MessageChannel();
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, PARENT_ORIGIN, [port2]);

    let reply = nextMessage(port1);
    port1.postMessage(envelope(CHANNEL, 'call', { id: 1, code: 'confirm', params: {} }));
    expect(readFrameMessage(await reply, CHANNEL)).toMatchObject({ type: 'result', id: 1, ok: true, value: { status: 'SUCCEEDED' } });

    reply = nextMessage(port1);
    port1.postMessage(envelope(CHANNEL, 'call', { id: 2, code: 'on3dsSuccess', params: {} }));
    expect(await reply).toMatchObject({ id: 2, ok: false, error: { code: 'code_not_supported' } });

    // Disallowed codes and garbage get no answer and run nothing.
    const silent = vi.fn();
    port1.onmessage = silent;
    for (const code of ['focus', '__proto__', 'toString', 'createPaymentMethod']) {
      port1.postMessage({ ns: 'portico', v: 1, channel: CHANNEL, type: 'call', id: 3, code, params: {} });
    }
    port1.postMessage('garbage');
    await new Promise((r) => setTimeout(r, 20));
    expect(silent).not.toHaveBeenCalled();
    expect(confirm).toHaveBeenCalledTimes(1);
    port1.close();
  });

  it('ignores ACKs from another source or origin, and a second ACK', async () => {
    const frame = fakeFrame();
    const confirm = vi.fn(async () => 'ok');
    connectToParent({ win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, handlers: () => ({ confirm }) });
    const forged = new MessageChannel();
    frame.deliver(envelope(CHANNEL, 'ack', {}), {}, PARENT_ORIGIN, [forged.port2]);
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, 'http://evil.test', [forged.port2]);
    forged.port1.postMessage(envelope(CHANNEL, 'call', { id: 1, code: 'confirm', params: {} }));

    const real = new MessageChannel();
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, PARENT_ORIGIN, [real.port2]);
    const late = new MessageChannel();
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, PARENT_ORIGIN, [late.port2]);
    late.port1.postMessage(envelope(CHANNEL, 'call', { id: 2, code: 'confirm', params: {} }));
    await new Promise((r) => setTimeout(r, 20));
    expect(confirm).not.toHaveBeenCalled();
    for (const p of [forged.port1, real.port1, late.port1]) p.close();
  });

  it('queues events until the port is pinned, then delivers them in order', async () => {
    const frame = fakeFrame();
    const bridge = connectToParent({ win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, handlers: () => ({}) });
    bridge.emit('onReady', { kind: 'card', title: 'Card' });
    bridge.emit('onResize', { height: 80 });
    const { port1, port2 } = new MessageChannel();
    const received: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      port1.onmessage = (e) => {
        received.push(readFrameMessage(e.data, CHANNEL));
        if (received.length === 2) resolve();
      };
    });
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, PARENT_ORIGIN, [port2]);
    await done;
    expect(received).toMatchObject([{ event: 'onReady' }, { event: 'onResize', payload: { height: 80 } }]);
    port1.close();
  });

  it('answers a handler failure with its payment error, or a default one', async () => {
    const frame = fakeFrame();
    const declined = { code: 'issuer_declined', message: 'No funds', details: {}, original_code: '51' };
    connectToParent({
      win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN,
      handlers: () => ({ confirm: async () => { throw declined; }, update: async () => { throw new Error('boom'); } }),
    });
    const { port1, port2 } = new MessageChannel();
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, PARENT_ORIGIN, [port2]);
    let reply = nextMessage(port1);
    port1.postMessage(envelope(CHANNEL, 'call', { id: 1, code: 'confirm', params: {} }));
    expect(await reply).toMatchObject({ ok: false, error: declined });
    reply = nextMessage(port1);
    port1.postMessage(envelope(CHANNEL, 'call', { id: 2, code: 'update', params: {} }));
    expect(await reply).toMatchObject({ ok: false, error: { code: 'default_backend_error' } });
    port1.close();
  });
});
