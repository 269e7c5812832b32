/**
 * Issue 15: "Comlink message types other than APPLY: 0 handled". Comlink itself would
 * answer a GET with the exposed property, run a SET, CONSTRUCT or ENDPOINT; the guard must
 * drop every message whose type is not APPLY before Comlink sees it. Each is aimed at a
 * real parent code with valid arguments, in every field layout Comlink reads (path,
 * argumentList, value), so the type is the only thing wrong.
 */
import fc from 'fast-check';
import { PARENT_CODES, RPC_WIRE, type ParentCode } from '../../protocol';
import { scaled, type Scenario } from '../scenario';
import { CALL_CONTRACTS } from '../support/call-contracts';
import { rpcHarness } from '../support/rpc-harness';

const CODES = Object.keys(PARENT_CODES) as ParentCode[];
/** Comlink 4's other message types (its `MessageType`). */
const COMLINK_TYPES = ['GET', 'SET', 'CONSTRUCT', 'ENDPOINT', 'RELEASE'] as const;

const otherType: fc.Arbitrary<string> = fc
  .oneof(
    fc.constantFrom(...COMLINK_TYPES),
    fc.constantFrom('apply', 'Apply', ' APPLY', 'APPLY ', 'APPLY\u0000', 'APPL', 'APPLYY', '\u0410PPLY', 'HANDLER', 'RAW', 'throw'),
    fc.string({ maxLength: 12 }),
  )
  .filter((type) => type !== RPC_WIRE.apply);

const comlinkMessage = fc.tuple(otherType, fc.constantFrom(...CODES), fc.nat()).map(([type, code, n]) => {
  const params = CALL_CONTRACTS[code].examples[n % CALL_CONTRACTS[code].examples.length];
  const raw = { type: RPC_WIRE.raw, value: params };
  return { type, path: n % 7 === 0 ? [] : [code], argumentList: [raw], value: raw };
});

export const comlinkTypes: Scenario = {
  id: 'comlink-types',
  title: 'Comlink messages of every type but APPLY, over the pinned port',
  async run(seed, scale) {
    const messages = [
      ...COMLINK_TYPES.flatMap((type) =>
        CODES.map((code) => ({ type, path: [code], argumentList: [{ type: RPC_WIRE.raw, value: {} }], value: { type: RPC_WIRE.raw, value: 1 } })),
      ),
      ...fc.sample(comlinkMessage, { seed, numRuns: scaled(10_000, scale) }),
    ];
    const harness = rpcHarness();
    try {
      messages.forEach((message, index) => harness.send({ id: `c${index}`, ...message }));
      await harness.settle();
      const { handled, answered, dropped } = harness;
      return {
        runs: messages.length,
        figure: `${handled} handled, ${answered} answered (${COMLINK_TYPES.join(', ')} and ${(messages.length - COMLINK_TYPES.length * CODES.length).toLocaleString('en-US')} generated types)`,
        pass: handled === 0 && answered === 0 && dropped === messages.length,
      };
    } finally {
      harness.close();
    }
  },
};
