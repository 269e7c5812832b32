import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBatchQueue, type FlushTarget } from './batch-queue';
import { MAX_BEACON_BYTES } from './beacon';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function windowLike() {
  const target = new EventTarget();
  const added: string[] = [];
  const flushTarget: FlushTarget & { document: { visibilityState: string } } = {
    addEventListener: (type, listener) => {
      added.push(type);
      target.addEventListener(type, listener);
    },
    removeEventListener: (type, listener) => target.removeEventListener(type, listener),
    document: { visibilityState: 'visible' },
  };
  return { target, flushTarget, added };
}

describe('createBatchQueue', () => {
  it('flushes what is queued on pagehide, before its 2 s are up', () => {
    const { target, flushTarget } = windowLike();
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    const queue = createBatchQueue({ url: '/api/v1/checkout/metrics', sendBeacon, flushTarget, batchSize: 8, delayMs: 2_000 });
    queue.push({ name: 'longTask', value: 120 });
    expect(sendBeacon).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(JSON.parse(sendBeacon.mock.calls[0]![1])).toEqual({ events: [{ name: 'longTask', value: 120 }] });
  });

  it('listens to pagehide and visibilitychange only: never unload or beforeunload (back/forward cache)', () => {
    const { flushTarget, added } = windowLike();
    createBatchQueue({ url: '/x', sendBeacon: () => true, flushTarget, batchSize: 8, delayMs: 2_000 });
    expect(added.sort()).toEqual(['pagehide', 'visibilitychange']);
  });

  it('sends a flushed batch over 60 KiB as several beacons, in order', () => {
    const bodies: string[] = [];
    const queue = createBatchQueue({ url: '/x', sendBeacon: (_u, body) => bodies.push(body) > 0, batchSize: 8, delayMs: 2_000 });
    for (let i = 0; i < 4; i += 1) queue.push({ i, data: 'x'.repeat(20_000) });
    queue.flush();
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(new TextEncoder().encode(body).length).toBeLessThanOrEqual(MAX_BEACON_BYTES);
    expect(bodies.flatMap((body) => (JSON.parse(body) as { events: Array<{ i: number }> }).events.map((e) => e.i))).toEqual([0, 1, 2, 3]);
  });
});
