import { describe, expect, it } from 'vitest';
import { createMerchantApp } from './merchant-app';
import { signatureHeader } from '../sandbox/webhooks/signature';
import { MerchantWebhooks, WEBHOOK_PATH } from './webhook-routes';

function merchant() {
  const webhooks = new MerchantWebhooks();
  webhooks.secret = 'whsec_demo';
  const app = createMerchantApp({
    sandboxUrl: 'http://sandbox.test',
    checkoutOrigin: 'http://127.0.0.1:3100',
    secretKey: 'sk',
    sdkVersion: '9.9.9',
    sdkDir: '/nonexistent',
    appsDir: '/nonexistent',
    webhooks,
  });
  return { app, webhooks };
}

const event = (id: string, intentId: string, type = 'payment_intent.succeeded') =>
  JSON.stringify({
    id,
    type,
    created_at: new Date().toISOString(),
    data: { object: { id: intentId, status: 'SUCCEEDED', amount: 25, currency: 'USD', merchant_order_id: 'order_1' } },
  });

function deliver(app: ReturnType<typeof merchant>['app'], body: string, header = signatureHeader('whsec_demo', body)) {
  return app.request(WEBHOOK_PATH, { method: 'POST', headers: { 'content-type': 'application/json', 'portico-signature': header }, body });
}

describe("the demo merchant's webhook endpoint", () => {
  it('fulfils the order from the signed event, once, however often it is delivered', async () => {
    const { app } = merchant();
    const body = event('evt_1', 'int_1');
    expect((await deliver(app, body)).status).toBe(200);
    expect((await deliver(app, body)).status).toBe(200);
    // Another event for the same payment (a resend makes a new delivery of the same id; a second type would be new) fulfils nothing more.
    expect((await deliver(app, event('evt_2', 'int_1', 'payment_intent.requires_capture'))).status).toBe(200);
    const order = await (await app.request('/api/orders/int_1')).json();
    expect(order).toMatchObject({ fulfilled: true, fulfilled_by: 'webhook', event_id: 'evt_1', merchant_order_id: 'order_1', fulfilments: 1 });
    expect(await (await app.request('/api/orders/int_2')).json()).toMatchObject({ fulfilled: false, fulfilments: 0 });
  });

  it('refuses a wrong signature, a changed body and a replay older than five minutes, and fulfils nothing', async () => {
    const { app } = merchant();
    const body = event('evt_1', 'int_1');
    expect((await deliver(app, body, signatureHeader('whsec_other', body))).status).toBe(400);
    expect((await deliver(app, body.replace('25', '2500'), signatureHeader('whsec_demo', body))).status).toBe(400);
    expect((await deliver(app, body, signatureHeader('whsec_demo', body, new Date(Date.now() - 301_000)))).status).toBe(400);
    expect((await deliver(app, body, 'nonsense')).status).toBe(400);
    expect(await (await app.request('/api/orders/int_1')).json()).toMatchObject({ fulfilled: false });
    // The same body, signed now, is taken: what was refused was the signature, not the event.
    expect((await deliver(app, body)).status).toBe(200);
    expect(await (await app.request('/api/orders/int_1')).json()).toMatchObject({ fulfilled: true });
  });
});
