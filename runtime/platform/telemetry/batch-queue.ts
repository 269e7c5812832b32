/**
 * The queue behind the logger and the metrics: events wait until `batchSize` are
 * queued or `delayMs` after the first, then leave in beacons (beacon.ts). The page
 * going away (`pagehide`, or hidden) flushes it. No `unload` or `beforeunload`
 * listener, ever: either keeps a page out of the back/forward cache.
 */
import { beaconBodies, sendBeacons, type BeaconTransport } from './beacon';

/** Spec §9: batches of 8, sent 2 s after the first event. */
export const BATCH_SIZE = 8;
export const BATCH_DELAY_MS = 2_000;

/** Where `pagehide` / `visibilitychange` fire (window); the queue is flushed then. */
export interface FlushTarget {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
  readonly document?: { readonly visibilityState?: string };
}

/** Where a telemetry stream (logs, metrics) is sent and what each of its batches carries. */
export interface TelemetryStreamConfig {
  /** The provider's API base; '' for the same origin (the sandbox). */
  readonly apiBase: string;
  /** Sent with every batch (route, intent id…). */
  readonly context?: Readonly<Record<string, unknown>>;
  readonly sendBeacon?: (url: string, body: string) => boolean;
  readonly fetch?: typeof fetch;
  readonly flushTarget?: FlushTarget;
  readonly now?: () => number;
}

export interface BatchQueueConfig extends BeaconTransport {
  readonly url: string;
  /** Sent with every batch (route, intent id…). */
  readonly context?: Readonly<Record<string, unknown>>;
  readonly flushTarget?: FlushTarget;
  readonly batchSize: number;
  readonly delayMs: number;
}

export interface BatchQueue {
  push(event: unknown): void;
  /** Sends what is queued now. Never throws. */
  flush(): void;
  /** Flushes and stops listening to the flush target. */
  dispose(): void;
}

export function createBatchQueue(config: BatchQueueConfig): BatchQueue {
  let queue: unknown[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = (): void => {
    try {
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
      if (queue.length === 0) return;
      const events = queue;
      queue = [];
      sendBeacons(config.url, beaconBodies(config.context, events), config);
    } catch {
      // Telemetry must never break the checkout.
    }
  };
  const onHide = (): void => {
    if (config.flushTarget?.document?.visibilityState === 'hidden') flush();
  };
  config.flushTarget?.addEventListener('pagehide', flush);
  config.flushTarget?.addEventListener('visibilitychange', onHide);

  return {
    push(event) {
      queue.push(event);
      if (queue.length >= config.batchSize) flush();
      else timer ??= setTimeout(flush, config.delayMs);
    },
    flush,
    dispose() {
      flush();
      try {
        config.flushTarget?.removeEventListener('pagehide', flush);
        config.flushTarget?.removeEventListener('visibilitychange', onHide);
      } catch {
        // ignore
      }
    },
  };
}
