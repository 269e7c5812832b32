import { describe, expect, it } from 'vitest';
import { createCustomer, customerSecret } from '../test-support/customers';
import { SECRET_KEY, createIntent, expectError, get, makeApp, post } from '../test-support/app';

const merchant = { 'x-api-key': SECRET_KEY };

describe('registered origins', () => {
  it('the merchant registers origins; the browser reads them with an intent or a customer secret', async () => {
    const app = makeApp();
    const first = await post(app, '/api/v1/pa/account/origins', { origin: 'https://shop.example' }, merchant);
    expect(first.status).toBe(201);
    expect(await first.json()).toMatchObject({ origin: 'https://shop.example' });
    // Twice is the same registration, not an error.
    expect((await post(app, '/api/v1/pa/account/origins', { origin: 'https://shop.example' }, merchant)).status).toBe(200);
    await post(app, '/api/v1/pa/account/origins', { origin: 'http://localhost:3000' }, merchant);

    const list = (await (await get(app, '/api/v1/pa/account/origins', merchant)).json()) as { items: Array<{ origin: string }> };
    expect(list.items.map((item) => item.origin)).toEqual(['http://localhost:3000', 'https://shop.example']);

    const intent = await createIntent(app);
    const asIntent = await get(app, '/api/v1/checkout/origins', { 'client-secret': intent.client_secret });
    expect(asIntent.headers.get('cache-control')).toBe('no-store');
    expect(await asIntent.json()).toEqual({ origins: ['http://localhost:3000', 'https://shop.example'] });
    const secret = await customerSecret(app, (await createCustomer(app)).id);
    expect(await (await get(app, '/api/v1/checkout/origins', { 'client-secret': secret })).json()).toEqual({
      origins: ['http://localhost:3000', 'https://shop.example'],
    });
  });

  it('takes only an http(s) origin, as URL.origin writes it', async () => {
    const app = makeApp();
    for (const origin of [
      'https://shop.example/',
      'https://shop.example/thanks',
      'javascript:alert(1)',
      'ftp://shop.example',
      'shop.example',
      'HTTPS://SHOP.EXAMPLE',
    ]) {
      const refused = await post(app, '/api/v1/pa/account/origins', { origin }, merchant);
      expect((await expectError(refused, 400, 'validation_error')).details, origin).toMatchObject({ field: 'origin', reason: 'invalid_origin' });
    }
    expect((await expectError(await post(app, '/api/v1/pa/account/origins', {}, merchant), 400, 'validation_error')).details.reason).toBe('required');
  });

  it('needs the merchant key to register or list, and a client secret to read', async () => {
    const app = makeApp();
    await expectError(await post(app, '/api/v1/pa/account/origins', { origin: 'https://evil.example' }), 401, 'unauthorized');
    await expectError(await post(app, '/api/v1/pa/account/origins', { origin: 'https://evil.example' }, { 'x-api-key': 'wrong' }), 401, 'unauthorized');
    await expectError(await get(app, '/api/v1/pa/account/origins'), 401, 'unauthorized');
    await expectError(await get(app, '/api/v1/checkout/origins'), 401, 'unauthorized');
    await expectError(await get(app, '/api/v1/checkout/origins', { 'client-secret': 'not-a-token' }), 401, 'unauthorized');
  });

  it('the merchant removes an origin with its key; an unregistered one is a 404', async () => {
    const app = makeApp();
    await post(app, '/api/v1/pa/account/origins', { origin: 'https://shop.example' }, merchant);
    const path = `/api/v1/pa/account/origins/${encodeURIComponent('https://shop.example')}`;
    await expectError(await app.request(path, { method: 'DELETE' }), 401, 'unauthorized');
    const removed = await app.request(path, { method: 'DELETE', headers: merchant });
    expect(await removed.json()).toEqual({ origin: 'https://shop.example', deleted: true });
    expect(((await (await get(app, '/api/v1/pa/account/origins', merchant)).json()) as { items: unknown[] }).items).toEqual([]);
    await expectError(await app.request(path, { method: 'DELETE', headers: merchant }), 404, 'not_found');
  });

  it('tells a page, by its Origin header, whether it is registered for the account, to anyone and nothing more', async () => {
    const app = makeApp();
    await post(app, '/api/v1/pa/account/origins', { origin: 'https://shop.example' }, merchant);
    const ask = (account: string, origin?: string) => app.request(`/api/v1/checkout/frame_origin?account=${account}`, { headers: origin ? { origin } : {} });
    const yes = await ask('acct_portico_demo', 'https://shop.example');
    expect(yes.headers.get('access-control-allow-origin')).toBe('*');
    expect(await yes.json()).toEqual({ account_id: 'acct_portico_demo', origin: 'https://shop.example', registered: true });
    expect(await (await ask('acct_portico_demo', 'https://evil.example')).json()).toMatchObject({ registered: false });
    expect(await (await ask('acct_other', 'https://shop.example')).json()).toMatchObject({ registered: false });
    expect(await (await ask('acct_portico_demo')).json()).toMatchObject({ origin: null, registered: false });
    await expectError(await app.request('/api/v1/checkout/frame_origin'), 400, 'validation_error');
  });
});
