/**
 * The screens' door to telemetry. The logger (batching, beacons, redaction) and the
 * metrics each load in a chunk of their own on first use, so nothing on an element's
 * way to its first paint waits for them, and a frame that logs nothing never fetches
 * the logger. Events keep their order across the load.
 */
import type { LogEventName, LogLevel } from './log';
import type { MetricName } from './metric-names';

export type { LogEventName, LogLevel } from './log';
export type { MetricName } from './metric-names';
export { installWindowHooks } from './window-hooks';

type LoggerModule = typeof import('./log');
type MetricsModule = typeof import('./metrics');
type LoggerConfig = Parameters<LoggerModule['configureLogger']>[0];

let config: LoggerConfig | null = null;
let logger: Promise<LoggerModule> | null = null;
let metrics: Promise<MetricsModule> | null = null;

function load(): Promise<LoggerModule> {
  logger ??= import('./log').then((log) => {
    if (config) log.configureLogger(config);
    return log;
  });
  return logger;
}

function loadMetrics(): Promise<MetricsModule> {
  metrics ??= import('./metrics').then((module) => {
    if (config) module.configureMetrics(config);
    return module;
  });
  return metrics;
}

/** Where events and metrics go, and the context each batch carries; applied when each loads (or at once, if it has). */
export function configureLogger(next: LoggerConfig): void {
  config = next;
  if (logger) void logger.then((log) => log.configureLogger(next));
  if (metrics) void metrics.then((module) => module.configureMetrics(next));
}

/** Queues one event. Never throws; an event logged before the chunk arrives is sent when it does. */
export function logEvent(name: LogEventName, level: LogLevel, data?: unknown): void {
  void load().then((log) => log.logEvent(name, level, data), () => undefined);
}

/** Queues one metric (metric-names.ts). Never throws. */
export function recordMetric(name: MetricName, value: number, data?: Readonly<Record<string, unknown>>): void {
  void loadMetrics().then((module) => module.recordMetric(name, value, data), () => undefined);
}

/** The screen is up (an element's `onReady`, a page's first commit): mount→ready, once per page. */
export function markReady(): void {
  const at = performance.now();
  void loadMetrics().then((module) => module.markReady(at), () => undefined);
}

/** Starts the page's own measures once (long tasks, interactive, network, and lifecycle where `tracksLifecycle`). */
export function startPageMetrics(tracksLifecycle: () => boolean): void {
  void loadMetrics().then((module) => module.startPageMetrics(tracksLifecycle), () => undefined);
}
