// @vitest-environment jsdom
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './log';
import { installWindowHooks, type LogFunction } from './window-hooks';

// Installed once on jsdom's window, as main.tsx does per frame: `log` forwards to each test's own.
let current: LogFunction = () => {};
const log = vi.fn<LogFunction>((...args) => current(...args));
const consoleError = vi.fn();
let realConsoleError: typeof console.error;

beforeAll(() => {
  realConsoleError = console.error;
  console.error = consoleError;
  installWindowHooks(window, log);
  // A second install (a hash navigation re-running setup) adds nothing.
  installWindowHooks(window, log);
});
afterAll(() => {
  console.error = realConsoleError;
});
beforeEach(() => {
  current = () => {};
  log.mockClear();
  consoleError.mockClear();
});

describe('installWindowHooks', () => {
  it('an error thrown in an event handler is logged once as onWindowError', () => {
    const button = document.createElement('button');
    button.addEventListener('click', () => {
      throw new TypeError('handler broke');
    });
    button.click();
    expect(log).toHaveBeenCalledOnce();
    expect(log).toHaveBeenCalledWith(
      'onWindowError',
      'warn',
      expect.objectContaining({ message: 'TypeError: handler broke', stack: expect.stringContaining('handler broke') }),
    );
  });

  it('an unhandled rejection is logged as onWindowError', () => {
    const event = Object.assign(new Event('unhandledrejection'), { reason: new RangeError('no answer') });
    window.dispatchEvent(event);
    expect(log).toHaveBeenCalledWith(
      'onWindowError',
      'warn',
      expect.objectContaining({ message: 'RangeError: no answer', stack: expect.stringContaining('no answer') }),
    );
  });

  it('console.error still writes, and is logged as onConsoleError', () => {
    console.error('[shop] something', new Error('bad'));
    expect(consoleError).toHaveBeenCalledWith('[shop] something', expect.any(Error));
    expect(log).toHaveBeenCalledExactlyOnceWith('onConsoleError', 'warn', { message: '[shop] something Error: bad' });
  });

  it('a logger that fails, and says so on the console, is not heard again: no loop, nothing thrown', () => {
    current = () => {
      console.error('logger failed');
      throw new Error('logger failed');
    };
    expect(() => console.error('first')).not.toThrow();
    expect(log).toHaveBeenCalledOnce();
    expect(consoleError.mock.calls).toEqual([['first'], ['logger failed']]);
  });

  it('the real logger, whose beacon fails loudly, logs the console error once and sends once', () => {
    const sendBeacon = vi.fn((_url: string, _body: string) => {
      console.error('beacon refused');
      return false;
    });
    const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch /api/v1/checkout/logs')));
    const logger = createLogger({ apiBase: '', sendBeacon, fetch, batchSize: 1 });
    current = logger.logEvent;
    console.error('the shop broke');
    expect(log).toHaveBeenCalledOnce();
    expect(sendBeacon).toHaveBeenCalledOnce();
  });

  it('an error about the telemetry paths is not logged (spec §7 ignore list)', () => {
    window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: new TypeError('Failed to fetch https://api.test/api/v1/checkout/metrics') }));
    console.error('POST /api/authenticate/heartbeat 500');
    expect(log).not.toHaveBeenCalled();
    // …while the next error is.
    console.error('the shop broke');
    expect(log).toHaveBeenCalledOnce();
  });
});
