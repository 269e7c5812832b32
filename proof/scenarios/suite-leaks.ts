/**
 * Issue 15: "0 card numbers, CVCs or secrets in any beacon, log line, URL, storage entry or
 * parent-bound message across the e2e suite". Read from the last e2e run (support/e2e-tally.ts):
 * every request URL, telemetry beacon and console line of every page and frame, every
 * message a checkout frame sent (to its parent or opener, over a window or the pinned
 * port), every storage write and every storage entry left at a test's end, scanned by
 * e2e/support/traffic-scan.ts. A finding fails the row even from a partial run.
 */
import type { Scenario } from '../scenario';
import { NO_RUN, readSuiteTally, suiteOutcome } from '../support/e2e-tally';
import { count } from '../support/words';

const LEAKS = ['card number', 'CVC', 'secret'] as const;

export const suiteLeaks: Scenario = {
  id: 'suite-leaks',
  title: 'Card numbers, CVCs and secrets across the e2e suite',
  async run() {
    const tally = readSuiteTally();
    if (!tally) return NO_RUN;
    const { scanned, findings, recorded } = tally.totals;
    const all = [...findings, ...recorded];
    const byLeak = LEAKS.map((leak) => count(all.filter((finding) => finding.startsWith(`${leak} in`)).length, leak));
    const runs = Object.values(scanned).reduce((sum, n) => sum + n, 0);
    const where = `${count(scanned.url, 'URL')}, ${count(scanned.beacon, 'beacon')}, ${count(scanned.console, 'log line')}, ${count(scanned.storage, 'storage entry', 'storage entries')}, ${count(scanned.message, 'parent-bound message')}`;
    const handoffs = tally.totals.handoffs > 0 ? ` (${count(tally.totals.handoffs, 'single-use hand-off')} where a client secret would be)` : '';
    return suiteOutcome(tally, runs, `${byLeak.join(', ')} in ${where}${handoffs}`, all);
  },
};
