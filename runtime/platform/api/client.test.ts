import { afterEach, describe, expect, it, vi } from 'vitest';
import { actOnBehalfOf } from './on-behalf-of';
import { createApiClient, type ApiClientConfig } from './client';
import { API_VERSIONS, type ApiVersion } from './headers';
import { fakeFetch, fakeLifecycle, json, text } from './testing';

const BASE: Omit<ApiClientConfig, 'fetch'> = {
  base: 'https://api.example.test',
  clientSecret: 'cs_123',
  trackerId: 'trk_1',
  lifecycle: fakeLifecycle(),
};

function setup(config: Partial<ApiClientConfig> = {}) {
  const fake = fakeFetch(json(200, { ok: true }));
  const client = createApiClient({ ...BASE, fetch: fake.fetch, ...config });
  return { client, calls: fake.calls };
}

function headersOf(init: RequestInit): Record<string, string> {
  return init.headers as Record<string, string>;
}

describe('createApiClient headers', () => {
  it('sends exactly the default headers', async () => {
    const { client, calls } = setup();
    await client.request('GET', '/api/v1/pa/payment_intents/int_1');
    expect(headersOf(calls[0]!.init)).toEqual({
      'client-secret': 'cs_123',
      'Content-Type': 'application/json',
      'x-tracker-id': 'trk_1',
      'x-api-version': '2021-11-25',
      'x-client-ip-source': 'checkout',
    });
  });

  it.each(API_VERSIONS.map((v) => [v]))('sends x-api-version %s when chosen', async (apiVersion: ApiVersion) => {
    const { client, calls } = setup({ apiVersion });
    await client.request('GET', '/x');
    expect(headersOf(calls[0]!.init)['x-api-version']).toBe(apiVersion);
  });

  it('rejects an API version outside the table', () => {
    expect(() => setup({ apiVersion: '2020-01-01' as ApiVersion })).toThrow(TypeError);
  });

  it('sends x-auth-token only when an auth token is given', async () => {
    const { client, calls } = setup({ authToken: 'tok_9' });
    await client.request('GET', '/x');
    expect(headersOf(calls[0]!.init)['x-auth-token']).toBe('tok_9');
    const plain = setup({ authToken: '' });
    await plain.client.request('GET', '/x');
    expect(headersOf(plain.calls[0]!.init)).not.toHaveProperty('x-auth-token');
  });

  it('sends x-on-behalf-of when given', async () => {
    const { client, calls } = setup({ onBehalfOf: 'acct_2' });
    await client.request('GET', '/x');
    expect(headersOf(calls[0]!.init)['x-on-behalf-of']).toBe('acct_2');
  });

  it('sends the connected account the document acts for, unless the client names its own', async () => {
    actOnBehalfOf('acct_connected_7');
    try {
      const { client, calls } = setup();
      await client.request('GET', '/x');
      expect(headersOf(calls[0]!.init)['x-on-behalf-of']).toBe('acct_connected_7');
      const own = setup({ onBehalfOf: 'acct_2' });
      await own.client.request('GET', '/x');
      expect(headersOf(own.calls[0]!.init)['x-on-behalf-of']).toBe('acct_2');
    } finally {
      actOnBehalfOf(undefined);
    }
    const { client, calls } = setup();
    await client.request('GET', '/x');
    expect(headersOf(calls[0]!.init)).not.toHaveProperty('x-on-behalf-of');
  });

  it('sends x-pan on the one request that asks for it', async () => {
    const { client, calls } = setup();
    await client.request('POST', '/x', { a: 1 }, { 'x-pan': '4242' });
    await client.request('POST', '/x', { a: 1 });
    expect(headersOf(calls[0]!.init)['x-pan']).toBe('4242');
    expect(headersOf(calls[1]!.init)).not.toHaveProperty('x-pan');
  });
});

describe('createApiClient request', () => {
  it('omits credentials and sends the method and JSON body', async () => {
    const { client, calls } = setup();
    await client.request('POST', '/x', { amount: 10 });
    expect(calls[0]!.init).toMatchObject({ method: 'POST', credentials: 'omit', body: '{"amount":10}' });
    expect(calls[0]!.init.signal).toBeInstanceOf(AbortSignal);
  });

  it('sends no body when none is given', async () => {
    const { client, calls } = setup();
    await client.request('GET', '/x');
    expect(calls[0]!.init.body).toBeUndefined();
  });

  it.each([
    ['https://api.example.test', '/api/v1/pa/x', 'https://api.example.test/api/v1/pa/x'],
    ['https://api.example.test/', '/api/v1/pa/x', 'https://api.example.test/api/v1/pa/x'],
    ['https://api.example.test//', 'api/v1/pa/x', 'https://api.example.test/api/v1/pa/x'],
    ['https://api.example.test/pci', 'api/v1/pa/x', 'https://api.example.test/pci/api/v1/pa/x'],
    ['', '/api/v1/pa/x', '/api/v1/pa/x'],
  ])('joins %s and %s', async (base, path, url) => {
    const { client, calls } = setup({ base });
    await client.request('GET', path);
    expect(calls[0]!.url).toBe(url);
  });

  it('resolves with the parsed JSON body, or null when the body is empty', async () => {
    expect(await setup().client.request('GET', '/x')).toEqual({ ok: true });
    const empty = fakeFetch(() => new Response(null, { status: 204 }));
    const client = createApiClient({ ...BASE, fetch: empty.fetch });
    expect(await client.request('DELETE', '/x')).toBeNull();
  });

  it('rejects a 2xx whose body is not JSON', async () => {
    const fake = fakeFetch(text(200, '<html>'));
    const client = createApiClient({ ...BASE, fetch: fake.fetch });
    await expect(client.request('GET', '/x')).rejects.toMatchObject({ status: 200, data: null });
  });
});

describe('createApiClient fetch binding', () => {
  afterEach(() => vi.unstubAllGlobals());

  // Like the browser's fetch: "Illegal invocation" unless `this` is the global or unset.
  const nativeLike = vi.fn(function (this: unknown) {
    if (this !== undefined && this !== globalThis) throw new TypeError('Illegal invocation');
    return Promise.resolve(new Response('{"id":"a"}', { status: 200 }));
  });

  it('uses the global fetch when none is injected', async () => {
    vi.stubGlobal('fetch', nativeLike);
    const client = createApiClient({ ...BASE });
    expect(await client.request('GET', '/x')).toEqual({ id: 'a' });
  });

  it('calls an injected native fetch without binding it to the config', async () => {
    const client = createApiClient({ ...BASE, fetch: nativeLike });
    expect(await client.request('GET', '/x')).toEqual({ id: 'a' });
  });
});
