/**
 * Issue 15: "100,000 generated origins against the origin check: 0 false accepts". Each
 * look-alike (support/look-alike-origins.ts) meets every check that compares origins
 * (protocol/boundary/handshake.ts, protocol/boundary/guard.ts): the frame's check of the merchant's declared
 * origin against the browser's `ancestorOrigins` (the page at the look-alike declaring the
 * real origin, and the other way round), and the SDK's and the frame's readers of SYN,
 * REFUSED and ACK from a window at the look-alike origin when the real one is expected.
 * The real origins themselves pass every check: a control, so "0" means something.
 */
import { checkDeclaredOrigin, envelope, readAck, readRefused, readSyn } from '../../protocol';
import { scaled, type Scenario } from '../scenario';
import { distinctLookAlikes, REAL_ORIGINS } from '../support/look-alike-origins';

const CHANNEL = 'proof0channel0000000001';
const frameWindow = {} as MessageEventSource;
const parentWindow = {} as MessageEventSource;

function messageFrom(source: MessageEventSource, origin: string, data: unknown, ports: readonly MessagePort[] = []): MessageEvent {
  return { data, source, origin, ports } as unknown as MessageEvent;
}

/** Each check, as "does it accept `origin` where `expected` is the real one?". */
function checks(port: MessagePort): ReadonlyArray<readonly [string, (origin: string, expected: string) => boolean]> {
  return [
    ['declared real, page at origin', (origin, expected) => checkDeclaredOrigin(expected, [origin]).ok],
    ['declared origin, page at real', (origin, expected) => checkDeclaredOrigin(origin, [expected]).ok],
    [
      'SYN',
      (origin, expected) =>
        readSyn(messageFrom(frameWindow, origin, envelope(CHANNEL, 'syn', {})), { frame: frameWindow, frameOrigin: expected, channel: CHANNEL }) !== null,
    ],
    [
      'REFUSED',
      (origin, expected) =>
        readRefused(messageFrom(frameWindow, origin, envelope(CHANNEL, 'refused', { reason: 'origin_mismatch' })), {
          frame: frameWindow,
          frameOrigin: expected,
          channel: CHANNEL,
        }) !== null,
    ],
    [
      'ACK',
      (origin, expected) =>
        readAck(messageFrom(parentWindow, origin, envelope(CHANNEL, 'ack', {}), [port]), { parent: parentWindow, parentOrigin: expected, channel: CHANNEL }) !==
        null,
    ],
  ];
}

export const originCheck: Scenario = {
  id: 'origin-check',
  title: 'Generated look-alike origins against the origin checks',
  async run(seed, scale) {
    const origins = distinctLookAlikes(scaled(100_000, scale), seed);
    const { port1, port2 } = new MessageChannel();
    try {
      const all = checks(port1);
      const refusedReal = REAL_ORIGINS.flatMap((real) => all.filter(([, accepts]) => !accepts(real, real)).map(([name]) => `${name} refused ${real}`));
      const falseAccepts: string[] = [];
      for (const { real, lookAlike } of origins) {
        for (const [name, accepts] of all) if (accepts(lookAlike, real)) falseAccepts.push(`${name}: ${JSON.stringify(lookAlike)} for ${real}`);
      }
      const problems = [...refusedReal, ...falseAccepts.slice(0, 5)];
      return {
        runs: origins.length,
        figure: `${falseAccepts.length} false accepts (distinct look-alikes of ${REAL_ORIGINS.length} real origins, ${all.length} checks each; the real ones accepted by all)`,
        pass: falseAccepts.length === 0 && refusedReal.length === 0,
        ...(problems.length > 0 ? { detail: problems.join('; ') } : {}),
      };
    } finally {
      port1.close();
      port2.close();
    }
  },
};
