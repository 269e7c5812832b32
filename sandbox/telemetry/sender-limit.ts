/**
 * How many telemetry events one sender may store: a token bucket per sender and
 * kind, counted in events (one beacon may carry 100). The sink keeps only the
 * newest 1000 events of a kind, so without a limit one sender's flood evicts
 * everyone else's; with it, a burst stops at BURST events (429), well short of the
 * 1000, and a sustained flood needs 8 s or more to push the rest out: time for
 * whoever reads their events back soon after sending them (a test, an alert).
 *
 * The sender is the client's address alone. The batch's context (tracker id,
 * intent id) is written by the sender, so a flood could name a fresh one per
 * beacon and get a fresh bucket each time; the socket's address it cannot choose
 * (no X-Forwarded-For is read: the sandbox is not meant to sit behind a proxy).
 * Everyone behind one address shares a budget, the end-to-end suite on loopback
 * included: every frame of a run sends its metrics (mount to ready, confirm
 * latency, …) and two workers' frames at once sent more than 10 a second (a test's
 * metric was refused at 10); 100 a second covers the suite's peaks.
 */
export const SENDER_LIMIT = {
  /** Events a sender may send at once. */
  burst: 200,
  /** Events a sender regains per second, up to `burst`. */
  perSecond: 100,
} as const;

/** Buckets kept; past it, full buckets (senders quiet long enough) are forgotten first. */
const MAX_SENDERS = 10_000;

interface Bucket {
  tokens: number;
  at: number;
}

export class SenderLimit {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly limit: { readonly burst: number; readonly perSecond: number } = SENDER_LIMIT,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /** Takes `count` events from `sender`'s bucket: 0 when taken, else the whole seconds to wait before they fit. */
  take(sender: string, count: number): number {
    const now = this.now();
    const bucket = this.refilled(this.buckets.get(sender), now);
    if (bucket.tokens < count) {
      this.buckets.set(sender, bucket);
      return Math.max(1, Math.ceil((Math.min(count, this.limit.burst) - bucket.tokens) / this.limit.perSecond));
    }
    bucket.tokens -= count;
    this.buckets.delete(sender);
    this.buckets.set(sender, bucket);
    if (this.buckets.size > MAX_SENDERS) this.forget(now);
    return 0;
  }

  private refilled(bucket: Bucket | undefined, now: number): Bucket {
    if (bucket === undefined) return { tokens: this.limit.burst, at: now };
    const tokens = Math.min(this.limit.burst, bucket.tokens + ((now - bucket.at) / 1000) * this.limit.perSecond);
    return { tokens, at: now };
  }

  /** Drops full buckets, then the least recently used ones, until MAX_SENDERS remain. */
  private forget(now: number): void {
    for (const [sender, bucket] of this.buckets) {
      if (this.refilled(bucket, now).tokens >= this.limit.burst) this.buckets.delete(sender);
    }
    for (const sender of this.buckets.keys()) {
      if (this.buckets.size <= MAX_SENDERS) break;
      this.buckets.delete(sender);
    }
  }
}
