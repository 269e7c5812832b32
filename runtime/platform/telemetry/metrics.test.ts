// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BATCH_DELAY_MS } from './batch-queue';
import { configureMetrics, createMetrics, markReady, METRICS_PATH, startPageMetrics } from './metrics';
import { configureLogger } from './log';
import { installWindowHooks } from './window-hooks';

interface Body {
  readonly events: Array<{ name: string; value: number; unit: string; time: number; data?: unknown }>;
  readonly [key: string]: unknown;
}

beforeEach(() => vi.useFakeTimers({ now: 5_000 }));
afterEach(() => vi.useRealTimers());

describe('createMetrics', () => {
  it('sends each metric with its unit and the context to the metrics path, 2 s after the first', () => {
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    const metrics = createMetrics({ apiBase: 'https://api.test/', context: { route: 'elements.card' }, sendBeacon });
    metrics.record('confirmLatency', 812.349, { ok: false });
    metrics.record('networkStatus', 0);
    metrics.record('chunkLoad', Number.NaN);
    vi.advanceTimersByTime(BATCH_DELAY_MS);
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(sendBeacon.mock.calls[0]![0]).toBe(`https://api.test${METRICS_PATH}`);
    expect(JSON.parse(sendBeacon.mock.calls[0]![1])).toEqual({
      route: 'elements.card',
      events: [
        { name: 'confirmLatency', time: 5_000, value: 812.3, unit: 'ms', data: { ok: false } },
        { name: 'networkStatus', time: 5_000, value: 0, unit: 'bool' },
      ],
    });
  });
});

describe('the shared metrics in a page', () => {
  it('mount→ready once per page; pagehide sends what is queued; no unload listener anywhere in telemetry', () => {
    const types: string[] = [];
    const add = window.addEventListener.bind(window);
    vi.spyOn(window, 'addEventListener').mockImplementation(
      (type: string, ...rest: [EventListenerOrEventListenerObject, (boolean | AddEventListenerOptions)?]) => {
        types.push(type);
        add(type, ...rest);
      },
    );
    const beacons: Body[] = [];
    const sendBeacon = (_url: string, body: string) => beacons.push(JSON.parse(body) as Body) > 0;
    configureLogger({ apiBase: '', sendBeacon });
    configureMetrics({ apiBase: '', sendBeacon, context: { route: 'elements.card' } });
    installWindowHooks(window, () => {});
    startPageMetrics(() => true);
    markReady(321.5);
    markReady(999);

    expect(beacons).toEqual([]);
    window.dispatchEvent(new Event('pagehide'));
    const sent = beacons.flatMap((body) => body.events);
    expect(sent.filter((e) => e.name === 'mountToReady')).toEqual([{ name: 'mountToReady', time: 5_000, value: 321.5, unit: 'ms' }]);
    expect(sent.at(-1)).toMatchObject({ name: 'pageHide', data: { persisted: false } });

    expect(types).toContain('pagehide');
    expect(types).not.toContain('unload');
    expect(types).not.toContain('beforeunload');
  });
});
