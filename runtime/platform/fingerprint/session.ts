/**
 * The frame's device fingerprint session: its id once the script was asked for, so
 * a confirm's device data can name it (runtime/platform/api/device-info.ts), without the loader.
 */
let sessionId: string | null = null;

/** The session id the fingerprint script was (or is about to be) loaded with, or `null` when none was made yet. */
export function fingerprintSessionId(): string | null {
  return sessionId;
}

/**
 * The session's id, set on the first ask: the loader asks when it requests the script, and a
 * confirm sent before that asks too, so it can name the session the script is then loaded with.
 * `given` is the merchant's own `sessionId` from the frame's address (spec §2); without one, a new id.
 */
export function claimFingerprintSession(given: string | null = null): string {
  sessionId ??= given ?? crypto.randomUUID();
  return sessionId;
}
