import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { SavedMethod } from './types';
import { createIntent, decodeClaims, expectError, get, makeApp, post, uniqueId } from '../test-support/app';
import { METHODS, MERCHANT, asCustomer, cardMethod, createCustomer, customerSecret, listMethods } from '../test-support/customers';

async function saveCard(app: Hono, customerId: string): Promise<SavedMethod> {
  const res = await post(app, `${METHODS}/create`, { request_id: uniqueId(), customer_id: customerId, payment_method: cardMethod() }, MERCHANT);
  expect(res.status).toBe(201);
  return (await res.json()) as SavedMethod;
}

/** A customer with one saved card, and an intent created for them: the shopper's browser holds the intent's secret. */
async function shopper(): Promise<{ app: Hono; customerId: string; method: SavedMethod; secret: Record<string, string> }> {
  const app = makeApp();
  const customer = await createCustomer(app);
  const method = await saveCard(app, customer.id);
  const intent = await createIntent(app, { customer_id: customer.id });
  return { app, customerId: customer.id, method, secret: asCustomer(intent.client_secret) };
}

describe('the client secret of an intent created for a customer', () => {
  it('lists and retrieves that customer’s saved methods', async () => {
    const { app, customerId, method, secret } = await shopper();
    expect(await listMethods(app, customerId, secret)).toEqual([method]);
    const one = await get(app, `${METHODS}/${method.id}`, secret);
    expect(one.status).toBe(200);
    expect(await one.json()).toEqual(method);
  });

  it('disables one of them, which then leaves the ACTIVE list', async () => {
    const { app, customerId, method, secret } = await shopper();
    const res = await post(app, `${METHODS}/${method.id}/disable`, { request_id: uniqueId() }, secret);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: method.id, status: 'DISABLED' });
    const active = await get(app, `${METHODS}?customer_id=${customerId}&status=ACTIVE`, secret);
    expect(((await active.json()) as { items: unknown[] }).items).toEqual([]);
  });

  it('saves a card for that customer (element.createPaymentMethod()), the issuer check deciding', async () => {
    const { app, customerId, secret } = await shopper();
    const res = await post(
      app,
      `${METHODS}/create`,
      { request_id: uniqueId(), customer_id: customerId, payment_method: cardMethod({ number: '5555555555554444' }) },
      secret,
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ customer_id: customerId, card: { brand: 'mastercard', last4: '4444' }, status: 'ACTIVE' });
    const declined = await post(
      app,
      `${METHODS}/create`,
      { request_id: uniqueId(), customer_id: customerId, payment_method: cardMethod({ number: '4000000000000069' }) },
      secret,
    );
    await expectError(declined, 400, 'issuer_declined');
    expect(await listMethods(app, customerId, secret)).toHaveLength(2);
  });

  it('opens no other customer’s methods and creates none for them (401 wrong_customer)', async () => {
    const { app, secret } = await shopper();
    const other = await createCustomer(app);
    const theirs = await saveCard(app, other.id);
    for (const res of [
      await get(app, `${METHODS}?customer_id=${other.id}`, secret),
      await get(app, `${METHODS}/${theirs.id}`, secret),
      await post(app, `${METHODS}/${theirs.id}/disable`, { request_id: uniqueId() }, secret),
    ]) {
      expect((await expectError(res, 401, 'unauthorized')).details).toEqual({ reason: 'wrong_customer' });
    }
    expect((await listMethods(app, other.id))[0]).toMatchObject({ status: 'ACTIVE' });
    const create = await post(app, `${METHODS}/create`, { request_id: uniqueId(), customer_id: other.id, payment_method: cardMethod() }, secret);
    expect((await expectError(create, 401, 'unauthorized')).details).toEqual({ reason: 'wrong_customer' });
    expect(await listMethods(app, other.id)).toHaveLength(1);
  });

  it('is refused as before when the intent has no customer', async () => {
    const { app, customerId } = await shopper();
    const anonymous = await createIntent(app);
    const res = await get(app, `${METHODS}?customer_id=${customerId}`, asCustomer(anonymous.client_secret));
    expect((await expectError(res, 401, 'unauthorized')).details).toEqual({ reason: 'not_a_customer_secret' });
  });

  it('leaves the customer secret working as it did, another customer’s refused', async () => {
    const { app, customerId, method } = await shopper();
    expect(await listMethods(app, customerId, asCustomer(await customerSecret(app, customerId)))).toEqual([method]);
    const stranger = asCustomer(await customerSecret(app, (await createCustomer(app)).id));
    const res = await get(app, `${METHODS}?customer_id=${customerId}`, stranger);
    expect((await expectError(res, 401, 'unauthorized')).details).toEqual({ reason: 'wrong_customer' });
  });
});

describe('the customer client secret', () => {
  it('carries the business name among its claims (spec §3)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    expect(decodeClaims(await customerSecret(app, customer.id))).toMatchObject({ customer_id: customer.id, business_name: 'Portico Demo Store' });
  });
});
