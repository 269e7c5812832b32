/**
 * The screens' door to telemetry. The logger itself (batching, beacons, redaction)
 * loads in its own chunk on the first event, so nothing on an element's way to its
 * first paint waits for it, and a frame that logs nothing never fetches it.
 * Events keep their order across the load. Metrics have their door in measure.ts,
 * loaded only once a screen is up.
 */
import type { LogEventName, LogLevel } from './log';

export type { LogEventName, LogLevel } from './log';

type LoggerModule = typeof import('./log');
type LoggerConfig = Parameters<LoggerModule['configureLogger']>[0];

let config: LoggerConfig | null = null;
let logger: Promise<LoggerModule> | null = null;
let follower: ((next: LoggerConfig) => void) | null = null;

function load(): Promise<LoggerModule> {
  logger ??= import('./log').then((log) => {
    if (config) log.configureLogger(config);
    return log;
  });
  return logger;
}

/** Where events and metrics go, and the context each batch carries; applied when each loads (or at once, if it has). */
export function configureLogger(next: LoggerConfig): void {
  config = next;
  if (logger) void logger.then((log) => log.configureLogger(next));
  follower?.(next);
}

/** The metrics door (measure.ts) takes the same configuration: now, if there is one, and at each change. */
export function followLoggerConfig(listener: (next: LoggerConfig) => void): void {
  follower = listener;
  if (config) listener(config);
}

/** Queues one event. Never throws; an event logged before the chunk arrives is sent when it does. */
export function logEvent(name: LogEventName, level: LogLevel, data?: unknown): void {
  void load().then(
    (log) => log.logEvent(name, level, data),
    () => undefined,
  );
}
