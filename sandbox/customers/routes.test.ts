import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, BUSINESS_NAME } from '../core/client-secret';
import type { Customer } from './types';
import { CUSTOMERS, MERCHANT, asCustomer, createCustomer, customerSecret } from '../test-support/customers';
import { SECRET_KEY, createIntent, decodeClaims, expectError, get, makeApp, post, uniqueId } from '../test-support/app';

describe('POST /api/v1/pa/customers/create', () => {
  it('creates a customer with a cus_ id and echoes its fields', async () => {
    const app = makeApp();
    const body = {
      request_id: uniqueId(),
      merchant_customer_id: 'shopper-42',
      email: 'ada@example.com',
      first_name: 'Ada',
      last_name: 'Lovelace',
      phone_number: '+44 20 7946 0000',
      metadata: { tier: 'gold', visits: 3 },
    };
    const res = await post(app, `${CUSTOMERS}/create`, body, MERCHANT);
    expect(res.status).toBe(201);
    const customer = (await res.json()) as Customer;
    expect(customer).toMatchObject({ ...body, id: expect.stringMatching(/^cus_[0-9a-f]{24}$/) });
    expect(customer.created_at).toBe(customer.updated_at);
  });

  it('defaults the optional fields to null and metadata to {}', async () => {
    const customer = await createCustomer(makeApp());
    expect(customer).toMatchObject({ email: null, first_name: null, last_name: null, phone_number: null, metadata: {} });
  });

  it('answers 401 without the merchant key, or with a customer client secret', async () => {
    const app = makeApp();
    const body = { request_id: uniqueId(), merchant_customer_id: 'x' };
    expect((await expectError(await post(app, `${CUSTOMERS}/create`, body), 401, 'unauthorized')).details.reason).toBe('missing_api_key');
    await expectError(await post(app, `${CUSTOMERS}/create`, body, { 'x-api-key': 'nope' }), 401, 'unauthorized');
    const secret = await customerSecret(app, (await createCustomer(app)).id);
    await expectError(await post(app, `${CUSTOMERS}/create`, body, asCustomer(secret)), 401, 'unauthorized');
  });

  const bad: Array<[string, unknown, string, string]> = [
    ['non-JSON', 'nope', 'body', 'invalid_json'],
    ['an array', '[]', 'body', 'must_be_object'],
    ['no request_id', { merchant_customer_id: 'a' }, 'request_id', 'required'],
    ['no merchant_customer_id', { request_id: 'r' }, 'merchant_customer_id', 'required'],
    ['a numeric merchant_customer_id', { request_id: 'r', merchant_customer_id: 7 }, 'merchant_customer_id', 'must_be_string'],
    ['a blank merchant_customer_id', { request_id: 'r', merchant_customer_id: '  ' }, 'merchant_customer_id', 'empty'],
    ['a long merchant_customer_id', { request_id: 'r', merchant_customer_id: 'm'.repeat(65) }, 'merchant_customer_id', 'too_long'],
    ['a bad email', { request_id: 'r', merchant_customer_id: 'a', email: 'ada' }, 'email', 'invalid_email'],
    ['a bad phone', { request_id: 'r', merchant_customer_id: 'a', phone_number: 'call me' }, 'phone_number', 'invalid_phone_number'],
    ['a numeric first_name', { request_id: 'r', merchant_customer_id: 'a', first_name: 1 }, 'first_name', 'must_be_string'],
    ['array metadata', { request_id: 'r', merchant_customer_id: 'a', metadata: [] }, 'metadata', 'must_be_object'],
    ['nested metadata', { request_id: 'r', merchant_customer_id: 'a', metadata: { k: {} } }, 'metadata.k', 'invalid_value'],
  ];
  it.each(bad)('answers 400 validation_error for %s', async (_name, body, field, reason) => {
    const err = await expectError(await post(makeApp(), `${CUSTOMERS}/create`, body, MERCHANT), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });

  it('answers 409 resource_already_exists when merchant_customer_id is taken', async () => {
    const app = makeApp();
    const first = await createCustomer(app, { merchant_customer_id: 'dup' });
    const res = await post(app, `${CUSTOMERS}/create`, { request_id: uniqueId(), merchant_customer_id: 'dup' }, MERCHANT);
    const err = await expectError(res, 409, 'resource_already_exists');
    expect(err.details).toEqual({ field: 'merchant_customer_id', customer_id: first.id });
  });

  it('replays the same request_id and body, and refuses a changed body with 422', async () => {
    const app = makeApp();
    const body = { request_id: uniqueId(), merchant_customer_id: uniqueId('m') };
    const first = await post(app, `${CUSTOMERS}/create`, body, MERCHANT);
    const again = await post(app, `${CUSTOMERS}/create`, body, MERCHANT);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const changed = await post(app, `${CUSTOMERS}/create`, { ...body, email: 'x@y.zz' }, MERCHANT);
    await expectError(changed, 422, 'idempotency_key_reused');
  });

  it('creates one customer when two identical requests race', async () => {
    const app = makeApp();
    const body = { request_id: uniqueId(), merchant_customer_id: uniqueId('m') };
    const [a, b] = await Promise.all([post(app, `${CUSTOMERS}/create`, body, MERCHANT), post(app, `${CUSTOMERS}/create`, body, MERCHANT)]);
    expect(((await a.json()) as Customer).id).toBe(((await b.json()) as Customer).id);
  });
});

describe('GET /api/v1/pa/customers/:id', () => {
  it('answers the merchant and the customer’s own client secret', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    expect(await (await get(app, `${CUSTOMERS}/${customer.id}`, MERCHANT)).json()).toEqual(customer);
    const secret = await customerSecret(app, customer.id);
    expect(await (await get(app, `${CUSTOMERS}/${customer.id}`, asCustomer(secret))).json()).toEqual(customer);
  });

  it('refuses another customer’s secret, an intent’s secret, a forged one and none (401)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const otherSecret = await customerSecret(app, (await createCustomer(app)).id);
    const path = `${CUSTOMERS}/${customer.id}`;
    expect((await expectError(await get(app, path, asCustomer(otherSecret)), 401, 'unauthorized')).details.reason).toBe('wrong_customer');
    const intent = await createIntent(app);
    expect((await expectError(await get(app, path, asCustomer(intent.client_secret)), 401, 'unauthorized')).details.reason).toBe('not_a_customer_secret');
    const own = await customerSecret(app, customer.id);
    const forged = `${own.split('.').slice(0, 2).join('.')}.${'A'.repeat(43)}`;
    expect((await expectError(await get(app, path, asCustomer(forged)), 401, 'unauthorized')).details.reason).toBe('bad_signature');
    expect((await expectError(await get(app, path), 401, 'unauthorized')).details.reason).toBe('missing_client_secret');
  });

  it('answers 404 for an unknown id', async () => {
    await expectError(await get(makeApp(), `${CUSTOMERS}/cus_nope`, MERCHANT), 404, 'not_found');
  });
});

describe('POST /api/v1/pa/customers/:id/update', () => {
  it('changes the given fields, clears nulls and keeps the rest', async () => {
    const app = makeApp();
    const customer = await createCustomer(app, { email: 'a@b.cc', first_name: 'Ada', metadata: { a: 1 } });
    const res = await post(app, `${CUSTOMERS}/${customer.id}/update`, { request_id: uniqueId(), first_name: 'Grace', email: null }, MERCHANT);
    expect(res.status).toBe(200);
    const updated = (await res.json()) as Customer;
    expect(updated).toMatchObject({ id: customer.id, first_name: 'Grace', email: null, metadata: { a: 1 } });
    expect(await (await get(app, `${CUSTOMERS}/${customer.id}`, MERCHANT)).json()).toEqual(updated);
  });

  it('is merchant only (401 for a customer secret), 404 for an unknown id', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const secret = await customerSecret(app, customer.id);
    await expectError(await post(app, `${CUSTOMERS}/${customer.id}/update`, { request_id: 'r' }, asCustomer(secret)), 401, 'unauthorized');
    await expectError(await post(app, `${CUSTOMERS}/cus_nope/update`, { request_id: 'r' }, MERCHANT), 404, 'not_found');
  });

  it('validates fields (400) and keeps merchant_customer_id unique (409)', async () => {
    const app = makeApp();
    const taken = await createCustomer(app);
    const customer = await createCustomer(app);
    const path = `${CUSTOMERS}/${customer.id}/update`;
    const err = await expectError(await post(app, path, { request_id: uniqueId(), merchant_customer_id: null }, MERCHANT), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'merchant_customer_id', reason: 'required' });
    const dup = { request_id: uniqueId(), merchant_customer_id: taken.merchant_customer_id };
    await expectError(await post(app, path, dup, MERCHANT), 409, 'resource_already_exists');
    const same = { request_id: uniqueId(), merchant_customer_id: customer.merchant_customer_id };
    expect((await post(app, path, same, MERCHANT)).status).toBe(200);
  });

  it('replays by request_id (422 on a changed body)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const path = `${CUSTOMERS}/${customer.id}/update`;
    const body = { request_id: uniqueId(), last_name: 'Hopper' };
    const first = await post(app, path, body, MERCHANT);
    const again = await post(app, path, body, MERCHANT);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    await expectError(await post(app, path, { ...body, last_name: 'Other' }, MERCHANT), 422, 'idempotency_key_reused');
  });
});

describe('POST /api/v1/pa/customers/:id/generate_client_secret', () => {
  it('issues a one-hour JWT naming the account, the business and the customer', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const res = await post(app, `${CUSTOMERS}/${customer.id}/generate_client_secret`, {}, MERCHANT);
    expect(res.status).toBe(200);
    const { client_secret, expired_time } = (await res.json()) as { client_secret: string; expired_time: string };
    const claims = decodeClaims(client_secret);
    expect(claims).toEqual({
      account_id: ACCOUNT_ID,
      customer_id: customer.id,
      business_name: BUSINESS_NAME,
      iat: expect.any(Number),
      exp: expect.any(Number),
    });
    expect(Number(claims.exp) - Number(claims.iat)).toBe(3600);
    expect(new Date(expired_time).getTime()).toBe(Number(claims.exp) * 1000);
  });

  it('answers GET too, 401 without the merchant key, 404 for an unknown customer', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    expect((await get(app, `${CUSTOMERS}/${customer.id}/generate_client_secret`, MERCHANT)).status).toBe(200);
    const secret = await customerSecret(app, customer.id);
    await expectError(await post(app, `${CUSTOMERS}/${customer.id}/generate_client_secret`, {}, asCustomer(secret)), 401, 'unauthorized');
    await expectError(await post(app, `${CUSTOMERS}/cus_nope/generate_client_secret`, {}, { 'x-api-key': SECRET_KEY }), 404, 'not_found');
  });
});
