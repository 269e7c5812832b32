import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFinalScriptStatus, nextScriptStatus, type CaptchaScriptEvent, type CaptchaScriptStatus } from './script-status';

const STATUSES: readonly CaptchaScriptStatus[] = ['idle', 'loading', 'loaded', 'failed'];
const EVENTS: readonly CaptchaScriptEvent[] = ['start', 'load', 'error', 'timeout'];

describe('the captcha script status (spec §4)', () => {
  it.each([
    ['idle', 'start', 'loading'],
    ['idle', 'load', 'idle'],
    ['idle', 'error', 'idle'],
    ['idle', 'timeout', 'idle'],
    ['loading', 'start', 'loading'],
    ['loading', 'load', 'loaded'],
    ['loading', 'error', 'failed'],
    ['loading', 'timeout', 'failed'],
    ['loaded', 'start', 'loaded'],
    ['loaded', 'load', 'loaded'],
    ['loaded', 'error', 'loaded'],
    ['loaded', 'timeout', 'loaded'],
    ['failed', 'start', 'failed'],
    ['failed', 'load', 'failed'],
    ['failed', 'error', 'failed'],
    ['failed', 'timeout', 'failed'],
  ] as const)('%s + %s → %s', (status, event, next) => {
    expect(nextScriptStatus(status, event)).toBe(next);
  });

  it('only loaded and failed are final', () => {
    expect(STATUSES.filter(isFinalScriptStatus)).toEqual(['loaded', 'failed']);
  });

  it('once loaded or failed, no sequence of events changes it', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...EVENTS)), fc.array(fc.constantFrom(...EVENTS)), (before, after) => {
        const reached = before.reduce(nextScriptStatus, 'idle' as CaptchaScriptStatus);
        if (!isFinalScriptStatus(reached)) return;
        expect(after.reduce(nextScriptStatus, reached)).toBe(reached);
      }),
    );
  });
});
