/**
 * How simulator pages answer: HTML with headers that keep the session token
 * (it sits in the URL) out of caches and Referer, where the shopper goes after
 * acting, and which lock a session's action takes.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ShopperSession } from '../model/shopper-session';
import { linkReturnUrl, merchantReturnUrl } from './returns';
import type { Intent } from '../model/intent-types';

export function pageHeaders(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'");
}

export function htmlPage(c: Context, status: ContentfulStatusCode, body: string): Response {
  pageHeaders(c);
  return c.html(body, status);
}

/** Where the shopper goes after acting: the merchant, the runtime callback, or null for the done page. */
export function redirectAfter(session: ShopperSession, intent: Intent | null): string | null {
  if (session.kind === 'bank_redirect') return merchantReturnUrl(intent);
  if (session.kind === 'qrcode') return null;
  return linkReturnUrl(session, intent);
}

export function lockKeyOf(session: ShopperSession): string {
  // The intent lock is the one confirm takes, so a page action and a new confirmation never interleave.
  return session.intent_id === null ? `session:${session.id}` : `intent:${session.intent_id}`;
}
