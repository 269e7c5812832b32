import { describe, expect, it } from 'vitest';
import { benchSandboxConfirm, formatSandboxBench, percentile } from './bench-sandbox';

describe('the sandbox confirm bench', () => {
  it('takes nearest-rank percentiles', () => {
    const values = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
  });

  it('stops at its count, with every confirm succeeding', async () => {
    const r = await benchSandboxConfirm({ clients: 4, confirms: 20, timeLimitMs: 10_000 });
    expect(r).toMatchObject({ clients: 4, confirmed: 20, errors: 0, stoppedBy: 'count' });
    expect(r.p99Ms).toBeGreaterThanOrEqual(r.p50Ms);
    expect(formatSandboxBench(r)).toMatch(/confirm p50 [\d.]+ ms {3}p99 [\d.]+ ms/);
  });

  it('starts from a store that already holds intents, written straight into it', async () => {
    const r = await benchSandboxConfirm({ clients: 2, confirms: 10, timeLimitMs: 10_000, storedIntents: 500 });
    expect(r).toMatchObject({ storedIntents: 500, confirmed: 10, errors: 0, stoppedBy: 'count' });
    expect(formatSandboxBench(r)).toContain('500 intents stored');
  });

  it('stops at its time limit whatever the count', async () => {
    const r = await benchSandboxConfirm({ clients: 4, confirms: 1_000_000, timeLimitMs: 300 });
    expect(r.stoppedBy).toBe('time');
    expect(r.errors).toBe(0);
    expect(r.elapsedMs).toBeLessThan(5_000);
  });
});
