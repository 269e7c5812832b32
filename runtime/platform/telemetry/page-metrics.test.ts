import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_TASK_MS, NETWORK_SETTLE_MS, startPageMetrics, type PageMetricsTarget, type RecordMetric } from './page-metrics';

type Entries = ReadonlyArray<{ name: string; startTime: number; duration: number }>;

/** A window that records its listeners, with a long-task observer the test drives. */
function fakeWindow() {
  const target = new EventTarget();
  const added: string[] = [];
  const deliver = new Map<string, (entries: Entries) => void>();
  const observed: Array<{ type: string; buffered?: boolean }> = [];
  class Observer {
    constructor(private readonly callback: (list: { getEntries(): Entries }) => void) {}
    observe(options: { type: string; buffered?: boolean }) {
      observed.push(options);
      deliver.set(options.type, (entries) => this.callback({ getEntries: () => entries }));
    }
  }
  const win: PageMetricsTarget & { document: { visibilityState: string }; navigator: { onLine: boolean } } = {
    addEventListener: (type, listener) => {
      added.push(type);
      target.addEventListener(type, listener);
    },
    document: { visibilityState: 'visible' },
    navigator: { onLine: true },
    performance: { now: () => Date.now() },
    PerformanceObserver: Observer,
  };
  const timed = (type: string) => (entries: ReadonlyArray<Omit<Entries[number], 'name'> & { name?: string }>) =>
    deliver.get(type)?.(entries.map((e) => ({ name: '', ...e })));
  return { win, target, added, observed, longTasks: timed('longtask'), resources: timed('resource') };
}

function setup(tracksLifecycle = true) {
  const fake = fakeWindow();
  const recorded: Array<[string, number, unknown]> = [];
  const record = vi.fn<RecordMetric>((name, value, data) => recorded.push([name, value, data]));
  const flush = vi.fn();
  const watch = startPageMetrics(fake.win, { record, flush, tracksLifecycle: () => tracksLifecycle });
  return { ...fake, recorded, flush, watch };
}

beforeEach(() => vi.useFakeTimers({ now: 0 }));
afterEach(() => vi.useRealTimers());

describe('startPageMetrics', () => {
  it('records tasks over 100 ms only, with the earlier ones the browser buffered', () => {
    const { longTasks, recorded, observed } = setup();
    expect(observed).toContainEqual({ type: 'longtask', buffered: true });
    longTasks([
      { startTime: 10, duration: LONG_TASK_MS },
      { startTime: 400, duration: 180.4 },
      { startTime: 900, duration: 60 },
    ]);
    expect(recorded).toEqual([['longTask', 180.4, { start: 400 }]]);
  });

  it('times each script chunk and translation file, those loaded before it started included, and nothing else', () => {
    const { resources, recorded, observed } = setup();
    expect(observed).toContainEqual({ type: 'resource', buffered: true });
    resources([
      { name: 'https://checkout.test/static/js/index.BLsNy6E-.js', startTime: 5, duration: 42.25 },
      { name: 'https://checkout.test/locales/zh-HK.json?t=1700000000000&r=0.5', startTime: 90, duration: 130 },
      { name: 'https://checkout.test/api/v1/checkout/logs', startTime: 100, duration: 12 },
      { name: 'https://checkout.test/static/css/index.abc.css', startTime: 6, duration: 8 },
    ]);
    expect(recorded).toEqual([
      ['chunkLoad', 42.25, { chunk: 'index.BLsNy6E-' }],
      ['translationLoad', 130, { language: 'zh-HK' }],
    ]);
  });

  it('interactive: ready, then the first second with no long task', () => {
    const { longTasks, recorded, watch } = setup();
    vi.advanceTimersByTime(500);
    watch.ready(500);
    vi.advanceTimersByTime(400);
    longTasks([{ startTime: 800, duration: 150 }]);
    vi.advanceTimersByTime(999);
    expect(recorded.filter(([name]) => name === 'interactive')).toEqual([]);
    vi.advanceTimersByTime(100);
    expect(recorded.filter(([name]) => name === 'interactive')).toEqual([['interactive', 950, undefined]]);
  });

  it('network status: logged 2 s after the last change, once for a flurry', () => {
    const { win, target, recorded } = setup();
    win.navigator.onLine = false;
    target.dispatchEvent(new Event('offline'));
    vi.advanceTimersByTime(1_000);
    win.navigator.onLine = true;
    target.dispatchEvent(new Event('online'));
    vi.advanceTimersByTime(NETWORK_SETTLE_MS - 1);
    expect(recorded).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(recorded).toEqual([['networkStatus', 1, undefined]]);
  });

  it('on an elements or standalone route: visibility and pagehide are recorded, and pagehide flushes after recording', () => {
    const { win, target, recorded, flush } = setup(true);
    vi.advanceTimersByTime(3_000);
    win.document.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(recorded).toEqual([['pageVisibility', 3_000, { state: 'hidden' }]]);
    expect(flush).toHaveBeenCalledOnce();
    flush.mockImplementation(() => expect(recorded.at(-1)?.[0]).toBe('pageHide'));
    target.dispatchEvent(Object.assign(new Event('pagehide'), { persisted: true }));
    expect(recorded.at(-1)).toEqual(['pageHide', 3_000, { persisted: true }]);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('on any other route: no visibility or pagehide metric, but pagehide still flushes', () => {
    const { win, target, recorded, flush } = setup(false);
    win.document.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    target.dispatchEvent(new Event('pagehide'));
    expect(recorded).toEqual([]);
    expect(flush).toHaveBeenCalledTimes(2);
  });

  it('registers no unload or beforeunload listener (back/forward cache)', () => {
    const { added } = setup();
    expect(added).not.toContain('unload');
    expect(added).not.toContain('beforeunload');
    expect(added).toContain('pagehide');
  });

  it('works without long-task timing', () => {
    const { win } = fakeWindow();
    const record = vi.fn<RecordMetric>();
    const watch = startPageMetrics({ ...win, PerformanceObserver: undefined }, { record, flush: () => {}, tracksLifecycle: () => true });
    watch.ready(100);
    vi.runAllTimers();
    expect(record).toHaveBeenCalledWith('interactive', 100);
  });
});
