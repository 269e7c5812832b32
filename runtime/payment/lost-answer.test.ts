import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../platform/api/client';
import { FetchError } from '../platform/api/fetch-error';
import { fakeFetch, fakeLifecycle, json, networkFailure, type FakeReply } from '../platform/api/testing';
import { AFTER_TIMEOUT_READS_MS, outcomeUnknown, paidDespite } from './lost-answer';

const intent = (status: string) => ({ id: 'int_1', status, amount: 25, currency: 'USD' });
const failed = (status: number) => new FetchError({ status, statusText: '', url: 'u' });
const timedOut = new FetchError({ status: 0, statusText: 'Aborted', url: 'u', data: { reason: 'timeout' } });
const networkDown = new FetchError({ status: 0, statusText: 'ERR_NETWORK', url: 'u' });

function setup(...replies: FakeReply[]) {
  const fake = fakeFetch(...replies);
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: fake.fetch, lifecycle: fakeLifecycle() });
  const sleep = vi.fn((_ms: number) => Promise.resolve());
  return { client, calls: fake.calls, sleep };
}

describe('outcomeUnknown', () => {
  it('is every failure after which the confirm may have charged: lost answers, 429, 5xx, 409', () => {
    for (const error of [networkDown, timedOut, failed(409), failed(429), failed(500), failed(502), failed(503), failed(504)])
      expect(outcomeUnknown(error), String(error.status)).toBe(true);
  });

  it('is not a refusal the provider answered (nothing was charged), nor an abort by the page', () => {
    for (const error of [failed(400), failed(401), failed(404), failed(422), new FetchError({ status: 0, statusText: 'Aborted', url: 'u' }), new Error('x')]) {
      expect(outcomeUnknown(error)).toBe(false);
    }
  });
});

describe('paidDespite', () => {
  it.each([[networkDown], [failed(502)], [failed(504)], [failed(429)], [failed(409)]])('reads the intent once after %s: paid is paid', async (error) => {
    const { client, calls, sleep } = setup(json(200, intent('SUCCEEDED')));
    expect(await paidDespite(client, 'int_1', error, sleep)).toMatchObject({ status: 'SUCCEEDED' });
    expect(calls.map((call) => [call.init.method, call.url])).toEqual([['GET', '/api/v1/pa/payment_intents/int_1']]);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('after a 5xx on an unpaid intent, one read and null: the error stands', async () => {
    const { client, calls } = setup(json(200, intent('REQUIRES_PAYMENT_METHOD')));
    expect(await paidDespite(client, 'int_1', failed(503))).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('after our timeout, asks again while a confirm may still be landing, and stops at the read that finds it paid', async () => {
    const { client, calls, sleep } = setup(
      json(200, intent('REQUIRES_PAYMENT_METHOD')),
      networkFailure,
      json(200, intent('SUCCEEDED')),
      json(200, intent('SUCCEEDED')),
    );
    expect(await paidDespite(client, 'int_1', timedOut, sleep)).toMatchObject({ status: 'SUCCEEDED' });
    expect(calls).toHaveLength(3);
    expect(sleep.mock.calls).toEqual([[1_000], [2_000]]);
  });

  it('after our timeout on an intent that never gets paid, gives up after the last read (about 7 s)', async () => {
    const { client, calls, sleep } = setup(...AFTER_TIMEOUT_READS_MS.map(() => json(200, intent('REQUIRES_PAYMENT_METHOD'))));
    expect(await paidDespite(client, 'int_1', timedOut, sleep)).toBeNull();
    expect(calls).toHaveLength(AFTER_TIMEOUT_READS_MS.length);
    expect(sleep.mock.calls.reduce((sum, [ms]) => sum + ms, 0)).toBe(7_000);
  });

  it('makes no request for a refusal the provider answered', async () => {
    const { client, calls } = setup(json(200, intent('SUCCEEDED')));
    expect(await paidDespite(client, 'int_1', failed(400))).toBeNull();
    expect(calls).toHaveLength(0);
  });
});
