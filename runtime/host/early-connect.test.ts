import { describe, expect, it, vi } from 'vitest';
import { envelope, rpcCallMessage } from '../../protocol';
import { readRpcAnswer } from '../../protocol/test-support/rpc-answer';
import { CallRegistry } from './call-registry';
import { connectEarly } from './early-connect';
import { BOOT_LINK_PROPERTY } from './boot/boot-link';

const CHANNEL = 'f00dface-0000-4000-8000-000000000002';
const PARENT_ORIGIN = 'http://localhost:3000';

function fakeFramedWindow() {
  const posted: unknown[] = [];
  const parent = { postMessage: (data: unknown) => posted.push(data) };
  const target = new EventTarget();
  const win = Object.assign(target, { parent, location: { ancestorOrigins: [PARENT_ORIGIN] } }) as unknown as Window;
  const ack = (port: MessagePort) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data: envelope(CHANNEL, 'ack', {}), source: parent, origin: PARENT_ORIGIN, ports: [port] }));
  return { win, posted, ack };
}

describe('connectEarly', () => {
  it('says SYN before the frame renders, and holds calls until the frame hands over its handlers', async () => {
    const frame = fakeFramedWindow();
    const early = connectEarly(frame.win, { origin: PARENT_ORIGIN, channel: CHANNEL });
    expect(frame.posted).toEqual([envelope(CHANNEL, 'syn', {})]);
    const { port1, port2 } = new MessageChannel();
    frame.ack(port2);
    const answers = new Map<string, unknown>();
    port1.onmessage = (event) => {
      const answer = readRpcAnswer(event.data);
      if (answer) answers.set(answer.id, answer);
    };
    // The merchant confirms before the body exists: the call waits rather than failing.
    port1.postMessage(rpcCallMessage('early', 'confirm', {}));
    const registry = new CallRegistry();
    const confirm = vi.fn(async () => ({ id: 'int_1', status: 'SUCCEEDED' as const }));
    registry.set('confirm', confirm);
    const bridge = early!.connect({ win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, calls: registry.exposed() });
    await vi.waitFor(() => expect(answers.get('early')).toMatchObject({ ok: true, value: { status: 'SUCCEEDED' } }));
    expect(confirm).toHaveBeenCalledTimes(1);
    // The handed-over bridge is the early one: no second SYN.
    expect(frame.posted).toHaveLength(1);
    bridge.close();
    port1.close();
  });

  it("adopts the boot script's link for its own channel and origin (no SYN of its own), and only once", async () => {
    const frame = fakeFramedWindow();
    const { port1, port2 } = new MessageChannel();
    const holder = frame.win as unknown as Record<string, unknown>;
    holder[BOOT_LINK_PROPERTY] = { channel: CHANNEL, origin: PARENT_ORIGIN, port: port2, adopt: null };
    const early = connectEarly(frame.win, { origin: PARENT_ORIGIN, channel: CHANNEL });
    expect(frame.posted).toEqual([]);
    expect(holder[BOOT_LINK_PROPERTY]).toBeUndefined();
    const registry = new CallRegistry();
    registry.set('confirm', async () => ({ id: 'int_1', status: 'SUCCEEDED' as const }));
    const answers = new Map<string, unknown>();
    port1.onmessage = (event) => {
      const answer = readRpcAnswer(event.data);
      if (answer) answers.set(answer.id, answer);
    };
    port1.postMessage(rpcCallMessage('boot', 'confirm', {}));
    const bridge = early!.connect({ win: frame.win, channel: CHANNEL, parentOrigin: PARENT_ORIGIN, calls: registry.exposed() });
    await vi.waitFor(() => expect(answers.get('boot')).toMatchObject({ ok: true, value: { status: 'SUCCEEDED' } }));
    bridge.close();
    port1.close();
    // A link for another channel is not this frame's: it shakes hands itself.
    holder[BOOT_LINK_PROPERTY] = { channel: 'another-channel-0000000000', origin: PARENT_ORIGIN, port: null, adopt: null };
    connectEarly(frame.win, { origin: PARENT_ORIGIN, channel: CHANNEL })?.close();
    expect(frame.posted).toEqual([envelope(CHANNEL, 'syn', {})]);
  });

  it('connects nothing for a frame that may not talk to its parent', () => {
    const frame = fakeFramedWindow();
    expect(connectEarly(frame.win, { origin: 'https://elsewhere.example', channel: CHANNEL })).toBeNull();
    expect(connectEarly(frame.win, null)).toBeNull();
    expect(frame.posted).toHaveLength(0);
  });
});
