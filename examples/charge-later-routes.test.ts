import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { createPorticoServer } from '../sdk/server/index';
import { addChargeLaterRoutes } from './charge-later-routes';

/** A provider that answers from a table and records what portico/server sent it. */
function provider() {
  const calls: Array<{ path: string; body: unknown }> = [];
  const answer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const fetch = async (input: string, init: RequestInit) => {
    const path = new URL(input).pathname;
    calls.push({ path, body: init.body === undefined ? undefined : JSON.parse(String(init.body)) });
    if (path.startsWith('/api/v1/pa/payment_consents/')) return answer(200, { id: 'cst_1', customer_id: 'cus_1', terms_of_use: { payment_currency: 'GBP' } });
    if (path === '/api/v1/pa/payment_intents/create') return answer(201, { id: 'int_1' });
    return answer(400, { code: 'consent_amount_outside_terms', message: 'over', details: { max_payment_amount: 20 } });
  };
  return { calls, portico: createPorticoServer({ secretKey: 'sk', baseUrl: 'http://sandbox.test', fetch }) };
}

const post = (app: Hono, path: string, body: unknown) =>
  app.request(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });

describe('the demo merchant charging a consent', () => {
  it("takes customer and currency from the provider's consent, confirms as the merchant, and passes a refusal on with its code", async () => {
    const app = new Hono();
    const { calls, portico } = provider();
    addChargeLaterRoutes(app, portico);
    const res = await post(app, '/api/recurring/charge', { consent_id: 'cst_1', amount: 25, currency: 'USD', customer_id: 'cus_evil' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ intent_id: 'int_1', code: 'consent_amount_outside_terms', message: 'over', details: { max_payment_amount: 20 } });
    expect(calls[1]?.body).toMatchObject({ amount: 25, currency: 'GBP', customer_id: 'cus_1' });
    expect(calls[2]).toMatchObject({ path: '/api/v1/pa/payment_intents/int_1/confirm', body: { payment_consent_id: 'cst_1', triggered_by: 'merchant' } });
    expect(calls[2]?.body).not.toHaveProperty('payment_method_options');
  });

  it('refuses a malformed consent id, amount or delay before calling the provider', async () => {
    const app = new Hono();
    const { calls, portico } = provider();
    addChargeLaterRoutes(app, portico);
    for (const body of [
      { consent_id: '../x', amount: 5 },
      { consent_id: 'cst_1', amount: -1 },
      { consent_id: 'cst_1', amount: '5' },
    ]) {
      expect((await post(app, '/api/recurring/charge', body)).status).toBe(400);
    }
    for (const delay_ms of [-1, 60_001, 1.5, '10']) {
      expect((await post(app, '/api/recurring/schedule', { consent_id: 'cst_1', amount: 5, delay_ms })).status).toBe(400);
    }
    expect(calls).toEqual([]);
  });
});
