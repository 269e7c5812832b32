/**
 * How simulator pages answer: HTML with headers that keep the session token
 * (it sits in the URL) out of caches and Referer, where the shopper goes after
 * acting, and which lock a session's action takes.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ShopperSession } from '../model/shopper-session';
import { linkReturnUrl, merchantReturnUrl, type LinkedConsent } from './returns';
import { consentOfLink } from '../consents/link-page';
import { customerLock } from '../customers/http';
import type { SandboxStore } from '../core/store';
import type { Intent } from '../model/intent-types';

function pageHeaders(c: Context): void {
  c.header('Cache-Control', 'no-store');
  c.header('Referrer-Policy', 'no-referrer');
  // img-src 'self': the browser's own request for /favicon.ico (Firefox logs its refusal as a violation on every visit).
  c.header('Content-Security-Policy', "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'");
}

export function htmlPage(c: Context, status: ContentfulStatusCode, body: string): Response {
  pageHeaders(c);
  return c.html(body, status);
}

/** Where the shopper goes after acting: the merchant, the runtime callback, or null for the done page. */
export function redirectAfter(session: ShopperSession, intent: Intent | null, consent: LinkedConsent | null = null): string | null {
  if (session.kind === 'bank_redirect') return merchantReturnUrl(intent);
  if (session.kind === 'qrcode') return null;
  return linkReturnUrl(session, intent, consent);
}

export function lockKeyOf(store: SandboxStore, session: ShopperSession): string {
  // The intent lock is the one confirm takes, so a page action and a new confirmation never interleave;
  // a consent's link page takes its customer's, as consent verify does.
  if (session.intent_id !== null) return `intent:${session.intent_id}`;
  const consent = consentOfLink(store, session);
  return consent === null ? `session:${session.id}` : customerLock(consent.customer_id);
}
