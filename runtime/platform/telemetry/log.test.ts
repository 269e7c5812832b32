import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger, LOG_DELAY_MS, type LoggerConfig, type LogEntry } from './log';

interface Sent {
  readonly url: string;
  readonly body: { events: LogEntry[]; [key: string]: unknown };
}

function setup(config: Partial<LoggerConfig> = {}) {
  const beacons: Sent[] = [];
  const sendBeacon = vi.fn((url: string, body: string) => {
    beacons.push({ url, body: JSON.parse(body) as Sent['body'] });
    return true;
  });
  const logger = createLogger({ apiBase: 'https://api.test/', sendBeacon, now: () => 1000, ...config });
  return { logger, beacons, sendBeacon };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('createLogger batching', () => {
  it('sends a partial batch 2 s after the first event, to the logs path', () => {
    const { logger, beacons } = setup();
    logger.logEvent('onConfirmError', 'error', { code: 'x' });
    vi.advanceTimersByTime(LOG_DELAY_MS / 2);
    logger.logEvent('onChunkLoadFail', 'warn', { chunk: 'card' });
    vi.advanceTimersByTime(LOG_DELAY_MS / 2 - 1);
    expect(beacons).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(beacons).toEqual([
      {
        url: 'https://api.test/api/v1/checkout/logs',
        body: {
          events: [
            { name: 'onConfirmError', level: 'error', time: 1000, data: { code: 'x' } },
            { name: 'onChunkLoadFail', level: 'warn', time: 1000, data: { chunk: 'card' } },
          ],
        },
      },
    ]);
  });

  it('sends at once when 8 events are queued', () => {
    const { logger, beacons } = setup();
    for (let i = 0; i < 8; i += 1) logger.logEvent('onWindowError', 'warn', { i });
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.body.events).toHaveLength(8);
    logger.logEvent('onWindowError', 'warn', { i: 8 });
    vi.advanceTimersByTime(LOG_DELAY_MS);
    expect(beacons.map((b) => b.body.events.length)).toEqual([8, 1]);
  });

  it('sends nothing when nothing was logged, and adds the context', () => {
    const { logger, beacons } = setup({ context: { trackerId: 't1' } });
    logger.flush();
    vi.advanceTimersByTime(LOG_DELAY_MS * 3);
    expect(beacons).toHaveLength(0);
    logger.logEvent('onPageCrash', 'error');
    logger.flush();
    expect(beacons[0]!.body).toMatchObject({ trackerId: 't1', events: [{ name: 'onPageCrash', data: null }] });
  });

  it('snapshots data when logged, not when sent', () => {
    const { logger, beacons } = setup();
    const data = { step: 1 };
    logger.logEvent('onConfirmError', 'error', data);
    data.step = 2;
    logger.flush();
    expect(beacons[0]!.body.events[0]!.data).toEqual({ step: 1 });
  });
});

describe('createLogger dedupe', () => {
  it('keeps an identical event at most 3 times, across batches', () => {
    const { logger, beacons } = setup();
    for (let i = 0; i < 5; i += 1) logger.logEvent('onWindowError', 'warn', { message: 'boom' });
    logger.flush();
    for (let i = 0; i < 5; i += 1) logger.logEvent('onWindowError', 'warn', { message: 'boom' });
    logger.flush();
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.body.events).toHaveLength(3);
  });

  it('counts events with other data, name or level apart', () => {
    const { logger, beacons } = setup();
    for (let i = 0; i < 4; i += 1) {
      logger.logEvent('onWindowError', 'warn', { message: 'a' });
      logger.logEvent('onWindowError', 'warn', { message: 'b' });
      logger.logEvent('onConsoleError', 'warn', { message: 'a' });
      logger.logEvent('onWindowError', 'error', { message: 'a' });
    }
    logger.flush();
    expect(beacons.flatMap((b) => b.body.events)).toHaveLength(12);
  });
});

describe('createLogger never throws', () => {
  it('falls back to a keepalive fetch when the beacon is refused or throws', () => {
    const fetch = vi.fn((_url: string | URL | Request, _init?: RequestInit) => Promise.resolve(new Response(null)));
    for (const sendBeacon of [
      () => false,
      () => {
        throw new TypeError('nope');
      },
    ]) {
      fetch.mockClear();
      const logger = createLogger({ apiBase: '', sendBeacon, fetch });
      logger.logEvent('onCopyFailed', 'error', {});
      logger.flush();
      expect(fetch).toHaveBeenCalledOnce();
      expect(fetch.mock.calls[0]![0]).toBe('/api/v1/checkout/logs');
      expect(fetch.mock.calls[0]![1]).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    }
  });

  it('swallows a fetch that throws or rejects', async () => {
    const throwing = vi.fn(() => {
      throw new Error('sync');
    });
    const rejecting = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    for (const fetch of [throwing, rejecting]) {
      const logger = createLogger({ apiBase: '', sendBeacon: () => false, fetch });
      expect(() => {
        logger.logEvent('onCopyFailed', 'error', {});
        logger.flush();
      }).not.toThrow();
    }
    await vi.runAllTimersAsync();
    expect(rejecting).toHaveBeenCalledOnce();
  });

  it('survives data that JSON cannot take', () => {
    const { logger, beacons } = setup();
    const circular: Record<string, unknown> = { a: 1 };
    circular.self = circular;
    const hostile = {
      get boom(): never {
        throw new Error('getter');
      },
    };
    expect(() => {
      logger.logEvent('onPageCrash', 'error', circular);
      logger.logEvent('onPageCrash', 'error', { n: 10n, error: new RangeError('bad') });
      logger.logEvent('onPageCrash', 'error', hostile);
      logger.flush();
    }).not.toThrow();
    const data = beacons[0]!.body.events.map((e) => e.data);
    expect(data[0]).toEqual({ a: 1, self: '[Circular]' });
    expect(data[1]).toMatchObject({ n: '10', error: { name: 'RangeError', message: 'bad' } });
    expect(data[2]).toEqual({ unserializable: true });
  });

  it('survives a broken clock', () => {
    const { logger } = setup({
      now: () => {
        throw new Error('clock');
      },
    });
    expect(() => logger.logEvent('onPageCrash', 'error')).not.toThrow();
  });
});

describe('createLogger flush target', () => {
  it('flushes on pagehide and when the page becomes hidden, and stops listening after dispose', () => {
    const target = new EventTarget();
    const document = { visibilityState: 'visible' };
    const flushTarget = {
      addEventListener: (type: string, l: () => void) => target.addEventListener(type, l),
      removeEventListener: (type: string, l: () => void) => target.removeEventListener(type, l),
      document,
    };
    const { logger, beacons } = setup({ flushTarget });
    logger.logEvent('onPageCrash', 'error', 1);
    target.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(0);
    document.visibilityState = 'hidden';
    target.dispatchEvent(new Event('visibilitychange'));
    expect(beacons).toHaveLength(1);
    logger.logEvent('onPageCrash', 'error', 2);
    target.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
    logger.dispose();
    logger.logEvent('onPageCrash', 'error', 3);
    target.dispatchEvent(new Event('pagehide'));
    expect(beacons).toHaveLength(2);
  });
});
