/**
 * The metrics the runtime sends to the metrics path (spec §9, §2), each with its
 * unit: `ms` a duration or a time since the page's navigation started, `bool` 1 or 0.
 * A name outside this table does not compile.
 */
export const METRIC_UNITS = {
  /** From the frame's navigation start to its screen's first paint (an element's `onReady`). */
  mountToReady: 'ms',
  /** One confirm, from the request to the outcome the shopper is shown. */
  confirmLatency: 'ms',
  /** A script chunk (static/js), from the request to the last byte. */
  chunkLoad: 'ms',
  /** A translation file (locales/), from the request to the last byte. */
  translationLoad: 'ms',
  /** A main-thread task over 100 ms. */
  longTask: 'ms',
  /** When the page became interactive: the start of the first 1 s with no long task after ready. */
  interactive: 'ms',
  /** Online (1) or not (0), 2 s after the browser said it changed. */
  networkStatus: 'bool',
  /** The page became visible or hidden (elements and standalone routes only). */
  pageVisibility: 'ms',
  /** The page is going away (elements and standalone routes only). */
  pageHide: 'ms',
} as const;

export type MetricName = keyof typeof METRIC_UNITS;
export type MetricUnit = (typeof METRIC_UNITS)[MetricName];
