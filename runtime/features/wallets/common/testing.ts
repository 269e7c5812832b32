/**
 * For the wallet bodies' tests: the provider's answers by path, the payment intents a
 * wallet reads and confirms, and a way to wait for what happens after a click.
 * Imported by tests only.
 */
import { act } from '@testing-library/react';
import { createApiClient, type ApiClient } from '../../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../../platform/api/page-lifecycle';
import { json, type FakeReply, type RecordedCall } from '../../../platform/api/testing';

export const INTENT = { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 25, currency: 'USD' };
export const PAID = { ...INTENT, status: 'SUCCEEDED' };
export const DECLINED = json(400, { code: 'issuer_declined', message: 'declined', details: {}, provider_original_response_code: '51' });
export const INSUFFICIENT = "This card doesn't have sufficient funds or credit. Please try a different card.";

/** `POST /pa/wallet_verification`: the method and path, whichever origin the client used. */
const lineOf = (call: RecordedCall) => `${call.init.method ?? 'GET'} ${new URL(call.url, 'http://localhost').pathname}`;

/**
 * One fake provider for every client of a test (the frame's, an express intent's, a
 * plain fetch): each request takes the next reply scripted for the first route whose
 * fragment its `METHOD url` contains (e.g. 'POST /confirm'); the last one repeats.
 */
export function provider(routes: Record<string, FakeReply[]>) {
  const calls: RecordedCall[] = [];
  const used = new Map<string, number>();
  const fetch: typeof globalThis.fetch = async (input, init = {}) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = { url, init, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
    calls.push(call);
    const line = lineOf(call);
    const route = Object.keys(routes).find((fragment) => line.includes(fragment));
    if (!route) throw new Error(`no reply scripted for ${line}`);
    const replies = routes[route]!;
    const n = used.get(route) ?? 0;
    used.set(route, n + 1);
    return replies[Math.min(n, replies.length - 1)]!(call);
  };
  const client: ApiClient = createApiClient({ base: '', clientSecret: 'cs_frame', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const header = (call: RecordedCall, name: string) => new Headers(call.init.headers).get(name);
  return { fetch, client, calls, header, to: (fragment: string) => calls.filter((c) => lineOf(c).includes(fragment)) };
}

/** Lets pending promises and the renders they cause finish. */
export async function settle(): Promise<void> {
  await act(async () => {
    for (let i = 0; i < 10; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
  });
}
