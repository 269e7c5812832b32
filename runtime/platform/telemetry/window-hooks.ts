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
let installed = false;

const textOf = (value: unknown): string => (value instanceof Error ? `${value.name}: ${value.message}` : String(value));

/** Installs the hooks on `win`, once per page: a second call does nothing. */
export function installWindowHooks(win: HookedWindow, log: LogFunction): void {
  if (installed) return;
  installed = true;
  let reporting = false;
  const report = (name: 'onWindowError' | 'onConsoleError', value: unknown, text = textOf(value)) => {
    const message = text.slice(0, MAX_TEXT);
    const stack = String((value as Error | null | undefined)?.stack ?? '').slice(0, MAX_TEXT);
    if (reporting || namesIgnoredPath(message + stack)) return;
    reporting = true;
    try {
      log(name, 'warn', stack ? { message, stack } : { message });
    } catch {
      // Telemetry must never break the checkout.
    } finally {
      reporting = false;
    }
  };

  // An ErrorEvent without its error (a cross-origin script's) still has its message.
  win.addEventListener('error', (event) => report('onWindowError', (event as ErrorEvent).error ?? (event as ErrorEvent).message));
  win.addEventListener('unhandledrejection', (event) => report('onWindowError', (event as PromiseRejectionEvent).reason));
  const original = win.console.error;
  win.console.error = (...args: unknown[]) => {
    original.apply(win.console, args);
    report('onConsoleError', null, args.map(textOf).join(' '));
  };
}
