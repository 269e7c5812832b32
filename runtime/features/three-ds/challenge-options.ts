/**
 * What the SDK's challenge module puts in `#/elements/3ds-challenge?options=…`
 * (sdk/three-ds/challenge.ts). Read from an untrusted address: each field is kept
 * only when it has the right type, and the return URL only on the merchant's origin.
 */
import { isChannelId, isWebOrigin, type Appearance } from '../../../protocol';
import { readHashOptions, text } from './page-options';

export type ChallengeWindow = 'overlay' | 'popup' | 'redirect';

export interface ChallengeOptions {
  readonly origin: string;
  readonly channel: string;
  readonly intentId: string;
  readonly clientSecret: string;
  /** Where a full-page redirect comes back to when the intent has no return_url. */
  readonly returnUrl: string | null;
  readonly appearance: Appearance | undefined;
}

export function readChallengeOptions(hash: string): ChallengeOptions | null {
  const raw = readHashOptions(hash);
  const origin = text(raw.origin);
  const intentId = text(raw.intent_id);
  const clientSecret = text(raw.client_secret);
  if (!isWebOrigin(origin) || !isChannelId(raw.channel) || !intentId || !clientSecret) return null;
  const returnUrl = text(raw.return_url);
  const appearance = typeof raw.appearance === 'object' && raw.appearance !== null ? (raw.appearance as Appearance) : undefined;
  return {
    origin,
    channel: raw.channel,
    intentId,
    clientSecret,
    returnUrl: returnUrl && sameOrigin(returnUrl, origin) ? returnUrl : null,
    appearance,
  };
}

function sameOrigin(url: string, origin: string): boolean {
  try {
    return new URL(url).origin === origin;
  } catch {
    return false;
  }
}

/** Where this page runs: in the SDK's overlay frame, a popup it opened, or the whole tab. */
export function challengeWindowOf(win: Window): ChallengeWindow {
  if (win.parent !== win) return 'overlay';
  return win.opener ? 'popup' : 'redirect';
}
