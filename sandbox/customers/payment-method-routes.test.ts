import { describe, expect, it } from 'vitest';
import type { SavedMethod } from './types';
import {
  ACH,
  MERCHANT,
  METHODS,
  asCustomer,
  cardMethod,
  createCustomer,
  customerSecret,
  getConsent,
  listMethods,
  verifiedConsent,
} from '../test-support/customers';
import { FUTURE_YEAR, expectError, get, makeApp, post, uniqueId } from '../test-support/app';

const createBody = (customerId: string, pm: unknown = cardMethod()) => ({ request_id: uniqueId(), customer_id: customerId, payment_method: pm });

describe('POST /api/v1/pa/payment_methods/create', () => {
  it('saves a card (201) as brand, last four and expiry, never the number or CVC', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const res = await post(app, `${METHODS}/create`, createBody(customer.id, cardMethod({ cvc: '987' })), MERCHANT);
    expect(res.status).toBe(201);
    const method = (await res.json()) as SavedMethod;
    expect(method).toEqual({
      id: expect.stringMatching(/^mtd_[0-9a-f]{24}$/),
      customer_id: customer.id,
      type: 'card',
      card: { brand: 'visa', last4: '1111', expiry_month: '12', expiry_year: FUTURE_YEAR },
      status: 'ACTIVE',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });
    expect(JSON.stringify(method)).not.toMatch(/4111111111111111|"cvc"|"987"/);
  });

  it('saves a wallet for the customer’s own client secret', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const secret = await customerSecret(app, customer.id);
    const res = await post(
      app,
      `${METHODS}/create`,
      createBody(customer.id, { type: 'applepay', applepay: { token: '5555555555554444' } }),
      asCustomer(secret),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ type: 'applepay', applepay: { brand: 'mastercard', last4: '4444' } });
  });

  it('declines a test card with the issuer error and saves nothing', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const res = await post(app, `${METHODS}/create`, createBody(customer.id, cardMethod({ number: '4000000000000069' })), MERCHANT);
    const err = await expectError(res, 400, 'issuer_declined');
    expect(err).toMatchObject({ provider_original_response_code: '54', details: { customer_id: customer.id, failure_code: 'card_expired' } });
    expect(await listMethods(app, customer.id)).toEqual([]);
  });

  it('refuses direct debit (saved through a consent), bad cards and a missing customer (400)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const debit = await expectError(await post(app, `${METHODS}/create`, createBody(customer.id, ACH), MERCHANT), 400, 'validation_error');
    expect(debit.details).toEqual({ field: 'payment_method.type', reason: 'verify_with_consent' });
    const luhn = await post(app, `${METHODS}/create`, createBody(customer.id, cardMethod({ number: '4111111111111112' })), MERCHANT);
    expect((await expectError(luhn, 400, 'validation_error')).details).toEqual({ field: 'payment_method.card.number', reason: 'luhn_check_failed' });
    const noPm = await post(app, `${METHODS}/create`, { request_id: 'r', customer_id: customer.id }, MERCHANT);
    expect((await expectError(noPm, 400, 'validation_error')).details).toEqual({ field: 'payment_method', reason: 'required' });
    const noCustomer = await post(app, `${METHODS}/create`, { request_id: 'r', payment_method: cardMethod() }, MERCHANT);
    expect((await expectError(noCustomer, 400, 'validation_error')).details).toEqual({ field: 'customer_id', reason: 'required' });
  });

  it('401 for another customer’s secret or none; 404 for an unknown customer', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const stranger = await customerSecret(app, (await createCustomer(app)).id);
    await expectError(await post(app, `${METHODS}/create`, createBody(customer.id), asCustomer(stranger)), 401, 'unauthorized');
    await expectError(await post(app, `${METHODS}/create`, createBody(customer.id)), 401, 'unauthorized');
    await expectError(await post(app, `${METHODS}/create`, createBody('cus_nope'), MERCHANT), 404, 'not_found');
  });

  it('replays by request_id (one method saved) and refuses a changed body (422)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const body = createBody(customer.id);
    const first = await post(app, `${METHODS}/create`, body, MERCHANT);
    const again = await post(app, `${METHODS}/create`, body, MERCHANT);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect(await listMethods(app, customer.id)).toHaveLength(1);
    await expectError(await post(app, `${METHODS}/create`, { ...body, payment_method: cardMethod({ cvc: '999' }) }, MERCHANT), 422, 'idempotency_key_reused');
  });
});

describe('GET /api/v1/pa/payment_methods', () => {
  it('lists a customer’s methods for the merchant and that customer, filtered by status', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const a = await verifiedConsent(app, customer.id);
    const b = await verifiedConsent(app, customer.id);
    await verifiedConsent(app, (await createCustomer(app)).id);
    const ids = (await listMethods(app, customer.id)).map((m) => m.id);
    expect(ids).toEqual([a.payment_method?.id, b.payment_method?.id]);
    const secret = await customerSecret(app, customer.id);
    expect((await listMethods(app, customer.id, asCustomer(secret))).map((m) => m.id)).toEqual(ids);
    await post(app, `${METHODS}/${ids[0]}/disable`, { request_id: uniqueId() }, MERCHANT);
    const active = (await (await get(app, `${METHODS}?customer_id=${customer.id}&status=ACTIVE`, MERCHANT)).json()) as { items: SavedMethod[] };
    expect(active.items.map((m) => m.id)).toEqual([ids[1]]);
  });

  it('400 without customer_id or with an unknown status; 401 for another customer; 404 for an unknown customer', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    expect((await expectError(await get(app, METHODS, MERCHANT), 400, 'validation_error')).details).toEqual({ field: 'customer_id', reason: 'required' });
    await expectError(await get(app, `${METHODS}?customer_id=${customer.id}&status=GONE`, MERCHANT), 400, 'validation_error');
    const stranger = await customerSecret(app, (await createCustomer(app)).id);
    await expectError(await get(app, `${METHODS}?customer_id=${customer.id}`, asCustomer(stranger)), 401, 'unauthorized');
    await expectError(await get(app, `${METHODS}?customer_id=${customer.id}`), 401, 'unauthorized');
    await expectError(await get(app, `${METHODS}?customer_id=cus_nope`, MERCHANT), 404, 'not_found');
  });

  it('retrieves one method for its customer; 401 for another; 404 unknown', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const id = (await verifiedConsent(app, customer.id)).payment_method?.id ?? '';
    const own = await customerSecret(app, customer.id);
    expect(await (await get(app, `${METHODS}/${id}`, asCustomer(own))).json()).toMatchObject({ id, customer_id: customer.id });
    const stranger = await customerSecret(app, (await createCustomer(app)).id);
    await expectError(await get(app, `${METHODS}/${id}`, asCustomer(stranger)), 401, 'unauthorized');
    await expectError(await get(app, `${METHODS}/mtd_nope`, MERCHANT), 404, 'not_found');
  });
});

describe('POST /api/v1/pa/payment_methods/:id/disable', () => {
  it('disables the method and the consents on it; 409 the second time; replays its own request_id', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await verifiedConsent(app, customer.id);
    const id = consent.payment_method?.id ?? '';
    const body = { request_id: uniqueId() };
    const first = await post(app, `${METHODS}/${id}/disable`, body, asCustomer(await customerSecret(app, customer.id)));
    expect(first.status).toBe(200);
    expect(await first.clone().json()).toMatchObject({ id, status: 'DISABLED' });
    expect((await getConsent(app, consent.id)).status).toBe('DISABLED');
    const again = await post(app, `${METHODS}/${id}/disable`, body, MERCHANT);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const err = await expectError(await post(app, `${METHODS}/${id}/disable`, { request_id: uniqueId() }, MERCHANT), 409, 'invalid_status_for_operation');
    expect(err.details).toEqual({ payment_method_id: id, status: 'DISABLED' });
    await expectError(await post(app, `${METHODS}/${id}/disable`, { ...body, note: 1 }, MERCHANT), 422, 'idempotency_key_reused');
  });

  it('401 for another customer or none; 404 unknown; 400 without request_id', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const id = (await verifiedConsent(app, customer.id)).payment_method?.id ?? '';
    const stranger = await customerSecret(app, (await createCustomer(app)).id);
    await expectError(await post(app, `${METHODS}/${id}/disable`, { request_id: 'r' }, asCustomer(stranger)), 401, 'unauthorized');
    await expectError(await post(app, `${METHODS}/${id}/disable`, { request_id: 'r' }), 401, 'unauthorized');
    await expectError(await post(app, `${METHODS}/mtd_nope/disable`, { request_id: 'r' }, MERCHANT), 404, 'not_found');
    const err = await expectError(await post(app, `${METHODS}/${id}/disable`, { request_id: '' }, MERCHANT), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'request_id', reason: 'invalid_length' });
  });
});
