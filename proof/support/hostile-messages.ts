/**
 * Window messages a hostile frame sends a mounted card frame: the protocol's envelopes
 * with the element's real channel (a script on the page can read it from the iframe's
 * address) or another, an ACK carrying a port of the attacker's own (a hijack: the
 * attacker then calls over it), Comlink calls of real codes at window level, events and
 * SYNs as if from the SDK, the bank-link and 3-D Secure callback messages of other
 * screens, prototype-polluting JSON, and garbage of every JSON shape.
 */
import fc from 'fast-check';
import { HOST_EVENTS, PARENT_CODES } from '../../protocol';
import { CALLBACK_MESSAGE_TYPE } from '../../runtime/payment/three-ds/callback-message';
import { LINK_NS } from '../../runtime/payment/bank-link/messages';

export interface HostileMessage {
  readonly data: unknown;
  /** Sent with a port of the sender's: it counts anything that comes back on it, and calls over it. */
  readonly withPort: boolean;
  /** `data` is JSON text to parse in the frame (so `__proto__` is an own key, as a script would send it). */
  readonly parse: boolean;
  /** The target origin: the checkout's own, or `*`. */
  readonly toAnyone: boolean;
}

const apply = (code: string, value: unknown) => ({ id: 'h', type: 'APPLY', path: [code], argumentList: [{ type: 'RAW', value }] });

export function hostileMessage(channel: string): fc.Arbitrary<HostileMessage> {
  const someChannel = fc.oneof(fc.constant(channel), fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/), fc.string({ maxLength: 70 }));
  const base = fc.record({
    ns: fc.oneof(fc.constant('portico'), fc.string({ maxLength: 10 })),
    v: fc.oneof(fc.constant(1), fc.integer()),
    channel: someChannel,
  });
  const envelope = fc
    .tuple(
      base,
      fc.constantFrom('ack', 'syn', 'refused', 'event', 'call', 'result'),
      fc.constantFrom(...Object.keys(HOST_EVENTS)),
      fc.constantFrom(...Object.keys(PARENT_CODES)),
      fc.jsonValue({ maxDepth: 2 }),
    )
    .map(([head, type, event, code, payload]) => ({ ...head, type, event, code, params: payload, payload, reason: 'origin_mismatch' }));
  const data = fc.oneof(
    { arbitrary: envelope, weight: 4 },
    {
      arbitrary: fc
        .tuple(fc.constantFrom(...Object.keys(PARENT_CODES)), fc.constantFrom<unknown>({}, { action: 'clear' }, undefined))
        .map(([code, value]) => apply(code, value)),
      weight: 2,
    },
    {
      arbitrary: fc.constantFrom<unknown>(
        { ns: LINK_NS, type: 'go', url: 'https://evil.test/phish' },
        { ns: LINK_NS, type: 'result', result: { provider: 'plaid', session: 'sess_1', outcome: 'completed', subject: null } },
        { type: CALLBACK_MESSAGE_TYPE, intent_id: 'int_1', status: 'SUCCEEDED' },
        { ns: 'portico', v: 1, type: 'event', event: 'onSuccess', payload: { intent: { id: 'int_forged', status: 'SUCCEEDED' } } },
      ),
      weight: 1,
    },
    { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  );
  // One in a hundred is a 100 KB string: a frame must not choke on size either.
  const sized = fc.oneof({ arbitrary: data, weight: 99 }, { arbitrary: fc.constant<unknown>('x'.repeat(100_000)), weight: 1 });
  const oneInFour = fc.nat({ max: 3 }).map((n) => n === 0);
  const polluting = fc.constantFrom(
    `{"ns":"portico","v":1,"channel":"${channel}","type":"ack","__proto__":{"polluted":true}}`,
    `{"id":"p","type":"APPLY","path":["update"],"argumentList":[{"type":"RAW","value":{"action":"clear","__proto__":{"polluted":true}}}]}`,
    '{"constructor":{"prototype":{"polluted":true}}}',
  );
  return fc.oneof(
    { arbitrary: fc.record({ data: sized, withPort: oneInFour, parse: fc.constant(false), toAnyone: fc.boolean() }), weight: 20 },
    { arbitrary: fc.record({ data: polluting, withPort: oneInFour, parse: fc.constant(true), toAnyone: fc.boolean() }), weight: 1 },
  );
}
