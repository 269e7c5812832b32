/**
 * Issue 15: "every code outside the 11 … 0 handled". A script that holds the page's end of
 * the pinned port (the worst case: it ran before the SDK and wrapped MessageChannel) calls
 * every name that is not a parent code, with parameters a real code would accept. Each
 * goes through the frame's real guard and Comlink (support/rpc-harness.ts).
 */
import fc from 'fast-check';
import { PARENT_CODES, RPC_WIRE, type ParentCode } from '../../protocol';
import { scaled, type Scenario } from '../scenario';
import { CALL_CONTRACTS } from '../support/call-contracts';
import { foreignCode, LISTED_FOREIGN_CODES } from '../support/code-names';
import { rpcHarness } from '../support/rpc-harness';

const CODES = Object.keys(PARENT_CODES) as ParentCode[];

/** An APPLY of `name` as the SDK would send a real code, with one of a real code's valid parameters. */
export function applyOf(id: string, name: unknown, params: unknown): unknown {
  return { id, type: RPC_WIRE.apply, path: [name], argumentList: [{ type: RPC_WIRE.raw, value: params }] };
}

export const unknownCodes: Scenario = {
  id: 'unknown-codes',
  title: 'Every code outside the eleven, called over the pinned port',
  async run(seed, scale) {
    const generated = fc.sample(foreignCode, { seed, numRuns: scaled(10_000, scale) });
    const names = [...LISTED_FOREIGN_CODES, ...generated];
    const params = fc.sample(
      fc.constantFrom(...CODES).chain((code) => fc.constantFrom(...CALL_CONTRACTS[code].examples)),
      { seed: seed + 1, numRuns: names.length },
    );
    const harness = rpcHarness();
    try {
      names.forEach((name, index) => harness.send(applyOf(`u${index}`, name, params[index])));
      await harness.settle();
      const { handled, answered, dropped } = harness;
      return {
        runs: names.length,
        figure: `${handled} handled, ${answered} answered (${LISTED_FOREIGN_CODES.length} listed names, ${generated.length.toLocaleString('en-US')} generated)`,
        pass: handled === 0 && answered === 0 && dropped === names.length,
        ...(dropped !== names.length ? { detail: `the guard dropped ${dropped} of ${names.length}` } : {}),
      };
    } finally {
      harness.close();
    }
  },
};
