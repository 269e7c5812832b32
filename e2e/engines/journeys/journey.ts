import type { EngineName, Shopper } from '../shopper';

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
  /** A script to run before each document's own (a wallet's stand-in), in an engine whose driver can. */
  readonly initScript?: (origins: Origins) => string;
  /** The engines it cannot run in, each with the reason (shown as the test's skip, and in docs/browser-support.md). */
  readonly skip?: Partial<Record<EngineName, string>>;
  readonly run: (shopper: Shopper, origins: Origins) => Promise<void>;
}
