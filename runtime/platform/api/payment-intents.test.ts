import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './client';
import { FetchError } from './fetch-error';
import { confirmPaymentIntent, retrievePaymentIntent, retryAfterMs, type ConfirmBody } from './payment-intents';
import { fakeFetch, fakeLifecycle, json, networkFailure, type FakeReply } from './testing';

const INTENT = { id: 'int_1', status: 'SUCCEEDED', amount: 1000, currency: 'USD', latest_payment_attempt: null };

const BODY: ConfirmBody = {
  payment_method: {
    type: 'card',
    card: { number: '4242424242424242', expiry_month: '12', expiry_year: '2030', cvc: '123', name: 'Ada' },
  },
};

function setup(...replies: FakeReply[]) {
  const lifecycle = fakeLifecycle();
  const fake = fakeFetch(...replies);
  const client = createApiClient({ base: 'https://api.test', clientSecret: 'cs', trackerId: 't', fetch: fake.fetch, lifecycle });
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  return { client, calls: fake.calls, sleep, lifecycle };
}

describe('retrievePaymentIntent', () => {
  it('GETs the intent by id', async () => {
    const { client, calls } = setup(json(200, INTENT));
    expect(await retrievePaymentIntent(client, 'int_1')).toEqual(INTENT);
    expect(calls[0]).toMatchObject({ url: 'https://api.test/api/v1/pa/payment_intents/int_1', init: { method: 'GET' } });
  });

  it('encodes the id as one path segment', async () => {
    const { client, calls } = setup(json(200, INTENT));
    await retrievePaymentIntent(client, '../x?y');
    expect(calls[0]!.url).toBe('https://api.test/api/v1/pa/payment_intents/..%2Fx%3Fy');
  });
});

describe('confirmPaymentIntent', () => {
  it('POSTs { request_id, ...body } to the confirm path', async () => {
    const { client, calls } = setup(json(200, INTENT));
    const device_data = {
      device_id: 'd',
      screen_height: 1,
      screen_width: 2,
      screen_color_depth: 24,
      language: 'en',
      timezone: '0',
      browser: { java_enabled: false, javascript_enabled: true, user_agent: 'UA' },
    } as const;
    expect(await confirmPaymentIntent(client, 'int_1', { ...BODY, device_data })).toEqual(INTENT);
    expect(calls[0]!.url).toBe('https://api.test/api/v1/pa/payment_intents/int_1/confirm');
    expect(calls[0]!.init.method).toBe('POST');
    const sent = calls[0]!.body as { request_id: string };
    expect(sent).toEqual({ request_id: sent.request_id, ...BODY, device_data });
    expect(sent.request_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('makes a new request_id per confirm, or uses the given one', async () => {
    const { client, calls } = setup(json(200, INTENT));
    await confirmPaymentIntent(client, 'int_1', BODY);
    await confirmPaymentIntent(client, 'int_1', BODY);
    await confirmPaymentIntent(client, 'int_1', BODY, { requestId: 'req_fixed' });
    const ids = calls.map((c) => (c.body as { request_id: string }).request_id);
    expect(ids[0]).not.toBe(ids[1]);
    expect(ids[2]).toBe('req_fixed');
  });

  it('retries a 5xx with the same request_id and body', async () => {
    const { client, calls, sleep } = setup(json(503, { code: 'unavailable' }), json(200, INTENT));
    expect(await confirmPaymentIntent(client, 'int_1', BODY, { sleep })).toEqual(INTENT);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(sleep.mock.calls).toEqual([[300]]);
  });

  it('retries network failures with backoff 300 then 900 ms, same request_id', async () => {
    const { client, calls, sleep } = setup(networkFailure, networkFailure, json(200, INTENT));
    expect(await confirmPaymentIntent(client, 'int_1', BODY, { sleep })).toEqual(INTENT);
    expect(calls).toHaveLength(3);
    expect(new Set(calls.map((c) => JSON.stringify(c.body))).size).toBe(1);
    expect(sleep.mock.calls).toEqual([[300], [900]]);
  });

  it('gives up after 2 retries with the last error', async () => {
    const { client, calls, sleep } = setup(json(500, { code: 'a' }), networkFailure, json(502, { code: 'c' }));
    const error = await confirmPaymentIntent(client, 'int_1', BODY, { sleep }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FetchError);
    expect(error).toMatchObject({ status: 502, data: { code: 'c' } });
    expect(calls).toHaveLength(3);
  });

  it('honours a smaller retry count', async () => {
    const { client, calls, sleep } = setup(json(500, {}));
    await expect(confirmPaymentIntent(client, 'int_1', BODY, { sleep, retries: 0 })).rejects.toBeInstanceOf(FetchError);
    expect(calls).toHaveLength(1);
  });

  it('retries a 429 after its Retry-After (seconds), same request_id', async () => {
    const tooMany = () => new Response('{}', { status: 429, headers: { 'Content-Type': 'application/json', 'Retry-After': '2' } });
    const { client, calls, sleep } = setup(tooMany, json(200, INTENT));
    expect(await confirmPaymentIntent(client, 'int_1', BODY, { sleep })).toEqual(INTENT);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect(sleep.mock.calls).toEqual([[2000]]);
  });

  it("waits a 5xx's Retry-After too, but never more than 5 s; without one, the backoff", async () => {
    const unavailable = (retryAfter: string) => () => new Response('{}', { status: 503, headers: { 'Retry-After': retryAfter } });
    const { client, sleep } = setup(unavailable('3600'), unavailable('not a number'), json(200, INTENT));
    expect(await confirmPaymentIntent(client, 'int_1', BODY, { sleep })).toEqual(INTENT);
    expect(sleep.mock.calls).toEqual([[5000], [900]]);
  });

  it('reads Retry-After as an HTTP date', () => {
    const now = Date.parse('Fri, 27 Nov 2026 10:00:00 GMT');
    const error = (value: string) =>
      new FetchError({ status: 429, statusText: '', url: 'u', response: new Response(null, { status: 429, headers: { 'Retry-After': value } }) });
    expect(retryAfterMs(error('Fri, 27 Nov 2026 10:00:01 GMT'), now)).toBe(1000);
    expect(retryAfterMs(error('Fri, 27 Nov 2026 09:00:00 GMT'), now)).toBe(0);
    expect(retryAfterMs(error('0'), now)).toBe(0);
    expect(retryAfterMs(new FetchError({ status: 429, statusText: '', url: 'u' }), now)).toBeNull();
  });

  it('makes at most 3 attempts of 429s, then rejects with the last', async () => {
    const { client, calls, sleep } = setup(json(429, { code: 'a' }), json(429, { code: 'b' }), json(429, { code: 'c' }), json(200, INTENT));
    await expect(confirmPaymentIntent(client, 'int_1', BODY, { sleep })).rejects.toMatchObject({ status: 429, data: { code: 'c' } });
    expect(calls).toHaveLength(3);
  });

  it.each([400, 401, 404, 409, 422])('does not retry a %i', async (status) => {
    const { client, calls, sleep } = setup(json(status, { code: 'x' }), json(200, INTENT));
    await expect(confirmPaymentIntent(client, 'int_1', BODY, { sleep })).rejects.toMatchObject({ status });
    expect(calls).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not retry when the page was hidden during the request', async () => {
    const { client, calls, sleep, lifecycle } = setup(() => {
      lifecycle.emit('hide');
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    await expect(confirmPaymentIntent(client, 'int_1', BODY, { sleep })).rejects.toMatchObject({
      statusText: 'TCP_INTERRUPT_BY_PAGE_HIDE',
    });
    expect(calls).toHaveLength(1);
  });

  it('does not retry a timeout', async () => {
    const timeout = new FetchError({ status: 0, statusText: 'Aborted', url: 'u', data: { reason: 'timeout' } });
    const request = vi.fn(() => Promise.reject(timeout));
    const sleep = vi.fn((_ms: number) => Promise.resolve());
    await expect(confirmPaymentIntent({ request }, 'int_1', BODY, { sleep })).rejects.toBe(timeout);
    expect(request).toHaveBeenCalledOnce();
  });
});
