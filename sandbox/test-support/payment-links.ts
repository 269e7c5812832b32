/** Test helpers for payment links. Not used by production code. */
import { expect } from 'vitest';
import type { Hono } from 'hono';
import { SECRET_KEY, post, uniqueId } from './app';

export const LINKS = '/api/v1/pa/payment_links';
export const KEY = { 'x-api-key': SECRET_KEY };

export interface LinkBody {
  id: string;
  code: string;
  url: string;
  status: string;
  payments: Array<{ intent_id: string; amount: number; currency: string }>;
  payment_count: number;
  [field: string]: unknown;
}

export interface LinkIntent {
  intent_id: string;
  client_secret: string;
  amount: number;
  currency: string;
  payment_link_id: string;
}

export function fixedLink(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return { request_id: uniqueId('link'), title: 'Blue mug', amount: 12.5, currency: 'USD', reusable: false, ...overrides };
}

export function flexibleLink(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    request_id: uniqueId('link'),
    title: 'Donation',
    flexible: true,
    min_amount: 5,
    max_amount: 500,
    currencies: ['USD', 'EUR'],
    reusable: true,
    ...overrides,
  };
}

export async function createLink(app: Hono, body: Record<string, unknown> = fixedLink()): Promise<LinkBody> {
  const res = await post(app, `${LINKS}/create`, body, KEY);
  expect(res.status).toBe(201);
  return (await res.json()) as LinkBody;
}

export async function linkIntent(app: Hono, code: string, body: Record<string, unknown> = {}): Promise<LinkIntent> {
  const res = await post(app, `${LINKS}/${code}/create_intent`, { request_id: uniqueId('li'), ...body });
  expect(res.status).toBeLessThan(300);
  return (await res.json()) as LinkIntent;
}
