import { describe, expect, it } from 'vitest';
import { ACCOUNT_ID, BUSINESS_NAME } from '../core/client-secret';
import { INTENTS, SECRET_KEY, createBody, decodeClaims, expectError, makeApp, post } from '../test-support/app';

const CREATE = `${INTENTS}/create`;
const KEY = { 'x-api-key': SECRET_KEY };

describe('POST /api/v1/pa/payment_intents/create', () => {
  it('creates an intent (201) with a client secret whose claims the front end can decode', async () => {
    const app = makeApp();
    const body = createBody({ return_url: 'https://shop.example/done', metadata: { cart: 'c1', items: 2 } });
    const res = await post(app, CREATE, body, KEY);
    expect(res.status).toBe(201);
    const intent = (await res.json()) as Record<string, unknown>;
    expect(intent).toMatchObject({
      id: expect.stringMatching(/^int_[0-9a-f]{24}$/),
      request_id: body.request_id,
      amount: 10.5,
      currency: 'USD',
      merchant_order_id: 'order_1',
      status: 'REQUIRES_PAYMENT_METHOD',
      capture_method: 'automatic',
      return_url: 'https://shop.example/done',
      metadata: { cart: 'c1', items: 2 },
      latest_payment_attempt: null,
      next_action: null,
    });
    expect(intent).not.toHaveProperty('payment_method_options');
    expect(intent.created_at).toBe(intent.updated_at);
    const claims = decodeClaims(intent.client_secret as string);
    expect(claims).toMatchObject({ account_id: ACCOUNT_ID, intent_id: intent.id, business_name: BUSINESS_NAME });
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("turns payment_method_options.card.authorization_type 'pre_auth' into manual capture (spec §3)", async () => {
    const app = makeApp();
    const options = { card: { authorization_type: 'pre_auth' } };
    const res = await post(app, CREATE, createBody({ payment_method_options: options }), KEY);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ capture_method: 'manual', payment_method_options: options });
  });

  it('defaults optional fields and keeps capture_method manual when asked', async () => {
    const app = makeApp();
    const res = await post(app, CREATE, { request_id: 'r-min', amount: 1, currency: 'EUR', capture_method: 'manual' }, KEY);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ merchant_order_id: null, capture_method: 'manual', return_url: null, metadata: {} });
  });

  it('refuses a missing or wrong x-api-key with 401', async () => {
    const app = makeApp();
    expect((await expectError(await post(app, CREATE, createBody()), 401, 'unauthorized')).details).toEqual({
      reason: 'missing_api_key',
    });
    await expectError(await post(app, CREATE, createBody(), { 'x-api-key': 'sk_test_wrong' }), 401, 'unauthorized');
    await expectError(await post(app, CREATE, createBody(), { 'x-api-key': '' }), 401, 'unauthorized');
  });

  it('checks the key before reading the body', async () => {
    await expectError(await post(makeApp(), CREATE, 'not json'), 401, 'unauthorized');
  });

  const badBodies: Array<[string, unknown, string, string]> = [
    ['non-JSON', '{"request_id":', 'body', 'invalid_json'],
    ['an empty body', '', 'body', 'invalid_json'],
    ['a JSON array', '[1,2]', 'body', 'must_be_object'],
    ['JSON null', 'null', 'body', 'must_be_object'],
    ['a missing request_id', createBody({ request_id: undefined }), 'request_id', 'required'],
    ['a numeric request_id', createBody({ request_id: 42 }), 'request_id', 'must_be_string'],
    ['an empty request_id', createBody({ request_id: '' }), 'request_id', 'invalid_length'],
    ['a missing amount', createBody({ amount: undefined }), 'amount', 'required'],
    ['a string amount', createBody({ amount: '10.50' }), 'amount', 'must_be_number'],
    ['a zero amount', createBody({ amount: 0 }), 'amount', 'must_be_positive'],
    ['a negative amount', createBody({ amount: -5 }), 'amount', 'must_be_positive'],
    ['three decimals', createBody({ amount: 10.505 }), 'amount', 'too_many_decimals'],
    ['a huge amount', createBody({ amount: 1e300 }), 'amount', 'too_large'],
    ['a missing currency', createBody({ currency: undefined }), 'currency', 'required'],
    ['a lowercase currency', createBody({ currency: 'usd' }), 'currency', 'invalid_currency'],
    ['a 2-letter currency', createBody({ currency: 'US' }), 'currency', 'invalid_currency'],
    ['a numeric currency', createBody({ currency: 840 }), 'currency', 'invalid_currency'],
    ['a numeric merchant_order_id', createBody({ merchant_order_id: 7 }), 'merchant_order_id', 'must_be_string'],
    ['an unknown capture_method', createBody({ capture_method: 'later' }), 'capture_method', 'invalid_value'],
    ['an array as payment_method_options', createBody({ payment_method_options: [] }), 'payment_method_options', 'must_be_object'],
    [
      'an unknown authorization_type',
      createBody({ payment_method_options: { card: { authorization_type: 'PRE_AUTH' } } }),
      'payment_method_options.card.authorization_type',
      'invalid_value',
    ],
    ['a relative return_url', createBody({ return_url: '/done' }), 'return_url', 'invalid_url'],
    ['a javascript: return_url', createBody({ return_url: 'javascript:alert(1)' }), 'return_url', 'invalid_url'],
    ['a return_url with credentials', createBody({ return_url: 'https://user:pw@shop.example/done' }), 'return_url', 'credentials_not_allowed'],
    ['a return_url with a user name only', createBody({ return_url: 'https://user@shop.example/done' }), 'return_url', 'credentials_not_allowed'],
    ['an array as metadata', createBody({ metadata: ['a'] }), 'metadata', 'must_be_object'],
    ['nested metadata', createBody({ metadata: { a: { b: 1 } } }), 'metadata.a', 'invalid_value'],
  ];

  it.each(badBodies)('answers 400 validation_error for %s', async (_name, body, field, reason) => {
    const res = await post(makeApp(), CREATE, body, KEY);
    const err = await expectError(res, 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });

  it('answers 413 in the error shape for an oversized body', async () => {
    const res = await post(makeApp(), CREATE, createBody({ metadata: { big: 'x'.repeat(70_000) } }), KEY);
    await expectError(res, 413, 'request_too_large');
  });

  it('answers 404 in the error shape for an unknown API route', async () => {
    const err = await expectError(await post(makeApp(), `${INTENTS}/create/extra`, createBody(), KEY), 404, 'not_found');
    expect(err.details).toMatchObject({ path: `${INTENTS}/create/extra` });
  });
});
