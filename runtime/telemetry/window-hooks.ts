/**
 * Spec §8's warnings onWindowError (an uncaught error, an unhandled rejection) and
 * onConsoleError (anything written with console.error), heard once per frame or page.
 * Bounded: the logger keeps an identical event at most 3 times; a report made while
 * one is being made (the logger failing and saying so) is dropped, and so is an
 * error about the telemetry paths themselves (ignore-lists.ts).
 */
import type { LogEventName, LogLevel } from './event-names';
import { namesIgnoredPath } from './ignore-lists';

export type LogFunction = (name: LogEventName, level: LogLevel, data?: unknown) => void;

/** The part of `window` the hooks use (a fake in tests). */
export interface HookedWindow {
  addEventListener(type: 'error' | 'unhandledrejection', listener: (event: Event) => void): void;
  readonly console: { error: (...args: unknown[]) => void };
}

/** Long messages (a stack, a serialised object) are cut: the beacon has room for eight events. */
const MAX_TEXT = 1_000;
const hooked = new WeakSet<object>();

const cut = (text: string): string => text.slice(0, MAX_TEXT);
const textOf = (value: unknown): string => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));

/** Installs the hooks on `win`; a second call for the same window does nothing. */
export function installWindowHooks(win: HookedWindow, log: LogFunction): void {
  if (hooked.has(win)) return;
  hooked.add(win);
  let reporting = false;
  const report = (name: 'onWindowError' | 'onConsoleError', data: { readonly message: string; readonly [key: string]: unknown }) => {
    if (reporting || namesIgnoredPath(`${data.message} ${String(data.source ?? '')} ${String(data.stack ?? '')}`)) return;
    reporting = true;
    try {
      log(name, 'warn', data);
    } catch {
      // Telemetry must never break the checkout.
    } finally {
      reporting = false;
    }
  };

  win.addEventListener('error', (event) => {
    const { message, filename, lineno, colno, error } = event as ErrorEvent;
    report('onWindowError', { message: cut(String(message)), source: filename, line: lineno, column: colno, stack: cut(String((error as Error | undefined)?.stack ?? '')) });
  });
  win.addEventListener('unhandledrejection', (event) => {
    const { reason } = event as PromiseRejectionEvent;
    report('onWindowError', { message: cut(textOf(reason)), kind: 'unhandledrejection', stack: cut(String((reason as Error | undefined)?.stack ?? '')) });
  });
  const original = win.console.error;
  win.console.error = (...args: unknown[]) => {
    original.apply(win.console, args);
    report('onConsoleError', { message: cut(args.map(textOf).join(' ')) });
  };
}
