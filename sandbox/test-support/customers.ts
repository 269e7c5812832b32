/**
 * Helpers for the customer, saved-method and consent tests (not used by
 * production code): create records through the API and read them back.
 */
import { expect } from 'vitest';
import type { Hono } from 'hono';
import type { Consent, MicroDepositAction } from '../consents/types';
import type { Customer, SavedMethod } from '../customers/types';
import { SECRET_KEY, card, get, post, uniqueId } from './app';

export const CUSTOMERS = '/api/v1/pa/customers';
export const METHODS = '/api/v1/pa/payment_methods';
export const CONSENTS = '/api/v1/pa/payment_consents';
export const SHOPPER_VERIFY = '/api/v1/simulation/pa/shopper_actions/verify';
export const MERCHANT = { 'x-api-key': SECRET_KEY } as const;

export function asCustomer(secret: string): Record<string, string> {
  return { 'client-secret': secret };
}

export async function createCustomer(app: Hono, overrides: Record<string, unknown> = {}): Promise<Customer> {
  const body = { request_id: uniqueId('cus'), merchant_customer_id: uniqueId('shopper'), ...overrides };
  const res = await post(app, `${CUSTOMERS}/create`, body, MERCHANT);
  expect(res.status).toBe(201);
  return (await res.json()) as Customer;
}

export async function customerSecret(app: Hono, customerId: string): Promise<string> {
  const res = await post(app, `${CUSTOMERS}/${customerId}/generate_client_secret`, {}, MERCHANT);
  expect(res.status).toBe(200);
  return ((await res.json()) as { client_secret: string }).client_secret;
}

export function consentBody(customerId: string, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { request_id: uniqueId('cst'), customer_id: customerId, next_triggered_by: 'customer', ...overrides };
}

export async function createConsent(app: Hono, customerId: string, overrides: Record<string, unknown> = {}): Promise<Consent> {
  const res = await post(app, `${CONSENTS}/create`, consentBody(customerId, overrides), MERCHANT);
  expect(res.status).toBe(201);
  return (await res.json()) as Consent;
}

export function cardMethod(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 'card', card: card(overrides) };
}

export const ACH = {
  type: 'ach_direct_debit',
  ach_direct_debit: { account_holder_name: 'Ada Lovelace', routing_number: '110000000', account_number: '000123456789' },
} as const;

export function verify(
  app: Hono,
  consentId: string,
  paymentMethod: unknown,
  headers: Record<string, string> = MERCHANT,
  requestId = uniqueId('vrf'),
): Promise<Response> {
  return post(app, `${CONSENTS}/${consentId}/verify`, { request_id: requestId, payment_method: paymentMethod }, headers);
}

export function verifyContinue(app: Hono, consentId: string, amounts: unknown, headers: Record<string, string> = MERCHANT): Promise<Response> {
  return post(app, `${CONSENTS}/${consentId}/verify_continue`, { request_id: uniqueId('vc'), amounts }, headers);
}

export async function getConsent(app: Hono, consentId: string): Promise<Consent> {
  const res = await get(app, `${CONSENTS}/${consentId}`, MERCHANT);
  expect(res.status).toBe(200);
  return (await res.json()) as Consent;
}

export async function listMethods(app: Hono, customerId: string, headers: Record<string, string> = MERCHANT): Promise<SavedMethod[]> {
  const res = await get(app, `${METHODS}?customer_id=${customerId}`, headers);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: SavedMethod[] }).items;
}

/** A consent verified with a card that succeeds, and its saved method. */
export async function verifiedConsent(app: Hono, customerId: string): Promise<Consent> {
  const consent = await createConsent(app, customerId);
  const res = await verify(app, consent.id, cardMethod());
  expect(res.status).toBe(200);
  return (await res.json()) as Consent;
}

/** A consent waiting for micro-deposits. */
export async function pendingDebitConsent(app: Hono, customerId: string): Promise<Consent> {
  const consent = await createConsent(app, customerId);
  const res = await verify(app, consent.id, ACH);
  expect(res.status).toBe(200);
  return (await res.json()) as Consent;
}

/** The consent's pending micro-deposits, or null (nothing pending, or a link page to follow instead). */
export function microDeposits(consent: Consent): MicroDepositAction | null {
  return consent.next_action?.type === 'verify_micro_deposits' ? consent.next_action : null;
}
