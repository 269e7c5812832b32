import type { FrameOptions } from '../../protocol';

/** What every element screen receives from the shell once the route is parsed. */
export interface ElementScreenProps {
  /** Parsed `options` JSON from the URL (spec §2); `null` if absent or malformed. */
  readonly options: Partial<FrameOptions> | null;
  /** `client_secret` / `intent_id` from options or the query, whichever is given. */
  readonly clientSecret: string | null;
  readonly intentId: string | null;
}

/** Shell services a screen may use; optional so a screen also renders in isolation (tests). */
export interface ScreenServices {
  /** Loads and switches the UI language (a merchant's `update({ locale })`). */
  readonly setLanguage?: (tag: string) => Promise<void>;
  /** The API base of this environment ('' = this origin). */
  readonly apiBase?: string;
}
