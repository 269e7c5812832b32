import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { fakeFetch, json, networkFailure } from '../../platform/api/testing';
import { checkoutCodec } from './codec';

const client = (...replies: Parameters<typeof fakeFetch>) => {
  const api = fakeFetch(...replies);
  const made = createApiClient({ base: 'http://127.0.0.1:3100', clientSecret: 'cs', trackerId: 'tracker-1', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
  return { api, lazy: async () => made };
};

describe('checkoutCodec (spec §7)', () => {
  it('posts { value } to the checkout encode and decode paths with the client secret and tracker headers', async () => {
    const { api, lazy } = client(json(200, { value: 'ENCODED' }), json(200, { value: '12 / 34' }));
    await expect(checkoutCodec(lazy, 'encode')('12 / 34')).resolves.toBe('ENCODED');
    await expect(checkoutCodec(lazy, 'decode')('ENCODED')).resolves.toBe('12 / 34');
    expect(api.calls.map((call) => [call.url, call.body])).toEqual([
      ['http://127.0.0.1:3100/api/v1/checkout/encode', { value: '12 / 34' }],
      ['http://127.0.0.1:3100/api/v1/checkout/decode', { value: 'ENCODED' }],
    ]);
    expect(api.calls[0]!.init.headers).toMatchObject({ 'client-secret': 'cs', 'x-tracker-id': 'tracker-1' });
  });

  it('returns the original value when the call fails or answers something else', async () => {
    const { lazy } = client(networkFailure, networkFailure, networkFailure, json(400, { code: 'not_decodable' }), json(200, { value: 42 }));
    await expect(checkoutCodec(lazy, 'encode')('123')).resolves.toBe('123');
    await expect(checkoutCodec(lazy, 'decode')('123')).resolves.toBe('123');
    await expect(checkoutCodec(lazy, 'decode')('abc')).resolves.toBe('abc');
    await expect(checkoutCodec(null, 'encode')('123')).resolves.toBe('123');
  });
});
