/** How the challenge is shown on the merchant's page; `overlay` unless the merchant or the browser refuses it. */
export const CHALLENGE_MODES = ['overlay', 'popup', 'redirect'] as const;
export type ChallengeMode = (typeof CHALLENGE_MODES)[number];
