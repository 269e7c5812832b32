/**
 * Issue 15: "10,000 schema-invalid payloads per code: 0 handled". For each of the eleven
 * parent codes, parameters its documented contract refuses (support/invalid-params.ts),
 * each an otherwise perfect APPLY of that code over the pinned port, through the frame's
 * real guard and Comlink.
 */
import fc from 'fast-check';
import { PARENT_CODES, type ParentCode } from '../../protocol';
import { scaled, type Scenario } from '../scenario';
import { CALL_CONTRACTS } from '../support/call-contracts';
import { invalidParams } from '../support/invalid-params';
import { rpcHarness } from '../support/rpc-harness';
import { applyOf } from './unknown-codes';

const CODES = Object.keys(PARENT_CODES) as ParentCode[];

export const invalidPayloads: Scenario = {
  id: 'invalid-payloads',
  title: 'Schema-invalid parameters for each of the eleven codes',
  async run(seed, scale) {
    const perCode = scaled(10_000, scale);
    const harness = rpcHarness();
    const handledBy: string[] = [];
    try {
      for (const [index, code] of CODES.entries()) {
        const before = harness.handled;
        const payloads = fc.sample(invalidParams(CALL_CONTRACTS[code]), { seed: seed + index, numRuns: perCode });
        payloads.forEach((params, n) => harness.send(applyOf(`${code}-${n}`, code, params)));
        await harness.settle();
        if (harness.handled > before) handledBy.push(`${code}: ${harness.handled - before}`);
      }
      const total = perCode * CODES.length;
      return {
        runs: total,
        figure: `${harness.handled} handled, ${harness.answered} answered (${perCode.toLocaleString('en-US')} per code × ${CODES.length})`,
        pass: harness.handled === 0 && harness.answered === 0 && harness.dropped === total,
        ...(handledBy.length > 0 ? { detail: `handled: ${handledBy.join(', ')}` } : {}),
      };
    } finally {
      harness.close();
    }
  },
};
