import { describe, expect, it } from 'vitest';
import type { Consent } from './types';
import { CONSENTS, MERCHANT, asCustomer, consentBody, createConsent, createCustomer, customerSecret, verifiedConsent } from '../test-support/customers';
import { decodeClaims, expectError, get, makeApp, post } from '../test-support/app';

const TERMS = { payment_amount_type: 'FIXED', fixed_payment_amount: 9.99, payment_currency: 'USD', billing_cycle: 'MONTH', billing_cycle_charge_day: 5 };

describe('POST /api/v1/pa/payment_consents/create', () => {
  it('creates a PENDING_VERIFICATION consent with a client secret for its customer', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const body = consentBody(customer.id, {
      next_triggered_by: 'merchant',
      merchant_trigger_reason: 'scheduled',
      terms_of_use: TERMS,
      metadata: { plan: 'pro' },
    });
    const res = await post(app, `${CONSENTS}/create`, body, MERCHANT);
    expect(res.status).toBe(201);
    const consent = (await res.json()) as Consent;
    expect(consent).toMatchObject({
      id: expect.stringMatching(/^cst_[0-9a-f]{24}$/),
      customer_id: customer.id,
      status: 'PENDING_VERIFICATION',
      next_triggered_by: 'merchant',
      merchant_trigger_reason: 'scheduled',
      terms_of_use: { ...TERMS, max_payment_amount: null, total_billing_cycles: null },
      metadata: { plan: 'pro' },
      payment_method: null,
      next_action: null,
      latest_verification: null,
      disabled_reason: null,
    });
    expect(decodeClaims(consent.client_secret)).toMatchObject({ customer_id: customer.id });
    // The consent's client secret is the customer's: the browser can verify with it.
    expect((await get(app, `${CONSENTS}/${consent.id}`, asCustomer(consent.client_secret))).status).toBe(200);
  });

  it('accepts the customer’s own client secret, refuses another customer’s (401)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const secret = await customerSecret(app, customer.id);
    expect((await post(app, `${CONSENTS}/create`, consentBody(customer.id), asCustomer(secret))).status).toBe(201);
    const other = await createCustomer(app);
    const err = await expectError(await post(app, `${CONSENTS}/create`, consentBody(other.id), asCustomer(secret)), 401, 'unauthorized');
    expect(err.details.reason).toBe('wrong_customer');
    await expectError(await post(app, `${CONSENTS}/create`, consentBody(customer.id)), 401, 'unauthorized');
  });

  it('answers 404 for an unknown customer', async () => {
    await expectError(await post(makeApp(), `${CONSENTS}/create`, consentBody('cus_nope'), MERCHANT), 404, 'not_found');
  });

  const terms = (t: Record<string, unknown>) => ({ terms_of_use: t });
  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ['no customer_id', { customer_id: undefined }, 'customer_id', 'required'],
    ['no next_triggered_by', { next_triggered_by: undefined }, 'next_triggered_by', 'required'],
    ['an unknown next_triggered_by', { next_triggered_by: 'robot' }, 'next_triggered_by', 'invalid_value'],
    ['merchant without a reason', { next_triggered_by: 'merchant' }, 'merchant_trigger_reason', 'required'],
    ['merchant with an unknown reason', { next_triggered_by: 'merchant', merchant_trigger_reason: 'often' }, 'merchant_trigger_reason', 'invalid_value'],
    ['customer with a reason', { merchant_trigger_reason: 'scheduled' }, 'merchant_trigger_reason', 'not_allowed'],
    ['string terms', { terms_of_use: 'monthly' }, 'terms_of_use', 'must_be_object'],
    ['terms without a type', terms({ payment_currency: 'USD' }), 'terms_of_use.payment_amount_type', 'required'],
    ['FIXED without an amount', terms({ payment_amount_type: 'FIXED', payment_currency: 'USD' }), 'terms_of_use.fixed_payment_amount', 'required'],
    ['FIXED with a max', terms({ ...TERMS, max_payment_amount: 5 }), 'terms_of_use.max_payment_amount', 'not_allowed'],
    [
      'VARIABLE with a fixed amount',
      terms({ payment_amount_type: 'VARIABLE', fixed_payment_amount: 5, payment_currency: 'USD' }),
      'terms_of_use.fixed_payment_amount',
      'not_allowed',
    ],
    [
      'a negative max',
      terms({ payment_amount_type: 'VARIABLE', max_payment_amount: -5, payment_currency: 'USD' }),
      'terms_of_use.max_payment_amount',
      'must_be_positive',
    ],
    ['three decimals', terms({ ...TERMS, fixed_payment_amount: 1.234 }), 'terms_of_use.fixed_payment_amount', 'too_many_decimals'],
    ['no currency', terms({ payment_amount_type: 'VARIABLE' }), 'terms_of_use.payment_currency', 'required'],
    ['a lower-case currency', terms({ ...TERMS, payment_currency: 'usd' }), 'terms_of_use.payment_currency', 'invalid_currency'],
    ['an unknown cycle', terms({ ...TERMS, billing_cycle: 'FORTNIGHT' }), 'terms_of_use.billing_cycle', 'invalid_value'],
    ['a charge day without a cycle', terms({ ...TERMS, billing_cycle: undefined }), 'terms_of_use.billing_cycle_charge_day', 'not_allowed'],
    ['a charge day for a DAY cycle', terms({ ...TERMS, billing_cycle: 'DAY' }), 'terms_of_use.billing_cycle_charge_day', 'not_allowed'],
    [
      'charge day 8 for a WEEK cycle',
      terms({ ...TERMS, billing_cycle: 'WEEK', billing_cycle_charge_day: 8 }),
      'terms_of_use.billing_cycle_charge_day',
      'out_of_range',
    ],
    ['a fractional charge day', terms({ ...TERMS, billing_cycle_charge_day: 1.5 }), 'terms_of_use.billing_cycle_charge_day', 'must_be_integer'],
    ['zero cycles', terms({ ...TERMS, total_billing_cycles: 0 }), 'terms_of_use.total_billing_cycles', 'out_of_range'],
    ['string metadata', { metadata: 'x' }, 'metadata', 'must_be_object'],
  ];
  it.each(bad)('answers 400 validation_error for %s', async (_name, overrides, field, reason) => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const body = consentBody(customer.id, overrides);
    const err = await expectError(await post(app, `${CONSENTS}/create`, body, MERCHANT), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });

  it('accepts VARIABLE terms with an optional max and cycle count', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const t = {
      payment_amount_type: 'VARIABLE',
      max_payment_amount: 500,
      payment_currency: 'EUR',
      billing_cycle: 'YEAR',
      billing_cycle_charge_day: 365,
      total_billing_cycles: 12,
    };
    const consent = await createConsent(app, customer.id, { terms_of_use: t });
    expect(consent.terms_of_use).toEqual({ ...t, fixed_payment_amount: null });
  });

  it('replays by request_id and refuses a changed body (422)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const body = consentBody(customer.id);
    const first = await post(app, `${CONSENTS}/create`, body, MERCHANT);
    const again = await post(app, `${CONSENTS}/create`, body, MERCHANT);
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    await expectError(await post(app, `${CONSENTS}/create`, { ...body, metadata: { a: 1 } }, MERCHANT), 422, 'idempotency_key_reused');
  });
});

describe('GET /api/v1/pa/payment_consents/:id and ?customer_id=', () => {
  it('retrieves for the merchant (with a fresh client secret) and the owning customer', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await createConsent(app, customer.id);
    const merchantView = (await (await get(app, `${CONSENTS}/${consent.id}`, MERCHANT)).json()) as Consent;
    expect({ ...merchantView, client_secret: '' }).toEqual({ ...consent, client_secret: '' });
    expect(decodeClaims(merchantView.client_secret).customer_id).toBe(customer.id);
    const secret = await customerSecret(app, customer.id);
    expect(await (await get(app, `${CONSENTS}/${consent.id}`, asCustomer(secret))).json()).toEqual(consent);
  });

  it('refuses another customer’s secret (401) and answers 404 for an unknown id', async () => {
    const app = makeApp();
    const consent = await createConsent(app, (await createCustomer(app)).id);
    const stranger = await customerSecret(app, (await createCustomer(app)).id);
    await expectError(await get(app, `${CONSENTS}/${consent.id}`, asCustomer(stranger)), 401, 'unauthorized');
    await expectError(await get(app, `${CONSENTS}/cst_nope`, MERCHANT), 404, 'not_found');
    await expectError(await get(app, `${CONSENTS}/${consent.id}`), 401, 'unauthorized');
  });

  it('lists one customer’s consents in creation order, filtered by status', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const a = await createConsent(app, customer.id);
    const b = await verifiedConsent(app, customer.id);
    await createConsent(app, (await createCustomer(app)).id);
    const list = async (query: string, headers: Record<string, string> = MERCHANT) =>
      (await (await get(app, `${CONSENTS}?customer_id=${customer.id}${query}`, headers)).json()) as { items: Consent[]; has_more: boolean };
    const all = await list('');
    expect(all.has_more).toBe(false);
    expect(all.items.map((k) => k.id)).toEqual([a.id, b.id]);
    expect((await list('&status=VERIFIED')).items.map((k) => k.id)).toEqual([b.id]);
    const secret = await customerSecret(app, customer.id);
    expect((await list('', asCustomer(secret))).items).toHaveLength(2);
  });

  it('list: 400 without customer_id or with an unknown status, 401 for another customer, 404 for an unknown customer', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    expect((await expectError(await get(app, CONSENTS, MERCHANT), 400, 'validation_error')).details).toEqual({ field: 'customer_id', reason: 'required' });
    const status = await expectError(await get(app, `${CONSENTS}?customer_id=${customer.id}&status=LOST`, MERCHANT), 400, 'validation_error');
    expect(status.details).toEqual({ field: 'status', reason: 'invalid_value' });
    const stranger = await customerSecret(app, (await createCustomer(app)).id);
    await expectError(await get(app, `${CONSENTS}?customer_id=${customer.id}`, asCustomer(stranger)), 401, 'unauthorized');
    await expectError(await get(app, `${CONSENTS}?customer_id=cus_nope`, MERCHANT), 404, 'not_found');
  });
});
