import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../platform/api/client';
import { FetchError } from '../platform/api/fetch-error';
import { fakeFetch, fakeLifecycle, json, networkFailure } from '../platform/api/testing';
import { paidDespite } from './lost-answer';

const logged: unknown[][] = [];
vi.mock('../platform/telemetry', () => ({ logEvent: (...args: unknown[]) => void logged.push(args) }));

describe('the confirm status check (spec §8 etfConfirmIntentStatusError)', () => {
  it('a status check that fails itself is logged with the intent; one that answers is not', async () => {
    const fake = fakeFetch(networkFailure, json(200, { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 1, currency: 'USD' }));
    const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: fake.fetch, lifecycle: fakeLifecycle() });
    const gateway = new FetchError({ status: 502, statusText: '', url: 'u' });
    expect(await paidDespite(client, 'int_1', gateway)).toBeNull();
    expect(logged).toEqual([['etfConfirmIntentStatusError', 'error', { intent_id: 'int_1', error: expect.stringContaining('ERR_NETWORK') }]]);
    expect(await paidDespite(client, 'int_1', gateway)).toBeNull();
    expect(logged).toHaveLength(1);
  });
});
