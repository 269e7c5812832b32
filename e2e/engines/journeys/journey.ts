import type { Shopper } from '../shopper';

/** Where the journey runs: the two origins the global setup started. */
export interface Origins {
  readonly merchantUrl: string;
  readonly checkoutUrl: string;
}

/** A shopper's journey, written once against the Shopper interface and run in every engine. */
export interface Journey {
  readonly name: string;
  /** A journey that needs the browser started dark (prefers-color-scheme). */
  readonly dark?: boolean;
  readonly run: (shopper: Shopper, origins: Origins) => Promise<void>;
}
