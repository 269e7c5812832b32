import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMerchantApp } from './merchant-app';

const app = createMerchantApp({
  sandboxUrl: 'http://sandbox.test',
  checkoutOrigin: 'http://127.0.0.1:3100',
  secretKey: 'sk_test_x',
  sdkVersion: '9.9.9',
  sdkDir: '/nonexistent',
  appsDir: '/nonexistent',
});

describe('demo merchant', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders pages with the checkout origin and SDK version filled in', async () => {
    const html = await (await app.request('/card-script.html')).text();
    expect(html).toContain('<script src="http://127.0.0.1:3100/sdk/v9.9.9/portico.js"></script>');
    expect(html).toContain('<meta name="portico-checkout-origin" content="http://127.0.0.1:3100">');
    expect(html).not.toMatch(/\{\{[A-Z_]+\}\}/);
  });

  it("gives the SDK's script tag the build's integrity hash, with crossorigin as SRI needs", async () => {
    const sdkDir = mkdtempSync(join(tmpdir(), 'portico-sdk-'));
    writeFileSync(join(sdkDir, 'integrity.json'), JSON.stringify({ 'portico.js': 'sha384-abc' }));
    const built = createMerchantApp({
      sandboxUrl: 'http://sandbox.test',
      checkoutOrigin: 'http://127.0.0.1:3100',
      secretKey: 'sk',
      sdkVersion: '9.9.9',
      sdkDir,
      appsDir: '/nonexistent',
    });
    for (const path of ['/card-script.html', '/dropin.html', '/hosted.html']) {
      expect(await (await built.request(path)).text()).toContain(
        '<script src="http://127.0.0.1:3100/sdk/v9.9.9/portico.js" integrity="sha384-abc" crossorigin="anonymous"></script>',
      );
    }
  });

  it('serves the split card fields page and its script', async () => {
    const html = await (await app.request('/split-card.html')).text();
    expect(html).toContain('<script src="http://127.0.0.1:3100/sdk/v9.9.9/portico.js"></script>');
    expect(html).toContain("import { runSplitDemo } from '/split-demo.js'");
    const script = await app.request('/split-demo.js');
    expect(script.headers.get('content-type')).toContain('text/javascript');
    expect(await script.text()).toContain("portico.group('split-card', name)");
  });

  it('creates intents server to server with the secret key, never exposing it', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ id: 'int_1', client_secret: 'cs_1', amount: 25, currency: 'USD', status: 'REQUIRES_PAYMENT_METHOD' }, { status: 201 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const response = await app.request('/api/create-intent', { method: 'POST', body: JSON.stringify({ amount: 25, currency: 'USD' }) });
    const body = await response.json();
    expect(body).toEqual({ intent_id: 'int_1', client_secret: 'cs_1', amount: 25, currency: 'USD' });
    expect(JSON.stringify(body)).not.toContain('sk_test_x');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://sandbox.test/api/v1/pa/payment_intents/create');
    expect((init.headers as Record<string, string>)['x-api-key']).toBe('sk_test_x');
  });

  it("renews an intent's client secret by retrieving it with the secret key: the fresh secret only", async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({ id: 'int_1', client_secret: 'cs_fresh', amount: 25, currency: 'USD', status: 'REQUIRES_PAYMENT_METHOD' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const response = await app.request('/api/intents/int_1/client-secret', { method: 'POST' });
    expect(await response.json()).toEqual({ client_secret: 'cs_fresh' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://sandbox.test/api/v1/pa/payment_intents/int_1');
    expect((init.headers as Record<string, string>)['x-api-key']).toBe('sk_test_x');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ code: 'not_found' }, { status: 404 })),
    );
    expect((await app.request('/api/intents/int_x/client-secret', { method: 'POST' })).status).toBe(404);
  });

  it('refuses a bad amount with a clear error, and reports an unreachable provider as 502', async () => {
    const bad = await app.request('/api/create-intent', { method: 'POST', body: JSON.stringify({ amount: -1 }) });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: 'invalid_request' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    );
    const down = await app.request('/api/create-intent', { method: 'POST', body: '{}' });
    expect(down.status).toBe(502);
    // portico/server's code for a request that got no answer (after its retries), as the SDK's error union names it.
    expect(await down.json()).toMatchObject({ code: 'network_error' });
  });
});

describe('demo merchant: wallet buttons and express checkout', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('serves one wallet page per kind and its script', async () => {
    for (const kind of ['apple-pay', 'google-pay']) {
      const html = await (await app.request(`/${kind}.html`)).text();
      expect(html).toContain(`runWalletDemo(window.Portico, '${kind}')`);
      expect(html).not.toMatch(/\{\{[A-Z_]+\}\}/);
    }
    expect((await app.request('/wallet-demo.js')).headers.get('content-type')).toContain('text/javascript');
  });

  it('prices the express order by shipping country, and refuses a country it does not ship to', async () => {
    const quote = (body: unknown) => app.request('/api/express/quote', { method: 'POST', body: JSON.stringify(body) });
    expect(await (await quote({})).json()).toEqual({ amount: 25, currency: 'USD' });
    expect(await (await quote({ country_code: 'GB' })).json()).toEqual({ amount: 32, currency: 'USD' });
    const refused = await quote({ country_code: 'JP' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({ code: 'not_shipped', message: 'Sorry, we do not ship to JP.' });
  });

  it("makes the express intent for the server's own total, never the page's", async () => {
    const fetchMock = vi.fn(async () => Response.json({ id: 'int_9', client_secret: 'cs_9', amount: 32, currency: 'USD' }, { status: 201 }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await app.request('/api/express/create-intent', { method: 'POST', body: JSON.stringify({ country_code: 'GB', amount: 1 }) });
    expect(await response.json()).toEqual({ intent_id: 'int_9', client_secret: 'cs_9', amount: 32, currency: 'USD' });
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://sandbox.test/api/v1/pa/payment_intents/create');
    expect(JSON.parse(init.body as string)).toMatchObject({ amount: 32, currency: 'USD' });
    const refused = await app.request('/api/express/create-intent', { method: 'POST', body: JSON.stringify({ country_code: 'JP' }) });
    expect(refused.status).toBe(422);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
