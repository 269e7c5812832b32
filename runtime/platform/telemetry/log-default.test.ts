import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureLogger, logEvent } from './log';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('logEvent (shared logger)', () => {
  it('never throws, with or without a browser around it', () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('offline')));
    expect(() => logEvent('onWindowError', 'warn', { message: 'x' })).not.toThrow();
  });

  it('sends through the configured API base', () => {
    vi.useFakeTimers();
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    configureLogger({ apiBase: 'https://logs.test', sendBeacon });
    logEvent('onChunkLoadFail', 'warn', { chunk: 'card' });
    vi.advanceTimersByTime(2_000);
    expect(sendBeacon).toHaveBeenCalledOnce();
    expect(sendBeacon.mock.calls[0]![0]).toBe('https://logs.test/api/v1/checkout/logs');
  });
});
