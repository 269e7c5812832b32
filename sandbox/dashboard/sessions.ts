/**
 * The dashboard's sign-ins: a session per browser that gave the merchant's secret key,
 * kept in memory (a restart signs everyone out), each with its own CSRF token. Wrong
 * keys are counted in a sliding window; past the limit every sign-in is refused for a
 * while, the right key too, so the key cannot be guessed at the speed of a loop. The
 * sandbox holds one merchant account, so the count is the account's, not a client's.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export const LOCKOUT = { maxWrong: 5, windowMs: 60_000, lockMs: 60_000 } as const;
/** A session ends after this long without a request. */
export const SESSION_IDLE_MS = 8 * 3600_000;

interface Session {
  readonly csrf: string;
  lastSeenMs: number;
}

export type SignIn =
  | { readonly kind: 'signed_in'; readonly sessionId: string; readonly csrf: string }
  | { readonly kind: 'wrong_key'; readonly triesLeft: number }
  | { readonly kind: 'locked'; readonly retryAfterS: number };

const token = () => randomBytes(32).toString('base64url');

function sameText(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export class DashboardSessions {
  private readonly sessions = new Map<string, Session>();
  private wrongAt: number[] = [];
  private lockedUntilMs = 0;

  /** `nowMs` measures elapsed time only (monotonic): a session's life is not the sandbox's test clock, which an advance moves by years. */
  constructor(
    private readonly secretKey: string,
    private readonly nowMs: () => number,
  ) {}

  signIn(key: string): SignIn {
    const now = this.nowMs();
    if (now < this.lockedUntilMs) return { kind: 'locked', retryAfterS: Math.ceil((this.lockedUntilMs - now) / 1000) };
    if (!sameText(key, this.secretKey)) {
      this.wrongAt = [...this.wrongAt.filter((at) => now - at < LOCKOUT.windowMs), now];
      if (this.wrongAt.length >= LOCKOUT.maxWrong) {
        this.lockedUntilMs = now + LOCKOUT.lockMs;
        this.wrongAt = [];
        return { kind: 'locked', retryAfterS: Math.ceil(LOCKOUT.lockMs / 1000) };
      }
      return { kind: 'wrong_key', triesLeft: LOCKOUT.maxWrong - this.wrongAt.length };
    }
    this.wrongAt = [];
    const sessionId = token();
    const csrf = token();
    this.sessions.set(sessionId, { csrf, lastSeenMs: now });
    return { kind: 'signed_in', sessionId, csrf };
  }

  /** The session's CSRF token, or null when there is no such live session. */
  csrfOf(sessionId: string | undefined): string | null {
    if (sessionId === undefined) return null;
    const session = this.sessions.get(sessionId);
    if (!session) return null;
    const now = this.nowMs();
    if (now - session.lastSeenMs > SESSION_IDLE_MS) {
      this.sessions.delete(sessionId);
      return null;
    }
    session.lastSeenMs = now;
    return session.csrf;
  }

  /** True when `given` is this live session's CSRF token. */
  checkCsrf(sessionId: string | undefined, given: string | undefined): boolean {
    const csrf = this.csrfOf(sessionId);
    return csrf !== null && given !== undefined && sameText(given, csrf);
  }

  signOut(sessionId: string | undefined): void {
    if (sessionId !== undefined) this.sessions.delete(sessionId);
  }
}
