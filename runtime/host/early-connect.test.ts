import { describe, expect, it, vi } from 'vitest';
import { envelope, rpcCallMessage } from '../../protocol';
import { readRpcAnswer } from '../../protocol/test-support/rpc-answer';
import { CallRegistry } from './call-registry';
import { connectEarly } from './early-connect';

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

  it('connects nothing for a frame that may not talk to its parent', () => {
    const frame = fakeFramedWindow();
    expect(connectEarly(frame.win, { origin: 'https://elsewhere.example', channel: CHANNEL })).toBeNull();
    expect(connectEarly(frame.win, null)).toBeNull();
    expect(frame.posted).toHaveLength(0);
  });
});
