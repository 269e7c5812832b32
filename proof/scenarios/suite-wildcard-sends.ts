/**
 * Issue 15: "0 sends to '*' after the handshake across the e2e suite". Read from the last
 * e2e run (support/e2e-tally.ts): every window.postMessage call any page or frame made,
 * with its target origin (e2e/support/sent-messages.ts). A send to `'*'` by the SDK, the
 * checkout or the demo merchant counts, the handshake's own included; the forgeries a
 * security test sends on purpose from its own script are said apart and not counted.
 */
import type { Scenario } from '../scenario';
import { NO_RUN, readSuiteTally, suiteOutcome } from '../support/e2e-tally';
import { count } from '../support/words';

export const suiteWildcardSends: Scenario = {
  id: 'suite-wildcard-sends',
  title: "Window messages sent to '*' across the e2e suite",
  async run() {
    const tally = readSuiteTally();
    if (!tally) return NO_RUN;
    const { sends, wildcards } = tally.totals;
    // Window messages are recorded by every run unless PORTICO_SCAN_WINDOWS=0 turned the proxies off (e2e/support/sent-messages.ts).
    if (sends.total === 0)
      return {
        runs: 0,
        figure: 'no window message recorded',
        pass: 'pending',
        detail: 'run npm test (with the window proxies on: not PORTICO_SCAN_WINDOWS=0) to record them',
      };
    const figure = `${sends.wildcard} of ${count(sends.total, 'window message')} to '*' by the product (${sends.wildcardByTests} by tests' own forgeries, not counted)`;
    return suiteOutcome(tally, sends.total, figure, wildcards);
  },
};
