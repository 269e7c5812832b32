/**
 * portico/server's client against the sandbox's own app, in this process (its `fetch`
 * option is the app's request): each resource's calls, the provider's errors as typed
 * errors, request ids that make a retry the same write, and retries only when no answer came.
 */
import { describe, expect, it } from 'vitest';
import { SECRET_KEY, confirm, confirmBody, makeApp } from '../../sandbox/test-support/app';
import { cardMethod, verify } from '../../sandbox/test-support/customers';
import { PorticoServerError, createPorticoServer } from './index';

function client(fetchOverride?: (input: string, init: RequestInit) => Promise<Response>, extra: { retries?: number; timeoutMs?: number } = {}) {
  const app = makeApp();
  const fetchFn = fetchOverride ?? ((input: string, init: RequestInit) => Promise.resolve(app.request(input, init)));
  return { app, portico: createPorticoServer({ secretKey: SECRET_KEY, baseUrl: 'http://sandbox.test', fetch: fetchFn, ...extra }) };
}

async function thrown(promise: Promise<unknown>): Promise<PorticoServerError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PorticoServerError);
  return error as PorticoServerError;
}

describe('createPorticoServer', () => {
  it('creates, retrieves, captures and refunds an intent', async () => {
    const { app, portico } = client();
    const intent = await portico.paymentIntents.create({ amount: 30, currency: 'USD', capture_method: 'manual', merchant_order_id: 'order_1' });
    expect(intent).toMatchObject({ id: expect.stringMatching(/^int_/), status: 'REQUIRES_PAYMENT_METHOD', client_secret: expect.any(String) });
    expect((await confirm(app, intent as never, confirmBody())).status).toBe(200);
    expect((await portico.paymentIntents.retrieve(intent.id)).status).toBe('REQUIRES_CAPTURE');
    expect(await portico.paymentIntents.capture(intent.id)).toMatchObject({ status: 'SUCCEEDED' });
    const refund = await portico.refunds.create({ payment_intent_id: intent.id, amount: 10, reason: 'returned' });
    expect(refund).toMatchObject({ payment_intent_id: intent.id, amount: 10, status: 'SETTLED' });
    expect(await portico.refunds.retrieve(refund.id)).toMatchObject({ id: refund.id });
    expect((await portico.refunds.list(intent.id)).items.map((r) => r.id)).toEqual([refund.id]);
  });

  it('passes a pre_auth authorisation through (spec §3): confirmed, it waits for capture', async () => {
    const { app, portico } = client();
    const intent = await portico.paymentIntents.create({ amount: 30, currency: 'USD', payment_method_options: { card: { authorization_type: 'pre_auth' } } });
    expect(intent).toMatchObject({ capture_method: 'manual', payment_method_options: { card: { authorization_type: 'pre_auth' } } });
    expect((await confirm(app, intent as never, confirmBody())).status).toBe(200);
    expect((await portico.paymentIntents.retrieve(intent.id)).status).toBe('REQUIRES_CAPTURE');
  });

  it('cancels an intent', async () => {
    const { portico } = client();
    const intent = await portico.paymentIntents.create({ amount: 5, currency: 'EUR' });
    expect(await portico.paymentIntents.cancel(intent.id, { cancellation_reason: 'out of stock' })).toMatchObject({ status: 'CANCELLED' });
  });

  it("charges a customer's verified consent from the server", async () => {
    const { app, portico } = client();
    const customer = await portico.customers.create({ merchant_customer_id: 'member_7', email: 'ada@example.com' });
    expect(await portico.customers.retrieve(customer.id)).toMatchObject({ merchant_customer_id: 'member_7' });
    expect((await portico.customers.createClientSecret(customer.id)).client_secret).toEqual(expect.any(String));
    const consent = await portico.paymentConsents.create({ customer_id: customer.id, next_triggered_by: 'merchant', merchant_trigger_reason: 'unscheduled' });
    expect((await verify(app, consent.id, cardMethod())).status).toBe(200);
    expect((await portico.paymentConsents.retrieve(consent.id)).status).toBe('VERIFIED');
    const intent = await portico.paymentIntents.create({ amount: 12, currency: 'USD', customer_id: customer.id });
    expect(await portico.paymentIntents.confirm(intent.id, { payment_consent_id: consent.id })).toMatchObject({ status: 'SUCCEEDED' });
    expect(await portico.paymentConsents.disable(consent.id)).toMatchObject({ status: 'DISABLED' });
  });

  it("saves a card for a customer and lists the customer's saved methods, never the number", async () => {
    const { portico } = client();
    const customer = await portico.customers.create({ merchant_customer_id: 'member_8' });
    const card = { number: '4111 1111 1111 1111', expiry_month: '12', expiry_year: '2034', cvc: '123' };
    const saved = await portico.paymentMethods.create({ customer_id: customer.id, payment_method: { type: 'card', card } });
    expect(saved).toMatchObject({ customer_id: customer.id, type: 'card', status: 'ACTIVE', card: { brand: 'visa', last4: '1111' } });
    expect((await portico.paymentMethods.list(customer.id)).items.map((m) => m.id)).toEqual([saved.id]);
    expect(JSON.stringify(saved)).not.toContain('4111 1111 1111 1111');
  });

  it('makes, lists and deactivates payment links; registers and lists webhook endpoints', async () => {
    const { portico } = client();
    const link = await portico.paymentLinks.create({ title: 'Gift card', reusable: false, amount: 20, currency: 'USD' });
    expect(link.url).toContain(link.code);
    expect((await portico.paymentLinks.list()).items.map((l) => l.code)).toContain(link.code);
    expect(await portico.paymentLinks.deactivate(link.code)).toMatchObject({ code: link.code });
    const endpoint = await portico.webhookEndpoints.create({ url: 'http://127.0.0.1:4000/hooks', events: ['payment_intent.succeeded'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    expect((await portico.webhookEndpoints.list()).items.map((e) => e.id)).toEqual([endpoint.id]);
  });

  it("throws the provider's errors typed, with whose mistake and the HTTP status", async () => {
    const { portico } = client();
    const missing = await thrown(portico.paymentIntents.retrieve('int_nope'));
    expect(missing).toMatchObject({ code: 'not_found', audience: 'merchant', status: 404 });
    const invalid = await thrown(portico.paymentIntents.create({ amount: -1, currency: 'USD' }));
    expect(invalid).toMatchObject({ code: 'validation_error', audience: 'merchant', status: 400, details: { field: 'amount' } });
    const wrongKey = createPorticoServer({
      secretKey: 'sk_wrong',
      baseUrl: 'http://sandbox.test',
      fetch: (i, init) => Promise.resolve(makeApp().request(i, init)),
    });
    expect(await thrown(wrongKey.paymentIntents.retrieve('int_x'))).toMatchObject({ code: 'unauthorized', audience: 'merchant', status: 401 });
  });

  it('sends a request_id with every write (a given one as it is), so the same one is the same intent', async () => {
    const { portico } = client();
    const first = await portico.paymentIntents.create({ request_id: 'order-42', amount: 9, currency: 'USD' });
    const again = await portico.paymentIntents.create({ request_id: 'order-42', amount: 9, currency: 'USD' });
    expect(again.id).toBe(first.id);
    const other = await portico.paymentIntents.create({ amount: 9, currency: 'USD' });
    expect(other.id).not.toBe(first.id);
  });

  it('retries a write whose answer was lost with the same request_id: one intent, not two', async () => {
    const app = makeApp();
    const sent: string[] = [];
    let lose = 1;
    const { portico } = client(async (input, init) => {
      sent.push(String(init.body));
      const response = await app.request(input, init);
      // The provider did the write; its answer never arrives.
      if (lose-- > 0) throw new TypeError('fetch failed');
      return response;
    });
    const intent = await portico.paymentIntents.create({ amount: 9, currency: 'USD' });
    expect(sent).toHaveLength(2);
    expect(sent[0]).toBe(sent[1]);
    expect(JSON.parse(sent[0]!)).toMatchObject({ request_id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(intent.id).toBe(
      (JSON.parse(await (await app.request(`/api/v1/pa/payment_intents/${intent.id}`, { headers: { 'x-api-key': SECRET_KEY } })).text()) as { id: string }).id,
    );
  });

  it('gives up after its retries with network_error, and never retries an answered error', async () => {
    let calls = 0;
    const down = client(
      () => {
        calls++;
        return Promise.reject(new TypeError('fetch failed'));
      },
      { retries: 1 },
    ).portico;
    expect(await thrown(down.paymentIntents.retrieve('int_1'))).toMatchObject({ code: 'network_error', audience: 'network', status: null });
    expect(calls).toBe(2);
    const app = makeApp();
    let answered = 0;
    const up = client((input, init) => {
      answered++;
      return Promise.resolve(app.request(input, init));
    }).portico;
    await thrown(up.paymentIntents.retrieve('int_nope'));
    expect(answered).toBe(1);
  });

  it('times out an attempt that takes too long', async () => {
    const hanging = (_input: string, init: RequestInit) =>
      new Promise<Response>((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)));
    const { portico } = client(hanging, { retries: 0, timeoutMs: 50 });
    expect(await thrown(portico.paymentIntents.retrieve('int_1'))).toMatchObject({ code: 'timeout', details: { timeout_ms: 50 } });
  });

  it('refuses options it cannot use', () => {
    expect(() => createPorticoServer({ secretKey: '', baseUrl: 'http://x.test' })).toThrow(/secretKey/);
    expect(() => createPorticoServer({ secretKey: 'sk', baseUrl: 'localhost:3100' })).toThrow(/baseUrl/);
    expect(() => createPorticoServer({ secretKey: 'sk', baseUrl: 'http://x.test', retries: -1 })).toThrow(/retries/);
  });
});
