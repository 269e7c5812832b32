/**
 * The sandbox's one notion of "now": the wall clock plus an offset that the test
 * clock (`/api/v1/simulation/clock`, clock/routes.ts) moves forward and resets.
 * Client-secret expiry, consent schedules, instruction deadlines, micro-deposit
 * windows, webhook retries and every record's timestamps read it, so a test can
 * skip an hour instead of waiting one. The offset is a record of the store
 * (collection `clock`), read at every call: every app, dispatcher and store user of
 * one database agrees on the time, and a restart keeps it.
 *
 * This is the only module that reads the wall clock (sandbox/eslint-rules.js); the
 * few values another party compares with its own clock use `wallClock()`.
 */
export interface Clock {
  now(): Date;
  nowMs(): number;
}

interface ClockRecord {
  readonly id: typeof CLOCK_ID;
  readonly offset_ms: number;
  readonly updated_at: string;
}

const CLOCK_ID = 'sandbox';

/** What the clock keeps in the store (core/store.ts's SandboxStore is one): its one record, read and written. */
export interface ClockStore {
  get(collection: 'clock', id: typeof CLOCK_ID): ClockRecord | undefined;
  write(change: { readonly records: ReadonlyArray<{ readonly collection: 'clock'; readonly record: ClockRecord }> }): void;
}

/**
 * The real time, for what is checked against a clock outside the sandbox: a
 * webhook signature's timestamp (the merchant's server checks it against its own
 * clock), an Apple Pay merchant session (the browser's), a corrupt file's name.
 */
export function wallClock(): Date {
  return new Date();
}

export class SandboxClock implements Clock {
  constructor(private readonly store: ClockStore) {}

  /** How far the sandbox's time is ahead of the wall clock. */
  offsetMs(): number {
    return this.store.get('clock', CLOCK_ID)?.offset_ms ?? 0;
  }

  nowMs(): number {
    return Date.now() + this.offsetMs();
  }

  now(): Date {
    return new Date(this.nowMs());
  }

  /** Moves the sandbox's time forward by `ms` (> 0); returns the new now. */
  advance(ms: number): Date {
    if (!(ms > 0) || !Number.isFinite(ms)) throw new Error('sandbox: the clock only moves forward');
    return this.setOffset(this.offsetMs() + ms);
  }

  /** Back to the wall clock. */
  reset(): Date {
    return this.setOffset(0);
  }

  private setOffset(offset_ms: number): Date {
    const record: ClockRecord = { id: CLOCK_ID, offset_ms, updated_at: new Date().toISOString() };
    this.store.write({ records: [{ collection: 'clock', record }] });
    return this.now();
  }
}
