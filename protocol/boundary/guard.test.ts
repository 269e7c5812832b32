import { describe, expect, it } from 'vitest';
import { PARENT_CODES, isParentCode } from '../codes';
import { HOST_EVENTS, isHostEvent } from '../events/events';
import { envelope } from './envelope';
import { readAck, readFrameEvent, readRefused, readSyn } from './guard';
import { readRpcCall, rpcCallMessage } from './rpc';
import { isPlainData } from './plain-data';

const CHANNEL = 'c0ffee00-1111-4222-8333-444455556666';
const SPEC_PARENT_CODES = [
  'verifyConsent',
  'on3dsSuccess',
  'on3dsError',
  'on3dsCancel',
  'on3dsChallengeError',
  'confirm',
  'createPaymentConsent',
  'update',
  'onApplePaySessionUpdate',
  'onvalidatemerchant',
  'onpaymentauthorized',
];
// Codes the spec names as existing but not accepted from the parent page, and lookalikes.
const DISALLOWED_CODES = [
  'focus',
  'blur',
  'clear',
  'createPaymentMethod',
  'getIntent',
  'getBinInfo',
  'update_expiry',
  'update_cvc',
  // The Korean card field updates (spec §4) travel between the group's frames, never from the page.
  'update_kr_card_expiry',
  'update_kr_card_psw_first_two',
  'update_kr_card_identifier',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'Confirm',
  'confirm ',
  '',
  'prototype',
];

/** A Comlink APPLY of `code` with valid params for it, as the SDK sends it. */
const VALID_PARAMS: Record<string, unknown> = {
  update: { action: 'clear' },
  onpaymentauthorized: { intent_id: 'int_1', client_secret: 'secret_1' },
  createPaymentConsent: { next_triggered_by: 'customer' },
};
const call = (code: unknown) => rpcCallMessage('1', code as 'confirm', (VALID_PARAMS[String(code)] ?? {}) as never);

describe('PARENT_CODES', () => {
  it('is exactly the eleven codes of spec §4', () => {
    expect(Object.keys(PARENT_CODES).sort()).toEqual([...SPEC_PARENT_CODES].sort());
  });
  it.each(SPEC_PARENT_CODES)('accepts %s', (code) => {
    expect(isParentCode(code)).toBe(true);
    expect(readRpcCall(call(code))).not.toBeNull();
  });
  it.each(DISALLOWED_CODES)('refuses %j', (code) => {
    expect(isParentCode(code)).toBe(false);
    expect(readRpcCall(call(code))).toBeNull();
  });
  it('refuses non-string codes and path arrays', () => {
    for (const code of [1, null, undefined, ['confirm'], ['__proto__', 'polluted'], { confirm: 1 }]) {
      expect(readRpcCall(call(code))).toBeNull();
    }
  });
});

describe('HOST_EVENTS', () => {
  it('holds the events of spec §4 and the issue', () => {
    for (const name of ['onReady', 'onSubmit', 'onSuccess', 'onError', 'onCancel', 'onChange', 'onResize', 'onRedirect', 'onComplete', 'onFocus', 'onBlur']) {
      expect(isHostEvent(name)).toBe(true);
    }
  });
  it.each(['ready', 'onready', '__proto__', 'toString', 'onHack', ''])('refuses %j', (name) => {
    expect(isHostEvent(name)).toBe(false);
    const msg = { ns: 'portico', v: 1, channel: CHANNEL, type: 'event', event: name, payload: {} };
    expect(readFrameEvent(msg, CHANNEL)).toBeNull();
  });
  it('accepts every table event over the port', () => {
    for (const event of Object.keys(HOST_EVENTS)) {
      expect(readFrameEvent({ ns: 'portico', v: 1, channel: CHANNEL, type: 'event', event, payload: {} }, CHANNEL)).not.toBeNull();
    }
  });
});

describe('isPlainData', () => {
  it('accepts JSON-like data and refuses the rest', () => {
    expect(isPlainData({ a: [1, 'b', null, { c: true }] })).toBe(true);
    expect(isPlainData({ a: Number.NaN })).toBe(false);
    expect(isPlainData({ a: undefined })).toBe(false);
    expect(isPlainData(Object.create(null))).toBe(true);
    expect(isPlainData({ [Symbol('s')]: 1 })).toBe(false);
  });
});

// Window-level handshake readers: a fake MessageEvent carries source, origin and ports.
function fakeEvent(data: unknown, source: object | null, origin: string, ports: unknown[] = []): MessageEvent {
  return { data, source, origin, ports } as unknown as MessageEvent;
}

describe('readRefused (SDK side)', () => {
  const frame = {};
  const expect_ = { frame: frame as MessageEventSource, frameOrigin: 'http://127.0.0.1:3100', channel: CHANNEL };
  const refused = envelope(CHANNEL, 'refused', { reason: 'origin_mismatch' });
  it('accepts the refusal from its iframe window at the checkout origin', () => {
    expect(readRefused(fakeEvent(refused, frame, 'http://127.0.0.1:3100'), expect_)).toEqual(refused);
  });
  it('refuses another window, another origin, another channel, another reason, extra fields', () => {
    expect(readRefused(fakeEvent(refused, {}, 'http://127.0.0.1:3100'), expect_)).toBeNull();
    expect(readRefused(fakeEvent(refused, frame, 'http://evil.test'), expect_)).toBeNull();
    expect(readRefused(fakeEvent({ ...refused, channel: 'x'.repeat(20) }, frame, 'http://127.0.0.1:3100'), expect_)).toBeNull();
    expect(readRefused(fakeEvent({ ...refused, reason: 'bored' }, frame, 'http://127.0.0.1:3100'), expect_)).toBeNull();
    expect(readRefused(fakeEvent({ ...refused, extra: 1 }, frame, 'http://127.0.0.1:3100'), expect_)).toBeNull();
  });
});

describe('readSyn (SDK side)', () => {
  const frame = {};
  const expect_ = { frame: frame as MessageEventSource, frameOrigin: 'http://127.0.0.1:3100', channel: CHANNEL };
  const syn = envelope(CHANNEL, 'syn', {});
  it('accepts SYN from its iframe window at the checkout origin', () => {
    expect(readSyn(fakeEvent(syn, frame, 'http://127.0.0.1:3100'), expect_)).toEqual(syn);
  });
  it('refuses another window, another origin, another channel, extra fields', () => {
    expect(readSyn(fakeEvent(syn, {}, 'http://127.0.0.1:3100'), expect_)).toBeNull();
    expect(readSyn(fakeEvent(syn, null, 'http://127.0.0.1:3100'), expect_)).toBeNull();
    expect(readSyn(fakeEvent(syn, frame, 'http://evil.test'), expect_)).toBeNull();
    expect(readSyn(fakeEvent({ ...syn, channel: 'x'.repeat(20) }, frame, 'http://127.0.0.1:3100'), expect_)).toBeNull();
    expect(readSyn(fakeEvent({ ...syn, extra: 1 }, frame, 'http://127.0.0.1:3100'), expect_)).toBeNull();
  });
});

describe('readAck (frame side)', () => {
  const parent = {};
  const port = {};
  const expect_ = { parent: parent as MessageEventSource, parentOrigin: 'http://localhost:3000', channel: CHANNEL };
  const ack = envelope(CHANNEL, 'ack', {});
  it('accepts ACK with one port from the parent at the declared origin', () => {
    expect(readAck(fakeEvent(ack, parent, 'http://localhost:3000', [port]), expect_)?.port).toBe(port);
  });
  it('refuses no port, two ports, another source or origin', () => {
    expect(readAck(fakeEvent(ack, parent, 'http://localhost:3000', []), expect_)).toBeNull();
    expect(readAck(fakeEvent(ack, parent, 'http://localhost:3000', [port, port]), expect_)).toBeNull();
    expect(readAck(fakeEvent(ack, {}, 'http://localhost:3000', [port]), expect_)).toBeNull();
    expect(readAck(fakeEvent(ack, parent, 'http://localhost:3001', [port]), expect_)).toBeNull();
  });
});

describe('readFrameEvent', () => {
  it('refuses results, calls and extra fields: only events travel as envelopes', () => {
    const event = envelope(CHANNEL, 'event', { event: 'onReady', payload: { kind: 'card', title: 'Card' } });
    expect(readFrameEvent(event, CHANNEL)).toEqual(event);
    expect(readFrameEvent({ ...event, extra: 1 }, CHANNEL)).toBeNull();
    expect(readFrameEvent({ ...event, type: 'result', id: 3, ok: true, value: {} }, CHANNEL)).toBeNull();
    expect(readFrameEvent({ ...event, channel: 'another-channel-0000000' }, CHANNEL)).toBeNull();
  });
});
