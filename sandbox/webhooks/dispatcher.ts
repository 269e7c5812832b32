/**
 * Sends the pending deliveries: each due one is posted to its endpoint with the
 * event's body and a fresh signature (by each of its live secrets); a 2xx answer delivers it, anything else (another
 * status, a refused connection, no answer within the time-out) schedules the next
 * attempt after an exponential back-off, until the schedule runs out (FAILED). Every
 * attempt is recorded on the delivery in the store before the next is made, so a
 * sandbox restarted in the middle of retries resumes them; a send cut off by the stop
 * is made again (at least once: the event id is the receiver's key to deduplicate).
 */
import { SandboxClock, type Clock } from '../core/clock';
import type { SandboxStore } from '../core/store';
import { SIGNATURE_HEADER, signatureHeader } from './signature';
import { signingSecrets } from './secrets';
import type { TargetCheck } from './target';
import type { DeliveryAttempt, WebhookDelivery, WebhookEndpoint, WebhookEvent } from './types';

export interface RetrySchedule {
  /** The wait after the first failed attempt. */
  readonly firstDelayMs: number;
  /** Each later wait is this many times the one before. */
  readonly factor: number;
  /** Attempts in all, the first included. */
  readonly maxAttempts: number;
}

/** 10 s, 1 min, 6 min, 36 min, 3.6 h, 21.6 h: six attempts over about a day. */
export const DEFAULT_SCHEDULE: RetrySchedule = { firstDelayMs: 10_000, factor: 6, maxAttempts: 6 };

export interface DispatcherOptions {
  readonly schedule?: RetrySchedule;
  /** How long an endpoint has to answer. */
  readonly timeoutMs?: number;
  /** How often due deliveries are looked for (a new event is sent at once, without waiting). */
  readonly pollMs?: number;
  readonly allowTarget: TargetCheck;
  readonly log?: (line: string) => void;
  /** The sandbox's time (the test clock), which says when a retry is due; by default the store's clock. */
  readonly clock?: Clock;
}

/** The wait before attempt `n + 1` after `n` failed ones. */
export function retryDelay(schedule: RetrySchedule, failed: number): number {
  return schedule.firstDelayMs * schedule.factor ** (failed - 1);
}

export class WebhookDispatcher {
  private readonly schedule: RetrySchedule;
  private readonly timeoutMs: number;
  private readonly pollMs: number;
  private readonly inFlight = new Set<string>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  /** A look for due deliveries is already set for after this turn. */
  private nudged = false;
  private readonly sends = new Set<Promise<void>>();
  private readonly clock: Clock;

  constructor(
    private readonly store: SandboxStore,
    private readonly opts: DispatcherOptions,
  ) {
    this.schedule = opts.schedule ?? DEFAULT_SCHEDULE;
    this.timeoutMs = opts.timeoutMs ?? 10_000;
    this.pollMs = opts.pollMs ?? 500;
    this.clock = opts.clock ?? new SandboxClock(store);
  }

  start(): void {
    if (this.timer !== null || this.stopped) return;
    this.timer = setInterval(() => this.nudge(), this.pollMs);
    this.timer.unref();
    this.nudge();
  }

  /**
   * Sends what is due without waiting for the next poll (once started): right after the
   * request that called it has been answered, not on its way (every nudge of one turn of
   * the event loop makes one look for due deliveries).
   */
  nudge(): void {
    if (this.stopped || this.timer === null || this.nudged) return;
    this.nudged = true;
    setImmediate(() => {
      this.nudged = false;
      if (!this.stopped) void this.runDue();
    });
  }

  /** Sends every due delivery not already being sent; resolves when those sends are recorded. */
  async runDue(now: Date = this.clock.now()): Promise<void> {
    const due = this.store
      .findBy<'webhook_deliveries', WebhookDelivery>('webhook_deliveries', 'status', 'PENDING')
      .filter((d) => d.next_attempt_at !== null && Date.parse(d.next_attempt_at) <= now.getTime() && !this.inFlight.has(d.id));
    await Promise.all(due.map((delivery) => this.track(this.send(delivery))));
  }

  /** Stops polling and waits for the sends under way. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
    await Promise.all([...this.sends]);
  }

  private track(send: Promise<void>): Promise<void> {
    this.sends.add(send);
    return send.finally(() => this.sends.delete(send));
  }

  private async send(delivery: WebhookDelivery): Promise<void> {
    this.inFlight.add(delivery.id);
    try {
      const event = this.store.get<WebhookEvent>('webhook_events', delivery.event_id);
      const endpoint = this.store.get<WebhookEndpoint>('webhook_endpoints', delivery.endpoint_id);
      if (!event || !endpoint) return;
      const attempt = await this.post(endpoint, event);
      if (this.stopped && attempt.status_code === null) return; // cut off by the stop: sent again after the restart
      this.record(delivery.id, attempt);
    } finally {
      this.inFlight.delete(delivery.id);
    }
  }

  private async post(endpoint: WebhookEndpoint, event: WebhookEvent): Promise<DeliveryAttempt> {
    // The attempt's time is the sandbox's (its retries follow the test clock); its duration is measured.
    const at = this.clock.now().toISOString();
    const started = performance.now();
    const url = new URL(endpoint.url);
    if (!this.opts.allowTarget(url)) return { at, status_code: null, error: 'target_not_allowed', duration_ms: 0 };
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Portico-Sandbox-Webhooks/1',
          // A rolled secret signs too while its grace lasts (on the sandbox clock); `t` is the wall clock's.
          [SIGNATURE_HEADER]: signatureHeader(signingSecrets(endpoint, this.clock.now()), event.body),
          'Portico-Event-Id': event.id,
          'Portico-Event-Type': event.type,
        },
        body: event.body,
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      await response.arrayBuffer().catch(() => undefined);
      return { at, status_code: response.status, error: null, duration_ms: Math.round(performance.now() - started) };
    } catch (err) {
      const name = err instanceof Error ? err.name : '';
      const error = name === 'TimeoutError' ? 'timeout' : 'connection_failed';
      return { at, status_code: null, error, duration_ms: Math.round(performance.now() - started) };
    }
  }

  private record(id: string, attempt: DeliveryAttempt): void {
    this.store.transaction(() => {
      const current = this.store.get<WebhookDelivery>('webhook_deliveries', id);
      if (!current || current.status !== 'PENDING') return;
      const attempts = [...current.attempts, attempt];
      const ok = attempt.status_code !== null && attempt.status_code >= 200 && attempt.status_code < 300;
      const exhausted = !ok && attempts.length >= this.schedule.maxAttempts;
      const next = ok || exhausted ? null : new Date(Date.parse(attempt.at) + attempt.duration_ms + retryDelay(this.schedule, attempts.length)).toISOString();
      const status = ok ? 'DELIVERED' : exhausted ? 'FAILED' : 'PENDING';
      const record: WebhookDelivery = { ...current, attempts, status, next_attempt_at: next, updated_at: this.clock.now().toISOString() };
      this.store.write({ records: [{ collection: 'webhook_deliveries', record }] });
      if (!ok)
        this.opts.log?.(
          `sandbox: webhook ${current.event_id} to ${current.endpoint_id}: attempt ${attempts.length} ${attempt.status_code ?? attempt.error}${next ? `, next at ${next}` : ', given up'}`,
        );
    });
  }
}
