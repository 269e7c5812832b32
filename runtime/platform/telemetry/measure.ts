/**
 * The screens' door to metrics (metric-names.ts): imported once a screen is up
 * (main.tsx) or from a chunk that loads after the first paint (the confirm), and the
 * metrics module itself loads on first use, so nothing on an element's way to its
 * first paint waits for either. It follows the logger's configuration (index.ts).
 */
import { followLoggerConfig } from './index';
import type { MetricName } from './metric-names';

export type { MetricName } from './metric-names';

type MetricsModule = typeof import('./metrics');
type MetricsConfig = Parameters<MetricsModule['configureMetrics']>[0];

let metrics: Promise<MetricsModule> | null = null;

function load(): Promise<MetricsModule> {
  metrics ??= import('./metrics').then((module) => {
    followLoggerConfig((config: MetricsConfig) => module.configureMetrics(config));
    return module;
  });
  return metrics;
}

/** Queues one metric. Never throws. */
export function recordMetric(name: MetricName, value: number, data?: Readonly<Record<string, unknown>>): void {
  void load().then(
    (module) => module.recordMetric(name, value, data),
    () => undefined,
  );
}

/** The screen is up (an element's `onReady`, a page's first commit): mount→ready, once per page. */
export function markReady(at = performance.now()): void {
  void load().then(
    (module) => module.markReady(at),
    () => undefined,
  );
}

/** Starts the page's own measures once (long tasks, interactive, network; visibility and pagehide where `tracksLifecycle`). */
export function startPageMetrics(tracksLifecycle: () => boolean): void {
  void load().then(
    (module) => module.startPageMetrics(tracksLifecycle),
    () => undefined,
  );
}
