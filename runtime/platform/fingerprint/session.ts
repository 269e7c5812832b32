/**
 * The frame's device fingerprint session: its id once the script was asked for, so
 * a confirm's device data can name it (runtime/platform/api/device-info.ts). Kept apart from
 * the loader so the confirm chunk reads it without fetching the loader.
 */
let sessionId: string | null = null;

/** The session id the fingerprint script was loaded with, or `null` when it was not (yet). */
export function fingerprintSessionId(): string | null {
  return sessionId;
}

export function recordFingerprintSession(id: string): void {
  sessionId = id;
}
