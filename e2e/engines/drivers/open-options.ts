/** How a journey wants its browser: dark, or with a script run first in every document (a wallet's stand-in). */
export interface OpenOptions {
  readonly dark?: boolean;
  /** Run before each document's own scripts, in every frame and window of the journey. */
  readonly initScript?: string;
}
