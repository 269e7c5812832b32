/**
 * The screens' door to metrics (metric-names.ts). The metrics module loads in a chunk
 * of its own on first use, so nothing on an element's way to its first paint waits
 * for it. Apart from index.ts (the logger's door) so that a test standing in for the
 * logger leaves the metrics as they are.
 */
import type { MetricName } from './metric-names';

export type { MetricName } from './metric-names';

type MetricsModule = typeof import('./metrics');
type MetricsConfig = Parameters<MetricsModule['configureMetrics']>[0];

let config: MetricsConfig | null = null;
let metrics: Promise<MetricsModule> | null = null;

function load(): Promise<MetricsModule> {
  metrics ??= import('./metrics').then((module) => {
    if (config) module.configureMetrics(config);
    return module;
  });
  return metrics;
}

/** Where metrics go, and the context each batch carries (index.ts's configureLogger passes its own on). */
export function configureMetrics(next: MetricsConfig): void {
  config = next;
  if (metrics) void metrics.then((module) => module.configureMetrics(next));
}

/** Queues one metric. Never throws. */
export function recordMetric(name: MetricName, value: number, data?: Readonly<Record<string, unknown>>): void {
  void load().then((module) => module.recordMetric(name, value, data), () => undefined);
}

/** The screen is up (an element's `onReady`, a page's first commit): mount→ready, once per page. */
export function markReady(): void {
  const at = performance.now();
  void load().then((module) => module.markReady(at), () => undefined);
}

/** Starts the page's own measures once (long tasks, interactive, network; visibility and pagehide where `tracksLifecycle`). */
export function startPageMetrics(tracksLifecycle: () => boolean): void {
  void load().then((module) => module.startPageMetrics(tracksLifecycle), () => undefined);
}
