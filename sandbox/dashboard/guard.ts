/**
 * What every dashboard request passes before a handler sees it:
 * - no address under /dashboard carries the secret key (a URL lands in history, logs and
 *   Referer headers): a query with a key-like name, or any value equal to the key, is refused;
 * - a POST comes from the dashboard's own origin (Origin required and equal, Sec-Fetch-Site
 *   `same-origin` where the browser sends it), as JSON (a cross-site form cannot send it);
 * - once signed in, a POST carries the session's CSRF token in `x-csrf-token`.
 */
import type { Context } from 'hono';
import { getCookie, setCookie, deleteCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DashboardSessions } from './sessions';

export const SESSION_COOKIE = 'portico_dashboard';
export const CSRF_HEADER = 'x-csrf-token';
const COOKIE_PATH = '/dashboard';
const KEY_LIKE_PARAMS = /^(?:key|secret|secret_key|api_key|apikey|x-api-key|sk|token)$/i;

export function refuse(c: Context, status: ContentfulStatusCode, code: string, message: string, extra: Record<string, unknown> = {}): Response {
  // The sandbox's one error shape ({ code, message, details }), with the details also at the top for the page.
  return c.json({ code, message, details: extra, ...extra }, status, { 'Cache-Control': 'no-store' });
}

/** True when the query string names a key or holds the secret key itself. */
export function queryCarriesKey(url: string, secretKey: string): boolean {
  const params = new URL(url).searchParams;
  for (const [name, value] of params) {
    if (KEY_LIKE_PARAMS.test(name) || value === secretKey || value.startsWith('sk_')) return true;
  }
  return false;
}

/** Why a POST is not from the dashboard's own page, or null when it is. */
export function crossSiteReason(c: Context): string | null {
  const site = c.req.header('sec-fetch-site');
  if (site !== undefined && site !== 'same-origin') return `Sec-Fetch-Site is ${site}`;
  const origin = c.req.header('origin');
  if (origin === undefined) return 'no Origin header';
  if (origin !== new URL(c.req.url).origin) return 'Origin is another site';
  const type = c.req.header('content-type') ?? '';
  if (!/^application\/json(?:;|$)/i.test(type)) return 'not a JSON body';
  return null;
}

export function sessionIdOf(c: Context): string | undefined {
  return getCookie(c, SESSION_COOKIE);
}

export function setSessionCookie(c: Context, sessionId: string): void {
  setCookie(c, SESSION_COOKIE, sessionId, {
    httpOnly: true,
    sameSite: 'Strict',
    secure: new URL(c.req.url).protocol === 'https:',
    path: COOKIE_PATH,
  });
}

export function clearSessionCookie(c: Context): void {
  deleteCookie(c, SESSION_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'Strict', secure: new URL(c.req.url).protocol === 'https:' });
}

/** The refusal of a POST whose CSRF token is missing or not this session's (a stale one included); null when it passes. */
export function csrfRefusal(c: Context, sessions: DashboardSessions): Response | null {
  const sessionId = sessionIdOf(c);
  if (sessions.csrfOf(sessionId) === null) return refuse(c, 401, 'signed_out', 'Sign in with your secret key.');
  if (!sessions.checkCsrf(sessionId, c.req.header(CSRF_HEADER))) {
    return refuse(c, 403, 'csrf_token_invalid', 'The form is out of date: reload the page and try again.');
  }
  return null;
}
