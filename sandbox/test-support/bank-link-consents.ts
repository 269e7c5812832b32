/**
 * Test helpers for verifying consents with linked bank accounts (not used by
 * production code): a stand-alone link session, completed as a browser would.
 */
import { expect } from 'vitest';
import type { Hono } from 'hono';
import { CONSENTS, MERCHANT } from './customers';
import { formsOf, local, SHOPPER_ACTIONS, submitForm } from './methods';
import { get, post, uniqueId } from './app';

export type Provider = 'plaid' | 'truelayer';

/** A stand-alone link session made through the simulation API: its id and page URL. */
export async function newLinkSession(app: Hono, provider: Provider): Promise<{ id: string; url: string }> {
  const res = await post(app, `${SHOPPER_ACTIONS}/sessions`, { request_id: uniqueId('link'), provider }, MERCHANT);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: string; url: string };
}

/**
 * Opens the link page and submits its form with `action` (the picked radio, or the
 * one checked by default), as the shopper's browser does; returns the 303's Location.
 */
export async function submitLinkPage(app: Hono, url: string, action: 'complete' | 'cancel', accountId?: string): Promise<string> {
  const page = await (await get(app, local(url))).text();
  const [form] = formsOf(page);
  if (form === undefined) throw new Error('the link page has no form');
  const checked = /name="account_id" value="([^"]+)" checked>/.exec(page)?.[1] ?? '';
  const fields = { ...form.hidden, action, ...(action === 'complete' ? { account_id: accountId ?? checked } : {}) };
  const res = await submitForm(app, form.action, fields);
  expect(res.status).toBe(303);
  return res.headers.get('location') ?? '';
}

/** A session whose page the shopper completed with `accountId`: its id. */
export async function linkedSession(app: Hono, provider: Provider, accountId?: string): Promise<string> {
  const { id, url } = await newLinkSession(app, provider);
  await submitLinkPage(app, url, 'complete', accountId);
  return id;
}

export function linkMethod(type: string, linkSessionId: unknown): Record<string, unknown> {
  return { type, [type]: { link_session_id: linkSessionId } };
}

export function verifyWithLink(
  app: Hono,
  consentId: string,
  type: string,
  linkSessionId: unknown,
  headers: Record<string, string> = MERCHANT,
  requestId = uniqueId('vrf'),
): Promise<Response> {
  return post(app, `${CONSENTS}/${consentId}/verify`, { request_id: requestId, payment_method: linkMethod(type, linkSessionId) }, headers);
}
