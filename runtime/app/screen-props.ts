import type { FrameOptions } from '../../protocol';

/** What every element screen receives from the shell once the route is parsed. */
export interface ElementScreenProps {
  /** Parsed `options` JSON from the URL (spec §2); `null` if absent or malformed. */
  readonly options: Partial<FrameOptions> | null;
  /** `client_secret` / `intent_id` from options or the query, whichever is given. */
  readonly clientSecret: string | null;
  readonly intentId: string | null;
}
