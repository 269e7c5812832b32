/**
 * The metrics (metric-names.ts) on their way to the metrics path: batched as the
 * logs are (8, or 2 s after the first), in beacons of at most 60 KiB, flushed when
 * the page goes away. Loaded in a chunk of its own (index.ts), so nothing on an
 * element's way to its first paint waits for it.
 */
import { BATCH_DELAY_MS, BATCH_SIZE, createBatchQueue, type TelemetryStreamConfig } from './batch-queue';
import { METRIC_UNITS, type MetricName, type MetricUnit } from './metric-names';
import { startPageMetrics as startMeasuring } from './page-metrics';
import type { InteractiveWatch } from './interactive';

export const METRICS_PATH = '/api/v1/checkout/metrics';

interface MetricEvent {
  readonly name: MetricName;
  readonly time: number;
  readonly value: number;
  readonly unit: MetricUnit;
  readonly data?: Readonly<Record<string, unknown>>;
}

export type MetricsConfig = TelemetryStreamConfig;

export interface Metrics {
  /** Queues one metric. Never throws. */
  record(name: MetricName, value: number, data?: Readonly<Record<string, unknown>>): void;
  flush(): void;
  dispose(): void;
}

export function createMetrics(config: MetricsConfig): Metrics {
  const now = config.now ?? Date.now;
  const queue = createBatchQueue({
    ...config,
    url: `${config.apiBase.replace(/\/+$/, '')}${METRICS_PATH}`,
    batchSize: BATCH_SIZE,
    delayMs: BATCH_DELAY_MS,
  });
  return {
    record(name, value, data) {
      try {
        if (!Number.isFinite(value)) return;
        const event: MetricEvent = { name, time: now(), value: Math.round(value * 10) / 10, unit: METRIC_UNITS[name], ...(data ? { data } : {}) };
        queue.push(event);
      } catch {
        // Telemetry must never break the checkout.
      }
    },
    flush: queue.flush,
    dispose: queue.dispose,
  };
}

let shared: Metrics | undefined;
const browserWindow = () => (typeof window === 'undefined' ? undefined : window);

/** Points the shared metrics at the provider's API base; until then they go to the same origin. */
export function configureMetrics(config: Omit<MetricsConfig, 'flushTarget'>): void {
  shared?.dispose();
  shared = createMetrics({ ...config, flushTarget: browserWindow() });
}

/** Queues one metric on the shared metrics. Never throws. */
export function recordMetric(name: MetricName, value: number, data?: Readonly<Record<string, unknown>>): void {
  try {
    shared ??= createMetrics({ apiBase: '', flushTarget: browserWindow() });
    shared.record(name, value, data);
  } catch {
    // Telemetry must never break the checkout.
  }
}

let readyAt: number | null = null;
let watch: InteractiveWatch | null = null;

/** The screen's first paint, `at` ms after navigation start: mount→ready, once per page. */
export function markReady(at: number): void {
  if (readyAt !== null) return;
  readyAt = at;
  recordMetric('mountToReady', at);
  watch?.ready(at);
}

/** Starts the page's own measures (page-metrics.ts) once per page; `tracksLifecycle` says whether the route is an elements or standalone one. */
export function startPageMetrics(tracksLifecycle: () => boolean): void {
  const win = browserWindow();
  if (watch || !win) return;
  watch = startMeasuring(win, { record: recordMetric, flush: () => shared?.flush(), tracksLifecycle });
  if (readyAt !== null) watch.ready(readyAt);
}
