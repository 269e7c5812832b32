/**
 * What the page measures of itself (spec §9): how long each script chunk and
 * translation file took to load (the browser's resource timing, the ones before this
 * chunk arrived included), long tasks over 100 ms, interactive time by a 1 s quiet
 * window, and the network status 2 s after a change; on elements and standalone routes
 * only (spec §2), the page's visibility and its going away. Going away (`pagehide`)
 * flushes the metrics; no `unload` listener.
 */
import { createInteractiveWatch, type InteractiveWatch } from './interactive';
import type { MetricName } from './metric-names';

export const LONG_TASK_MS = 100;
export const NETWORK_SETTLE_MS = 2_000;

/** Spec §7: script chunks come from static/js with hashed names; translation files from locales/. */
const CHUNK_URL = /\/static\/js\/([^/?#]+)\.js(?:[?#]|$)/;
const TRANSLATION_URL = /\/locales\/([\w-]+)\.json(?:[?#]|$)/;

interface TimedEntry {
  readonly name: string;
  readonly startTime: number;
  readonly duration: number;
}

export type RecordMetric = (name: MetricName, value: number, data?: Readonly<Record<string, unknown>>) => void;

/** The part of `window` the page metrics use (a fake in tests). */
export interface PageMetricsTarget {
  addEventListener(type: string, listener: (event: Event) => void): void;
  readonly document: { readonly visibilityState: string };
  readonly navigator: { readonly onLine: boolean; readonly connection?: { readonly effectiveType?: string } };
  readonly performance: { now(): number };
  readonly PerformanceObserver?: {
    new (callback: (list: { getEntries(): readonly TimedEntry[] }) => void): { observe(options: { type: string; buffered?: boolean }): void };
  };
}

export interface PageMetricsOptions {
  readonly record: RecordMetric;
  /** Sends what is queued (the page is going away). */
  readonly flush: () => void;
  /** Spec §2: whether the current route is an elements or standalone one. */
  readonly tracksLifecycle: () => boolean;
}

/** Starts measuring; `ready` takes the screen's ready time (ms since navigation start) for the interactive time. */
export function startPageMetrics(win: PageMetricsTarget, { record, flush, tracksLifecycle }: PageMetricsOptions): InteractiveWatch {
  const now = () => win.performance.now();
  const interactive = createInteractiveWatch((at) => record('interactive', at), now);

  // `buffered`: what happened before this chunk arrived (the first paint's chunks and long tasks) counts too.
  const observe = (type: string, each: (entry: TimedEntry) => void) => {
    try {
      new win.PerformanceObserver!((list) => list.getEntries().forEach(each)).observe({ type, buffered: true });
    } catch {
      // Not timed in this browser (no long tasks: interactive is then ready plus the quiet window).
    }
  };
  observe('resource', ({ name, duration }) => {
    const chunk = CHUNK_URL.exec(name)?.[1];
    const language = TRANSLATION_URL.exec(name)?.[1];
    if (chunk) record('chunkLoad', duration, { chunk });
    if (language) record('translationLoad', duration, { language });
  });
  observe('longtask', ({ startTime, duration }) => {
    if (duration <= LONG_TASK_MS) return;
    record('longTask', duration, { start: Math.round(startTime) });
    interactive.longTask(startTime + duration);
  });

  let settle: ReturnType<typeof setTimeout> | undefined;
  const networkChanged = () => {
    clearTimeout(settle);
    settle = setTimeout(() => {
      const { onLine, connection } = win.navigator;
      record('networkStatus', onLine ? 1 : 0, connection?.effectiveType ? { effective_type: connection.effectiveType } : undefined);
    }, NETWORK_SETTLE_MS);
  };
  win.addEventListener('online', networkChanged);
  win.addEventListener('offline', networkChanged);

  win.addEventListener('visibilitychange', () => {
    const state = win.document.visibilityState;
    if (tracksLifecycle()) record('pageVisibility', now(), { state });
    if (state === 'hidden') flush();
  });
  win.addEventListener('pagehide', (event) => {
    if (tracksLifecycle()) record('pageHide', now(), { persisted: (event as PageTransitionEvent).persisted === true });
    flush();
  });

  return interactive;
}
