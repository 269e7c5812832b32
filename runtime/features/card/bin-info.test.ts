import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { fakeFetch, hang, json } from '../../platform/api/testing';
import { cardNumberHash } from '../../platform/telemetry/card-hash';

const logged = vi.hoisted(() => [] as unknown[][]);
vi.mock('../../platform/telemetry', () => ({ logEvent: (...args: unknown[]) => void logged.push(args) }));

const { binInfoFor, watchBinInfo } = await import('./bin-info');

function api(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: fake.fetch, lifecycle: NO_PAGE_LIFECYCLE });
  return { fake, api: async () => client };
}

describe('BIN info', () => {
  afterEach(() => {
    logged.length = 0;
  });

  it('answers brand, type and issuer country only', async () => {
    const { api: client } = api(json(200, { bin: '40000566', brand: 'visa', issuer_country: 'US', type: 'debit', known: true }));
    expect(await binInfoFor(client, '40000566', new AbortController().signal)).toEqual({ brand: 'visa', type: 'debit', issuer_country: 'US' });
  });

  it("a failure is silent (null) and logged with the prefix's hash, never its digits", async () => {
    const { api: client } = api(json(503, { code: 'provider_unavailable', message: 'x', details: {} }));
    expect(await binInfoFor(client, '41111111', new AbortController().signal)).toBeNull();
    expect(logged).toEqual([['onAPIHookError', 'warn', { api: 'bin_lookup', card: await cardNumberHash('41111111'), error: expect.any(String) }]]);
    expect(JSON.stringify(logged)).not.toContain('41111111');
    // An answer of another shape is a failure too.
    const { api: odd } = api(json(200, { bin: '41111111' }));
    expect(await binInfoFor(odd, '41111111', new AbortController().signal)).toBeNull();
    expect(logged).toHaveLength(2);
  });

  it('an aborted lookup (the shopper changed the prefix) is neither answered nor logged, and may be asked again', async () => {
    const { api: client, fake } = api(hang);
    const asked = new Set<string>();
    const emit = vi.fn();
    const stop = watchBinInfo({ api: client, prefix: '41111111', asked, emit });
    await vi.waitFor(() => expect(fake.calls).toHaveLength(1));
    stop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(emit).not.toHaveBeenCalled();
    expect(logged).toEqual([]);
    expect(asked.size).toBe(0);
  });

  it('asks once per prefix: an answered one (or a failed one) is not asked again', async () => {
    const { api: client, fake } = api(json(200, { brand: 'visa', type: 'credit', issuer_country: 'US' }));
    const asked = new Set<string>();
    const emit = vi.fn();
    watchBinInfo({ api: client, prefix: '41111111', asked, emit });
    await vi.waitFor(() => expect(emit).toHaveBeenCalledWith('onBinInfo', { brand: 'visa', type: 'credit', issuer_country: 'US' }));
    watchBinInfo({ api: client, prefix: '41111111', asked, emit });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fake.calls).toHaveLength(1);
    expect(asked).toEqual(new Set(['41111111']));
  });
});
