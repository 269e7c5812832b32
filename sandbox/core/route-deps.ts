import type { SandboxClock } from './clock';
import type { KeyedLock } from './lock';
import type { PublicOrigin } from './public-origin';
import type { SandboxStore } from './store';

/** What every route module gets from the app. */
export interface RouteDeps {
  readonly store: SandboxStore;
  /** The sandbox's now (the test clock): every route reads the time here. */
  readonly clock: SandboxClock;
  /** The merchant's secret API key (`x-api-key`). */
  readonly secretKey: string;
  /** Signs client secrets (intents, customers). */
  readonly signingKey: Buffer;
  /** Keys the HMAC of request bodies for idempotency fingerprints. */
  readonly fingerprintKey: Buffer;
  /** One lock table for the whole app, so writes to one record never interleave. */
  readonly lock: KeyedLock;
  readonly log: (line: string) => void;
  /** The origin to write into URLs handed out for a request (never the Host header's alone). */
  readonly publicOrigin: PublicOrigin;
  /**
   * The configured checkout origin, where shoppers open what the merchant hands them (a
   * payment link), whatever origin the merchant's server called; undefined when not configured.
   */
  readonly checkoutOrigin?: () => string | undefined;
}
