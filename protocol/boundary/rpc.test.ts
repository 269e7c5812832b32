import { expose, wrap } from 'comlink';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PARENT_CODES, type ParentCode } from '../codes';
import { readRpcAnswer } from '../test-support/rpc-answer';
import { guardedEndpoint, readRpcCall, rpcCallMessage } from './rpc';

const apply = (path: unknown, argumentList: unknown = [{ type: 'RAW', value: {} }], extra: Record<string, unknown> = {}) => ({
  id: 'a1',
  type: 'APPLY',
  path,
  argumentList,
  ...extra,
});

describe('readRpcCall (the frame-side guard)', () => {
  it('lets through an APPLY of a parent code with params its reader accepts, rebuilt', () => {
    const msg = rpcCallMessage('7', 'confirm', { cardholderName: 'Ada' });
    expect(readRpcCall(msg)).toEqual(msg);
    expect(readRpcCall(msg)).not.toBe(msg);
    expect(readRpcCall(rpcCallMessage('8', 'update', { action: 'clear' }))).not.toBeNull();
  });

  it.each(['GET', 'SET', 'CONSTRUCT', 'ENDPOINT', 'RELEASE'])('drops every %s', (type) => {
    expect(readRpcCall({ id: 'a1', type, path: ['confirm'] })).toBeNull();
    expect(readRpcCall(apply(['confirm'], undefined, { type }))).toBeNull();
    expect(readRpcCall({ id: 'a1', type, path: ['confirm'], value: { type: 'RAW', value: 1 } })).toBeNull();
  });

  it('drops nested, prototype, empty and unknown paths', () => {
    for (const path of [
      [],
      ['confirm', 'call'],
      ['__proto__'],
      ['constructor'],
      ['__proto__', 'polluted'],
      ['toString'],
      ['focus'],
      ['getIntent'],
      'confirm',
      [['confirm']],
      [1],
    ]) {
      expect(readRpcCall(apply(path))).toBeNull();
    }
  });

  it('drops proxies (HANDLER arguments), transferred ports, extra or missing arguments and extra keys', () => {
    expect(readRpcCall(apply(['confirm'], [{ type: 'HANDLER', name: 'proxy', value: {} }]))).toBeNull();
    expect(readRpcCall(apply(['confirm']), [new MessageChannel().port1])).toBeNull();
    expect(readRpcCall(apply(['confirm'], []))).toBeNull();
    expect(
      readRpcCall(
        apply(
          ['confirm'],
          [
            { type: 'RAW', value: {} },
            { type: 'RAW', value: {} },
          ],
        ),
      ),
    ).toBeNull();
    expect(readRpcCall(apply(['confirm'], [{ type: 'RAW', value: {}, extra: 1 }]))).toBeNull();
    expect(readRpcCall(apply(['confirm'], undefined, { value: 1 }))).toBeNull();
    expect(readRpcCall({ type: 'APPLY', path: ['confirm'], argumentList: [{ type: 'RAW', value: {} }] })).toBeNull();
    expect(readRpcCall(apply(['confirm'], undefined, { id: 7 }))).toBeNull();
  });

  it("drops params that fail the code's reader", () => {
    expect(readRpcCall(apply(['confirm'], [{ type: 'RAW', value: { cardholderName: 5 } }]))).toBeNull();
    expect(readRpcCall(apply(['confirm'], [{ type: 'RAW', value: { amount: 1 } }]))).toBeNull();
    expect(readRpcCall(apply(['update'], [{ type: 'RAW', value: { action: 'options', appearance: { mode: 'neon' } } }]))).toBeNull();
    expect(readRpcCall(apply(['update'], [{ type: 'RAW', value: {} }]))).toBeNull();
    expect(readRpcCall(apply(['on3dsSuccess'], [{ type: 'RAW', value: new Date() }]))).toBeNull();
  });

  it('drops prototype keys anywhere and garbage', () => {
    const polluted = JSON.parse('{"id":"a1","type":"APPLY","path":["confirm"],"argumentList":[{"type":"RAW","value":{"__proto__":{"x":1}}}]}');
    expect(readRpcCall(polluted)).toBeNull();
    for (const data of [null, undefined, 0, 'APPLY', [], true, { id: 'a1' }]) expect(readRpcCall(data)).toBeNull();
  });
});

describe('guardedEndpoint in front of Comlink.expose', () => {
  const ports: MessagePort[] = [];
  afterEach(() => {
    for (const port of ports.splice(0)) port.close();
  });

  /** Exposes a closed object with a spy per parent code; returns the caller's port. */
  function exposedOverChannel() {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    const calls = Object.create(null) as Record<ParentCode, ReturnType<typeof vi.fn>>;
    for (const code of Object.keys(PARENT_CODES) as ParentCode[]) calls[code] = vi.fn(async () => ({ ran: code }));
    const dropped: unknown[] = [];
    expose(
      calls,
      guardedEndpoint(port2, (data) => dropped.push(data)),
    );
    const answers = new Map<string, unknown>();
    port1.onmessage = (event) => answers.set((event.data as { id: string }).id, readRpcAnswer(event.data));
    const answered = async (id: string) => {
      await vi.waitFor(() => expect(answers.has(id)).toBe(true));
      return answers.get(id);
    };
    return { port: port1, calls, dropped, answers, answered };
  }

  it('runs only guarded calls: every hostile Comlink message is dropped before Comlink sees it', async () => {
    const { port, calls, dropped, answers, answered } = exposedOverChannel();
    const hostile = [
      { id: 'h1', type: 'GET', path: ['confirm'] },
      { id: 'h2', type: 'GET', path: [] },
      { id: 'h3', type: 'SET', path: ['confirm'], value: { type: 'RAW', value: 1 } },
      { id: 'h4', type: 'CONSTRUCT', path: ['confirm'], argumentList: [] },
      { id: 'h5', type: 'ENDPOINT' },
      { id: 'h6', type: 'RELEASE' },
      apply(['__proto__', 'constructor'], undefined, { id: 'h7' }),
      apply(['confirm', 'call'], undefined, { id: 'h8' }),
      apply(['constructor'], undefined, { id: 'h9' }),
      apply(['confirm'], [{ type: 'HANDLER', name: 'proxy', value: null }], { id: 'h10' }),
      apply(['update'], [{ type: 'RAW', value: { action: 'nope' } }], { id: 'h11' }),
    ];
    for (const message of hostile) port.postMessage(message);
    const { port1: smuggled } = new MessageChannel();
    ports.push(smuggled);
    port.postMessage(apply(['confirm'], undefined, { id: 'h12' }), [smuggled]);
    // A valid call last: once it is answered, every message before it has been handled.
    port.postMessage(rpcCallMessage('ok1', 'confirm', {}));
    expect(await answered('ok1')).toEqual({ id: 'ok1', ok: true, value: { ran: 'confirm' } });
    expect(calls.confirm).toHaveBeenCalledTimes(1);
    expect(Object.values(calls).reduce((n, spy) => n + spy.mock.calls.length, 0)).toBe(1);
    expect(dropped).toHaveLength(hostile.length + 1);
    expect([...answers.keys()]).toEqual(['ok1']);
  });

  it("passes what Comlink's wrap() sends, the SDK's side: a value back, and a thrown payment error rejected as itself", async () => {
    const { port, calls, dropped } = exposedOverChannel();
    port.onmessage = null;
    const frame = wrap<Record<ParentCode, (params: unknown) => Promise<unknown>>>(port);
    await expect(frame.confirm({ cardholderName: 'Ada' })).resolves.toEqual({ ran: 'confirm' });
    expect(calls.confirm).toHaveBeenCalledWith({ cardholderName: 'Ada' });
    const error = { code: 'issuer_declined', message: 'No', details: {} };
    calls.confirm!.mockRejectedValueOnce(error);
    await expect(frame.confirm({})).rejects.toEqual(error);
    // A reader still refuses what wrap() would send for a merchant's mistake: nothing runs, nothing answers.
    expect(dropped).toEqual([]);
  });
});
