import { describe, expect, it } from 'vitest';
import { DashboardSessions, LOCKOUT, SESSION_IDLE_MS } from './sessions';

function clocked() {
  const time = { now: 0 };
  return { time, sessions: new DashboardSessions('sk_right', () => time.now) };
}

describe('DashboardSessions', () => {
  it('counts wrong keys in a sliding window: spread out, they never lock', () => {
    const { time, sessions } = clocked();
    for (let i = 0; i < LOCKOUT.maxWrong * 3; i++) {
      expect(sessions.signIn('sk_wrong').kind).toBe('wrong_key');
      time.now += LOCKOUT.windowMs / (LOCKOUT.maxWrong - 1);
    }
  });

  it('locks after maxWrong in the window, refuses the right key while locked, and lets it in after', () => {
    const { time, sessions } = clocked();
    for (let i = 1; i < LOCKOUT.maxWrong; i++) expect(sessions.signIn('sk_wrong')).toEqual({ kind: 'wrong_key', triesLeft: LOCKOUT.maxWrong - i });
    expect(sessions.signIn('sk_wrong')).toEqual({ kind: 'locked', retryAfterS: LOCKOUT.lockMs / 1000 });
    time.now += LOCKOUT.lockMs - 1000;
    expect(sessions.signIn('sk_right')).toEqual({ kind: 'locked', retryAfterS: 1 });
    time.now += 1000;
    expect(sessions.signIn('sk_right').kind).toBe('signed_in');
  });

  it('a session idle past its life is gone; its token with it', () => {
    const { time, sessions } = clocked();
    const result = sessions.signIn('sk_right');
    if (result.kind !== 'signed_in') throw new Error('not signed in');
    expect(sessions.checkCsrf(result.sessionId, result.csrf)).toBe(true);
    expect(sessions.checkCsrf(result.sessionId, `${result.csrf}x`)).toBe(false);
    time.now += SESSION_IDLE_MS + 1;
    expect(sessions.csrfOf(result.sessionId)).toBeNull();
    expect(sessions.checkCsrf(result.sessionId, result.csrf)).toBe(false);
  });
});
