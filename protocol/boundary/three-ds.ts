/**
 * 3-D Secure across the frame boundary. The paying frame runs the device-data step
 * itself; when the issuer wants a challenge it answers `confirm` with a
 * `ChallengeRequest`. The SDK then shows `/elements/3ds-challenge` (overlay, popup or
 * full-page redirect), and tells the paying frame how it ended with one of the four
 * `on3ds*` parent codes. The paying frame never takes that word for the outcome: it
 * reads the intent from the provider and answers with what the provider says.
 */
import type { ParentCode } from '../codes';
import { isRecord } from './plain-data';
import { optional, shape } from './shape';

import { CHALLENGE_MODES, type ChallengeMode } from '../challenge-modes';

export { CHALLENGE_MODES, type ChallengeMode } from '../challenge-modes';

/** The challenge page's verdict, sent to the SDK as `on3dsResult` and on to the paying frame as its code. */
export const THREE_DS_OUTCOMES = {
  success: 'on3dsSuccess',
  error: 'on3dsError',
  cancel: 'on3dsCancel',
  challenge_error: 'on3dsChallengeError',
} as const satisfies Record<string, ParentCode>;
type ThreeDsOutcome = keyof typeof THREE_DS_OUTCOMES;
export type ThreeDsOutcomeCode = (typeof THREE_DS_OUTCOMES)[ThreeDsOutcome];

/** Why a challenge ended without the bank's answer (`on3ds*` call params, `on3dsResult` payload). */
export const CHALLENGE_END_REASONS = ['closed', 'timeout', 'load_failed'] as const;
export type ChallengeEndReason = (typeof CHALLENGE_END_REASONS)[number];

export interface ThreeDsResult {
  readonly outcome: ThreeDsOutcome;
  readonly reason?: ChallengeEndReason;
}

/** What the paying frame answers `confirm` with while a challenge is needed. */
export interface ChallengeRequest {
  readonly challenge: { readonly intent_id: string };
}

export function isChallengeRequest(value: unknown): value is ChallengeRequest {
  return isRecord(value) && isRecord(value.challenge) && typeof value.challenge.intent_id === 'string';
}

/** Host events of the challenge page (to the SDK's challenge module), with their readers. */
export const THREE_DS_EVENTS = ['on3dsChallenge', 'on3dsResult'] as const;

/** What the challenge page tells the SDK: how it is shown (the host event `on3dsChallenge`). */
export interface ChallengeShown {
  readonly mode: ChallengeMode;
  readonly title?: string;
}

/** The payloads of THREE_DS_EVENTS (payloads.ts's HostEventMap names them). */
interface ThreeDsEventPayloads {
  on3dsChallenge: ChallengeShown;
  on3dsResult: ThreeDsResult;
}

const oneOf = (values: readonly string[]) => (value: unknown) => values.includes(value as string);

export const THREE_DS_EVENT_READERS = {
  on3dsChallenge: shape<ThreeDsEventPayloads['on3dsChallenge']>({
    mode: oneOf(CHALLENGE_MODES),
    title: optional((value) => typeof value === 'string' && value.length <= 200),
  }),
  on3dsResult: shape<ThreeDsEventPayloads['on3dsResult']>({
    outcome: oneOf(Object.keys(THREE_DS_OUTCOMES)),
    reason: optional(oneOf(CHALLENGE_END_REASONS)),
  }),
} as const satisfies { readonly [E in (typeof THREE_DS_EVENTS)[number]]: (value: unknown) => ThreeDsEventPayloads[E] | null };

/** A challenge left open this long ends as an error the shopper can retry. */
export const CHALLENGE_TIMEOUT_MS = 10 * 60 * 1000;
/** The hidden device-data step is given this long; after it the payment goes on without it. */
export const DEVICE_DATA_TIMEOUT_MS = 10_000;
