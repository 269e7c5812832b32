/**
 * Test helpers for the non-card methods and the shopper simulators: confirm
 * with a method, drive the simulation API and the pages. Not used by production code.
 */
import { expect } from 'vitest';
import type { Hono } from 'hono';
import type { ShopperSession } from '../model/shopper-session';
import type { SandboxStore } from '../core/store';
import { INTENTS, SECRET_KEY, confirm, get, post, uniqueId } from './app';
import type { Intent } from '../model/intent-types';

export const SHOPPER_ACTIONS = '/api/v1/simulation/pa/shopper_actions';
export const METHOD_TYPES = '/api/v1/pa/config/payment_method_types';
export const MERCHANT = { 'x-api-key': SECRET_KEY } as const;

export function methodBody(type: string, details?: unknown, requestId = uniqueId('confirm')): Record<string, unknown> {
  return { request_id: requestId, payment_method: details === undefined ? { type } : { type, [type]: details } };
}

export async function confirmWith(app: Hono, intent: Intent, type: string, details?: unknown): Promise<Intent> {
  const res = await confirm(app, intent, methodBody(type, details));
  expect(res.status).toBe(200);
  return (await res.json()) as Intent;
}

export async function fetchIntent(app: Hono, id: string): Promise<Intent> {
  const res = await get(app, `${INTENTS}/${id}`, MERCHANT);
  expect(res.status).toBe(200);
  return (await res.json()) as Intent;
}

export function simulate(app: Hono, action: 'pay' | 'reject', body: unknown, headers: Record<string, string> = MERCHANT): Promise<Response> {
  return post(app, `${SHOPPER_ACTIONS}/${action}`, body, headers);
}

/** The `session` query parameter of a simulator page URL. */
export function sessionOf(url: string): string {
  const id = new URL(url).searchParams.get('session');
  expect(id).toMatch(/^ses_[A-Za-z0-9_-]{32}$/);
  return id ?? '';
}

/** The simulator page URL of a waiting intent's next action (redirect or QR fallback). */
export function pageUrl(intent: Intent): string {
  const action = intent.next_action;
  if (action?.type !== 'redirect' && action?.type !== 'render_qrcode') throw new Error(`no page in ${JSON.stringify(action)}`);
  return action.url;
}

/** The path and query of a URL, for `app.request()`. */
export function local(url: string): string {
  const u = new URL(url);
  return `${u.pathname}${u.search}`;
}

export function submitForm(app: Hono, path: string, fields: Record<string, string>): Promise<Response> {
  return Promise.resolve(
    app.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    }),
  );
}

/** Moves a session's expiry into the past, as 15 minutes passing would. */
export async function expireSession(store: SandboxStore, id: string): Promise<void> {
  const session = store.get<ShopperSession>('sessions', id);
  if (!session) throw new Error(`no session ${id}`);
  const expired: ShopperSession = { ...session, expires_at: new Date(Date.now() - 1000).toISOString() };
  await store.commit({ records: [{ collection: 'sessions', record: expired }] });
}

/** Every `<form>`'s action and its named submit buttons, read from the page. */
export function formsOf(page: string): Array<{ action: string; method: string; buttons: string[]; hidden: Record<string, string> }> {
  return [...page.matchAll(/<form method="(\w+)" action="([^"]+)">([\s\S]*?)<\/form>/g)].map((m) => ({
    method: m[1] ?? '',
    action: m[2] ?? '',
    buttons: [...(m[3] ?? '').matchAll(/<button type="submit" name="action" value="([^"]+)"/g)].map((b) => b[1] ?? ''),
    hidden: Object.fromEntries([...(m[3] ?? '').matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)].map((h) => [h[1], h[2]])),
  }));
}
