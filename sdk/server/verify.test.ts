/**
 * webhooks.verify against deliveries signed as the sandbox signs them
 * (sandbox/webhooks/signature.ts): the typed event back, or a typed refusal; during a
 * secret roll a header with several `v1` passes when any matches any secret given.
 */
import { describe, expect, it } from 'vitest';
import { signatureHeader, signatureOf } from '../../sandbox/webhooks/signature';
import { PorticoServerError, webhooks, type PorticoEvent } from './index';

const NOW = new Date('2026-12-01T12:00:00Z');
const T = Math.floor(NOW.getTime() / 1000);
const SECRET = 'whsec_new';
const OLD = 'whsec_old';
const body = JSON.stringify({
  id: 'evt_1',
  type: 'payment_intent.succeeded',
  created_at: NOW.toISOString(),
  account_id: 'acct_portico_demo',
  data: { object: { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD', merchant_order_id: 'order_1' } },
});

function refusal(run: () => unknown): PorticoServerError {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(PorticoServerError);
    return error as PorticoServerError;
  }
  throw new Error('verify did not throw');
}

describe('webhooks.verify', () => {
  it('returns the typed event of a delivery the sandbox signed, from text or bytes', () => {
    const event: PorticoEvent = webhooks.verify(body, signatureHeader(SECRET, body, NOW), SECRET, { now: NOW });
    expect(event.type).toBe('payment_intent.succeeded');
    if (event.type === 'payment_intent.succeeded') expect(event.data.object.status).toBe('SUCCEEDED');
    expect(webhooks.verify(Buffer.from(body), [signatureHeader(SECRET, body, NOW)], SECRET, { now: NOW }).id).toBe('evt_1');
  });

  it('accepts a rolled header (new and old v1) with either secret, and a list of secrets', () => {
    const header = `t=${T},v1=${signatureOf(SECRET, T, body)},v1=${signatureOf(OLD, T, body)}`;
    expect(webhooks.verify(body, header, SECRET, { now: NOW }).id).toBe('evt_1');
    expect(webhooks.verify(body, header, OLD, { now: NOW }).id).toBe('evt_1');
    const onlyOld = `t=${T},v1=${signatureOf(OLD, T, body)}`;
    expect(webhooks.verify(body, onlyOld, [SECRET, OLD], { now: NOW }).id).toBe('evt_1');
    expect(refusal(() => webhooks.verify(body, onlyOld, SECRET, { now: NOW }))).toMatchObject({ code: 'signature_mismatch', audience: 'merchant' });
  });

  it('refuses a changed body, another secret, an old or future timestamp, and a malformed header', () => {
    const header = signatureHeader(SECRET, body, NOW);
    expect(refusal(() => webhooks.verify(body.replace('25', '2500'), header, SECRET, { now: NOW })).code).toBe('signature_mismatch');
    expect(refusal(() => webhooks.verify(body, header, 'whsec_other', { now: NOW })).code).toBe('signature_mismatch');
    const late = new Date(NOW.getTime() + 301_000);
    expect(refusal(() => webhooks.verify(body, header, SECRET, { now: late }))).toMatchObject({ code: 'signature_too_old', details: { tolerance: 300 } });
    expect(webhooks.verify(body, header, SECRET, { now: late, tolerance: 600 }).id).toBe('evt_1');
    expect(refusal(() => webhooks.verify(body, header, SECRET, { now: new Date(NOW.getTime() - 301_000) })).code).toBe('signature_too_old');
    for (const bad of [undefined, null, '', `t=${T}`, `v1=${signatureOf(SECRET, T, body)}`, `t=soon,v1=${signatureOf(SECRET, T, body)}`, `t=${T},v1=zz`]) {
      expect(refusal(() => webhooks.verify(body, bad, SECRET, { now: NOW })).code).toBe('signature_malformed');
    }
  });

  it('refuses a parsed body, a signed body that is not an event, and an unknown event type', () => {
    const header = signatureHeader(SECRET, body, NOW);
    expect(refusal(() => webhooks.verify(JSON.parse(body) as string, header, SECRET, { now: NOW })).details).toEqual({ reason: 'body_not_raw' });
    const signed = (text: string) => () => webhooks.verify(text, signatureHeader(SECRET, text, NOW), SECRET, { now: NOW });
    expect(refusal(signed('not json')).details).toEqual({ reason: 'not_json' });
    expect(refusal(signed('{"id":"evt_1"}')).details).toEqual({ reason: 'not_an_event' });
    expect(refusal(signed(body.replace('payment_intent.succeeded', 'payment_intent.teleported'))).details).toMatchObject({ reason: 'unknown_event_type' });
    expect(() => webhooks.verify(body, header, [], { now: NOW })).toThrow(TypeError);
  });
});
