/**
 * The screens' door to telemetry. The logger itself (batching, beacons, redaction)
 * loads in its own chunk on the first call, so nothing on an element's way to its
 * first paint waits for it; calls keep their order across the load.
 */
import type { LogEventName, LogLevel } from './log';

export type { LogEventName, LogLevel } from './log';

let logger: Promise<typeof import('./log')> | null = null;
const load = () => (logger ??= import('./log'));

export function configureLogger(config: Parameters<typeof import('./log').configureLogger>[0]): void {
  void load().then((log) => log.configureLogger(config));
}

/** Queues one event. Never throws; an event logged before the chunk arrives is sent when it does. */
export function logEvent(name: LogEventName, level: LogLevel, data?: unknown): void {
  void load().then((log) => log.logEvent(name, level, data), () => undefined);
}
