/**
 * The scenarios that run in Node, at a hundredth of the counts, so CI exercises
 * them quickly (no browser here: `npm run proof` runs them in full, and the others); and
 * the pieces they rest on, each shown able to see what it is there to see.
 */
import { describe, expect, it } from 'vitest';
import { PARENT_CODES, readCallParams, rpcCallMessage, type ParentCode } from '../protocol';
import { comlinkTypes } from './scenarios/comlink-types';
import { invalidPayloads } from './scenarios/invalid-payloads';
import { originCheck } from './scenarios/origin-check';
import { redirectUrls } from './scenarios/redirect-urls';
import { unknownCodes } from './scenarios/unknown-codes';
import { CALL_CONTRACTS } from './support/call-contracts';
import { cutPlan, describeCut } from './support/cut-plan';
import { emptyTally } from '../e2e/support/traffic-scan';
import { groupFindings, suiteOutcome, type SuiteTally } from './support/e2e-tally';
import { rpcHarness } from './support/rpc-harness';
import { NO_WORLD } from './support/world';

const SCALE = 0.01;

describe.each([originCheck, unknownCodes, invalidPayloads, comlinkTypes, redirectUrls])('$id at a hundredth of its count', (scenario) => {
  it('passes, having tried something', async () => {
    const outcome = await scenario.run(20261122, SCALE, NO_WORLD);
    expect(outcome.pass, outcome.detail).toBe(true);
    expect(outcome.runs).toBeGreaterThan(0);
  });
});

describe('what the pure scenarios rest on', () => {
  it("every documented example of a code's parameters is valid: the invalid ones are built from valid ones", () => {
    for (const code of Object.keys(PARENT_CODES) as ParentCode[]) {
      for (const example of CALL_CONTRACTS[code].examples) expect(readCallParams(code, example).ok, `${code} ${JSON.stringify(example)}`).toBe(true);
    }
  });

  it('the harness counts a call that reaches a handler, and its answer', async () => {
    const harness = rpcHarness();
    try {
      harness.send(rpcCallMessage('valid', 'confirm', {}));
      harness.send({ id: 'get', type: 'GET', path: ['confirm'] });
      await harness.settle();
      expect({ handled: harness.handled, answered: harness.answered, dropped: harness.dropped }).toEqual({ handled: 1, answered: 1, dropped: 1 });
    } finally {
      harness.close();
    }
  });

  it('the cut plan takes every distinct cut point once at full count, the same for a seed, other for another', () => {
    const plan = cutPlan(200, 7).map(describeCut);
    expect(plan).toHaveLength(200);
    expect(new Set(plan).size).toBeGreaterThanOrEqual(3 * (5 * 3 + 1));
    expect(plan.filter((cut) => cut.includes('slow'))).toHaveLength(3);
    expect(cutPlan(200, 7).map(describeCut)).toEqual(plan);
    expect(cutPlan(200, 8).map(describeCut)).not.toEqual(plan);
  });

  it('a suite row fails on a finding even from a partial run, and passes without one only when the run covered the suite', () => {
    const tally = (missing: string[]): SuiteTally => ({
      totals: { ...emptyTally(), tests: 3, files: new Set(['e2e/pay.spec.ts']) },
      specs: ['e2e/pay.spec.ts', ...missing],
      missing,
      recordedAt: new Date(Date.UTC(2026, 10, 22, 12)),
    });
    expect(suiteOutcome(tally([]), 9, 'figure', []).pass).toBe(true);
    expect(suiteOutcome(tally(['e2e/dropin.spec.ts']), 9, 'figure', [])).toMatchObject({
      pass: 'pending',
      detail: expect.stringContaining('1 of the 2 spec files'),
    });
    expect(suiteOutcome(tally(['e2e/dropin.spec.ts']), 9, 'figure', ['secret in a storage: http://x:1 k']).pass).toBe(false);
  });

  it("a run's findings are grouped without the ports of its origins", () => {
    expect(
      groupFindings([
        'secret in a message: a port message from http://127.0.0.1:4100',
        'secret in a message: a port message from http://127.0.0.1:5100',
        'CVC in a storage: http://localhost:3000 k',
      ]),
    ).toEqual(['secret in a message: a port message from http://127.0.0.1 (×2)', 'CVC in a storage: http://localhost k']);
  });
});
