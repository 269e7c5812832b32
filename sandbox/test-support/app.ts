/**
 * Helpers for the sandbox tests: an app on an in-memory store, and small
 * request builders. Not used by production code.
 */
import { expect } from 'vitest';
import type { Hono } from 'hono';
import { createSandboxApp, type SandboxOptions } from '../app';
import type { ApiErrorBody } from '../core/errors';
import { SandboxStore } from '../core/store';
import type { Intent } from '../model/intent-types';
import { minorUnits } from '../quotes/rates';

export const SECRET_KEY = 'sk_test_unit';
export const INTENTS = '/api/v1/pa/payment_intents';
export const FUTURE_YEAR = String(new Date().getUTCFullYear() + 3);

/** The checkout origin of test apps: the telemetry sink takes beacons with this Origin. */
export const CHECKOUT_ORIGIN = 'http://checkout.test';

export function makeApp(opts: Partial<SandboxOptions> = {}): Hono {
  return createSandboxApp({ store: SandboxStore.memory(), secretKey: SECRET_KEY, checkoutOrigin: CHECKOUT_ORIGIN, ...opts });
}

export function post(app: Hono, path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  return Promise.resolve(app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: text }));
}

export function get(app: Hono, path: string, headers: Record<string, string> = {}): Promise<Response> {
  return Promise.resolve(app.request(path, { headers }));
}

let counter = 0;
export function uniqueId(prefix = 'req'): string {
  counter += 1;
  return `${prefix}_${counter}_${Math.random().toString(36).slice(2, 8)}`;
}

export function createBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  // An amount the currency can hold (JPY has no minor units: 10.5 yen is refused).
  const currency = typeof overrides.currency === 'string' ? overrides.currency : 'USD';
  const amount = minorUnits(currency) === 0 ? 1050 : 10.5;
  return { request_id: uniqueId('create'), amount, currency, merchant_order_id: 'order_1', ...overrides };
}

export async function createIntent(app: Hono, overrides: Record<string, unknown> = {}): Promise<Intent> {
  const res = await post(app, `${INTENTS}/create`, createBody(overrides), { 'x-api-key': SECRET_KEY });
  expect(res.status).toBe(201);
  return (await res.json()) as Intent;
}

export function card(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { number: '4111111111111111', expiry_month: '12', expiry_year: FUTURE_YEAR, cvc: '123', ...overrides };
}

/** A Korean local card's fields as the Korean card elements send them: no CVC, its PIN digits and a birth date. */
export const KR_CARD = { psw_first_two: '12', identifier: '900101' } as const;

/** The card fields a test card is paid with: a Korean domestic one (prefix 94) with `kr_card` instead of a CVC. */
export function cardFor(number: string): Record<string, unknown> {
  return number.startsWith('94') ? { number, cvc: undefined, kr_card: KR_CARD } : { number };
}

export function confirmBody(cardOverrides: Record<string, unknown> = {}, requestId = uniqueId('confirm')): Record<string, unknown> {
  return { request_id: requestId, payment_method: { type: 'card', card: card(cardOverrides) } };
}

export function confirm(app: Hono, intent: Intent, body: unknown, headers?: Record<string, string>): Promise<Response> {
  return post(app, `${INTENTS}/${intent.id}/confirm`, body, headers ?? { 'client-secret': intent.client_secret });
}

/** Asserts the status and the `{ code, message, details }` shape; returns the body. */
export async function expectError(res: Response, status: number, code: string): Promise<ApiErrorBody> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const body = (await res.json()) as ApiErrorBody;
  expect(body).toMatchObject({ code, message: expect.any(String), details: expect.any(Object) });
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Fuzz oracle: never a 5xx, and every JSON error keeps the `{ code, message, details }` shape. */
export async function expectNoCrash(res: Response): Promise<void> {
  expect(res.status).toBeLessThan(500);
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 400 && type.startsWith('application/json')) {
    const body = (await res.json()) as Record<string, unknown>;
    expect(typeof body.code).toBe('string');
    expect(typeof body.message).toBe('string');
    expect(typeof body.details).toBe('object');
    expect(body.details).not.toBeNull();
  } else {
    await res.arrayBuffer();
  }
}
