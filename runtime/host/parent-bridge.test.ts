import { describe, expect, it, vi } from 'vitest';
import { envelope, readFrameEvent, rpcCallMessage, type ParentCode } from '../../protocol';
import { readRpcAnswer } from '../../protocol/test-support/rpc-answer';
import { CallRegistry } from './call-registry';
import { connectToParent } from './parent-bridge';
import type { BootLink } from './boot/boot-link';

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

/** Collects Comlink answers on the merchant side of a port, by call id. */
function answersOn(port: MessagePort) {
  const answers = new Map<string, unknown>();
  port.onmessage = (event) => {
    const answer = readRpcAnswer(event.data);
    if (answer) answers.set(answer.id, answer);
  };
  const answered = async (id: string) => {
    await vi.waitFor(() => expect(answers.has(id)).toBe(true));
    return answers.get(id);
  };
  return { answers, answered };
}

function registryWith(handlers: Partial<Record<ParentCode, () => Promise<unknown>>>) {
  const registry = new CallRegistry();
  for (const [code, handler] of Object.entries(handlers)) registry.set(code as 'confirm', handler as never);
  return registry;
}

describe('connectToParent', () => {
  it('posts SYN to the declared origin only, never "*"', () => {
    const frame = fakeFrame();
    connectToParent({ win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, calls: new CallRegistry().exposed() });
    expect(frame.posted).toEqual([{ data: envelope(CHANNEL, 'syn', {}), origin: PARENT_ORIGIN }]);
  });

  it('pins the port from a valid ACK and runs only allowed codes with a handler', async () => {
    const frame = fakeFrame();
    const confirm = vi.fn(async () => ({ id: 'int_1', status: 'SUCCEEDED' }));
    const dropped: unknown[] = [];
    connectToParent({
      win: frame.win,
      channel: CHANNEL,
      parentOrigin: PARENT_ORIGIN,
      calls: registryWith({ confirm }).exposed(),
      onDropped: (data) => dropped.push(data),
    });
    const { port1, port2 } = new MessageChannel();
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, PARENT_ORIGIN, [port2]);
    const { answers, answered } = answersOn(port1);

    port1.postMessage(rpcCallMessage('1', 'confirm', {}));
    expect(await answered('1')).toMatchObject({ ok: true, value: { status: 'SUCCEEDED' } });

    port1.postMessage(rpcCallMessage('2', 'on3dsSuccess', {}));
    expect(await answered('2')).toMatchObject({ ok: false, error: { code: 'code_not_supported' } });

    // Disallowed codes, the old envelope calls and garbage: no answer, nothing run.
    for (const code of ['focus', '__proto__', 'toString', 'createPaymentMethod']) {
      port1.postMessage({ id: `x-${code.length}`, type: 'APPLY', path: [code], argumentList: [{ type: 'RAW', value: {} }] });
    }
    port1.postMessage({ ns: 'portico', v: 1, channel: CHANNEL, type: 'call', id: 3, code: 'confirm', params: {} });
    port1.postMessage('garbage');
    // A valid call last: when it is answered, everything before it was handled.
    port1.postMessage(rpcCallMessage('last', 'update', { action: 'clear' }));
    expect(await answered('last')).toMatchObject({ ok: false, error: { code: 'code_not_supported' } });
    expect([...answers.keys()]).toEqual(['1', '2', 'last']);
    expect(dropped).toHaveLength(6);
    expect(confirm).toHaveBeenCalledTimes(1);
    port1.close();
  });

  it('ignores ACKs from another source or origin, and a second ACK', async () => {
    const frame = fakeFrame();
    const confirm = vi.fn(async () => ({ id: 'int_1', status: 'SUCCEEDED' }));
    connectToParent({ win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, calls: registryWith({ confirm }).exposed() });
    const forged = new MessageChannel();
    frame.deliver(envelope(CHANNEL, 'ack', {}), {}, PARENT_ORIGIN, [forged.port2]);
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, 'http://evil.test', [forged.port2]);
    forged.port1.postMessage(rpcCallMessage('f', 'confirm', {}));

    const real = new MessageChannel();
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, PARENT_ORIGIN, [real.port2]);
    const late = new MessageChannel();
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, PARENT_ORIGIN, [late.port2]);
    late.port1.postMessage(rpcCallMessage('l', 'confirm', {}));

    // The pinned port answers; when it has, the forged and late ones had their chance.
    const { answered } = answersOn(real.port1);
    real.port1.postMessage(rpcCallMessage('r', 'confirm', {}));
    expect(await answered('r')).toMatchObject({ ok: true });
    expect(confirm).toHaveBeenCalledTimes(1);
    for (const p of [forged.port1, real.port1, late.port1]) p.close();
  });

  it('queues events until the port is pinned, then delivers them in order', async () => {
    const frame = fakeFrame();
    const bridge = connectToParent({ win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, calls: new CallRegistry().exposed() });
    bridge.emit('onReady', { kind: 'card', title: 'Card' });
    bridge.emit('onResize', { height: 80 });
    const { port1, port2 } = new MessageChannel();
    const received: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      port1.onmessage = (e) => {
        received.push(readFrameEvent(e.data, CHANNEL));
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
      win: frame.win,
      channel: CHANNEL,
      parentOrigin: PARENT_ORIGIN,
      calls: registryWith({
        confirm: async () => {
          throw declined;
        },
        update: async () => {
          throw new Error('boom');
        },
      }).exposed(),
    });
    const { port1, port2 } = new MessageChannel();
    frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, PARENT_ORIGIN, [port2]);
    const { answered } = answersOn(port1);
    port1.postMessage(rpcCallMessage('1', 'confirm', {}));
    expect(await answered('1')).toMatchObject({ ok: false, error: declined });
    port1.postMessage(rpcCallMessage('2', 'update', { action: 'clear' }));
    expect(await answered('2')).toMatchObject({ ok: false, error: { code: 'default_backend_error' } });
    port1.close();
  });

  describe("adopting the boot script's handshake (boot/boot-link.ts)", () => {
    const bootLink = (port: MessagePort | null): BootLink => ({ channel: CHANNEL, origin: PARENT_ORIGIN, port, adopt: null });

    it('posts no SYN of its own, pins the port the boot script took, and answers calls the merchant sent before it loaded', async () => {
      const frame = fakeFrame();
      const { port1, port2 } = new MessageChannel();
      const { answered } = answersOn(port1);
      // The merchant's confirm, sent after the boot markup's onBootReady: it waits in the port.
      port1.postMessage(rpcCallMessage('1', 'confirm', {}));
      const confirm = vi.fn(async () => ({ id: 'int_1', status: 'SUCCEEDED' }));
      const bridge = connectToParent({
        win: frame.win,
        channel: CHANNEL,
        parentOrigin: PARENT_ORIGIN,
        calls: registryWith({ confirm }).exposed(),
        boot: bootLink(port2),
      });
      await bridge.connected;
      expect(await answered('1')).toMatchObject({ ok: true, value: { status: 'SUCCEEDED' } });
      expect(frame.posted).toEqual([]);
      // A later ACK on the window is not read: the port is pinned.
      const { port2: other } = new MessageChannel();
      frame.deliver(envelope(CHANNEL, 'ack', {}), frame.parent, PARENT_ORIGIN, [other]);
      expect(confirm).toHaveBeenCalledOnce();
      bridge.close();
      port1.close();
    });

    it('before the ACK came: the events it emits wait, and leave on the port the boot script hands it', async () => {
      const frame = fakeFrame();
      const link = bootLink(null);
      const bridge = connectToParent({ win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, calls: new CallRegistry().exposed(), boot: link });
      bridge.emit('onReady', { kind: 'card', title: 'Secure card payment input' });
      expect(link.adopt).toBeTypeOf('function');
      const { port1, port2 } = new MessageChannel();
      const events: unknown[] = [];
      port1.onmessage = (event) => events.push(event.data);
      link.adopt?.(port2);
      await bridge.connected;
      await vi.waitFor(() =>
        expect(events).toEqual([envelope(CHANNEL, 'event', { event: 'onReady', payload: { kind: 'card', title: 'Secure card payment input' } })]),
      );
      expect(frame.posted).toEqual([]);
      bridge.close();
      port1.close();
    });

    it('closed before the ACK: the port the boot script hands it is closed, and nothing is exposed on it', () => {
      const link = bootLink(null);
      const bridge = connectToParent({ win: fakeFrame().win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, calls: new CallRegistry().exposed(), boot: link });
      bridge.close();
      const { port1, port2 } = new MessageChannel();
      const close = vi.spyOn(port2, 'close');
      link.adopt?.(port2);
      expect(close).toHaveBeenCalledOnce();
      port1.close();
    });
  });
});
