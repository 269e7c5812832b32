import type { LogEventName, LogLevel } from './event-names';
import { hasCardNumber, hashCardNumbers, redactSecrets } from './card-hash';
import { BATCH_DELAY_MS, BATCH_SIZE, createBatchQueue, type FlushTarget, type TelemetryStreamConfig } from './batch-queue';
import { toLogJson } from './serialize';

export type { LogEventName, LogLevel } from './event-names';
/** Spec §9: batches of 8, sent 2 s after the first event; an identical event at most 3 times. */
const LOG_BATCH_SIZE = BATCH_SIZE;
export const LOG_DELAY_MS = BATCH_DELAY_MS;
const LOG_MAX_REPEATS = 3;
const LOGS_PATH = '/api/v1/checkout/logs';

export interface LogEntry {
  readonly name: LogEventName;
  readonly level: LogLevel;
  readonly time: number;
  readonly data: unknown;
}

export interface LoggerConfig extends TelemetryStreamConfig {
  readonly batchSize?: number;
  readonly delayMs?: number;
  readonly maxRepeats?: number;
}

export interface Logger {
  /** Queues one event. Never throws. */
  logEvent(name: LogEventName, level: LogLevel, data?: unknown): void;
  /** Sends what is queued now. Never throws. */
  flush(): void;
  /** Flushes and stops listening to the flush target. */
  dispose(): void;
}

export function createLogger(config: LoggerConfig): Logger {
  const maxRepeats = config.maxRepeats ?? LOG_MAX_REPEATS;
  const now = config.now ?? Date.now;
  // Counts per identical event for the logger's whole life, so a looping error stops after 3.
  const repeats = new Map<string, number>();
  const queue = createBatchQueue({
    ...config,
    url: `${config.apiBase.replace(/\/+$/, '')}${LOGS_PATH}`,
    batchSize: config.batchSize ?? LOG_BATCH_SIZE,
    delayMs: config.delayMs ?? LOG_DELAY_MS,
  });

  return {
    logEvent(name, level, data) {
      try {
        const json = toLogJson(data);
        const key = `${level}\u0000${name}\u0000${json}`;
        const count = repeats.get(key) ?? 0;
        if (count >= maxRepeats) return;
        repeats.set(key, count + 1);
        const entry: LogEntry = { name, level, time: now(), data: JSON.parse(json) as unknown };
        queue.push(entry);
      } catch {
        // Telemetry must never break the checkout.
      }
    },
    flush: queue.flush,
    dispose: queue.dispose,
  };
}

let defaultLogger: Logger | undefined;

/**
 * Points the shared logger at the provider's API base (from the environment table).
 * Until then events go to the same origin, so nothing logged at start-up is lost.
 */
export function configureLogger(config: Omit<LoggerConfig, 'flushTarget'>): Logger {
  defaultLogger?.dispose();
  defaultLogger = createLogger({ ...config, flushTarget: browserFlushTarget() });
  return defaultLogger;
}

/** Events waiting for their card numbers to be hashed; later events queue behind them, so the order holds. */
let hashing: Promise<void> | null = null;

/**
 * Logs through the shared logger. Never throws. A card number inside `data` is
 * logged only as its hash (spec §9): such an event, and any after it until it is
 * done, waits for crypto.subtle; every other event is queued at once.
 */
export function logEvent(name: LogEventName, level: LogLevel, data?: unknown): void {
  const log = (safe: unknown) => {
    try {
      defaultLogger ??= createLogger({ apiBase: '', flushTarget: browserFlushTarget() });
      defaultLogger.logEvent(name, level, safe);
    } catch {
      // Telemetry must never break the checkout.
    }
  };
  try {
    if (!hashing && !hasCardNumber(data)) return log(redactSecrets(data));
    const mine: Promise<void> = (hashing ?? Promise.resolve())
      .then(() => hashCardNumbers(data))
      .then(log, () => log({ unhashable: true }))
      .finally(() => {
        if (hashing === mine) hashing = null;
      });
    hashing = mine;
  } catch {
    // Telemetry must never break the checkout.
  }
}

function browserFlushTarget(): FlushTarget | undefined {
  return typeof window === 'undefined' ? undefined : window;
}
