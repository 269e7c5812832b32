import { describe, expect, it } from 'vitest';
import { declineFor } from '../cards/declines';
import type { Consent } from './types';
import {
  ACH,
  CONSENTS,
  MERCHANT,
  METHODS,
  asCustomer,
  cardMethod,
  createConsent,
  createCustomer,
  customerSecret,
  getConsent,
  listMethods,
  verify,
  microDeposits,
} from '../test-support/customers';
import type { SavedMethod } from '../customers/types';
import { CHALLENGE_DECLINE_CODE, TEST_CARDS, type TestCard } from '../cards/test-cards';
import { FUTURE_YEAR, expectError, makeApp, post, uniqueId } from '../test-support/app';

const cards = Object.entries(TEST_CARDS) as Array<[string, TestCard]>;
/** Every card that declines a payment, with the decline it must give a consent too. */
const declining = cards.flatMap(([number, c]) => {
  if (c.outcome === 'decline') return [[number, c.description, c.providerCode, c.message] as const];
  if (c.outcome === 'three_ds' && c.scenario === 'challenge_decline') {
    const d = declineFor(CHALLENGE_DECLINE_CODE, c.brand);
    return [[number, c.description, d.providerCode, d.message] as const];
  }
  return [];
});
const declineNumbers = new Set(declining.map(([n]) => n));
const approving = cards.filter(([n]) => !declineNumbers.has(n)).map(([n, c]) => [n, c.description] as const);

async function setup() {
  const app = makeApp();
  const customer = await createCustomer(app);
  const consent = await createConsent(app, customer.id);
  return { app, customer, consent };
}

describe('POST /api/v1/pa/payment_consents/:id/verify — cards', () => {
  it('verifies with a card: VERIFIED, and the card is saved as brand, last four and expiry', async () => {
    const { app, customer, consent } = await setup();
    const res = await verify(app, consent.id, cardMethod({ number: '5555 5555 5555 4444', cvc: '987' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Consent;
    const card = { brand: 'mastercard', last4: '4444', expiry_month: '12', expiry_year: FUTURE_YEAR };
    expect(body).toMatchObject({
      status: 'VERIFIED',
      payment_method: { id: expect.stringMatching(/^mtd_/), type: 'card', card },
      next_action: null,
      latest_verification: { id: expect.stringMatching(/^vrf_/), status: 'SUCCEEDED', payment_method_type: 'card' },
    });
    const methods = await listMethods(app, customer.id);
    expect(methods).toEqual([expect.objectContaining({ id: body.payment_method?.id, status: 'ACTIVE', type: 'card', card })]);
    const text = JSON.stringify([body, methods]);
    expect(text).not.toContain('5555555555554444');
    expect(text).not.toMatch(/"cvc"|"number"|"987"/);
    expect(await getConsent(app, consent.id)).toMatchObject({ status: 'VERIFIED' });
  });

  it.each(approving)('%s (%s) verifies: nothing is charged, no 3DS page on consents', async (number) => {
    const { app, consent } = await setup();
    expect((await verify(app, consent.id, cardMethod({ number }))).status).toBe(200);
  });

  it.each(declining)('%s (%s) declines with the issuer error and leaves the consent pending', async (number, _d, code, message) => {
    const { app, customer, consent } = await setup();
    const err = await expectError(await verify(app, consent.id, cardMethod({ number })), 400, 'issuer_declined');
    expect(err).toEqual({
      code: 'issuer_declined',
      message,
      details: { consent_id: consent.id, verification_id: expect.stringMatching(/^vrf_/) },
      provider_original_response_code: code,
      original_code: code,
    });
    const after = await getConsent(app, consent.id);
    expect(after).toMatchObject({
      status: 'PENDING_VERIFICATION',
      payment_method: null,
      latest_verification: { id: err.details.verification_id, status: 'FAILED', provider_original_response_code: code },
    });
    expect(await listMethods(app, customer.id)).toEqual([]);
    // The shopper may try again with another card.
    expect((await verify(app, consent.id, cardMethod())).status).toBe(200);
  });

  it('replays a decline for the same request_id (no second verification) and refuses a changed body', async () => {
    const { app, consent } = await setup();
    const body = { request_id: uniqueId(), payment_method: cardMethod({ number: '4000000000009995' }) };
    const first = await post(app, `${CONSENTS}/${consent.id}/verify`, body, MERCHANT);
    const again = await post(app, `${CONSENTS}/${consent.id}/verify`, body, MERCHANT);
    expect(again.status).toBe(400);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    const changed = { ...body, payment_method: cardMethod() };
    await expectError(await post(app, `${CONSENTS}/${consent.id}/verify`, changed, MERCHANT), 422, 'idempotency_key_reused');
  });

  it('replays a success and never saves the card twice', async () => {
    const { app, customer, consent } = await setup();
    const body = { request_id: uniqueId(), payment_method: cardMethod() };
    const [a, b] = await Promise.all([
      post(app, `${CONSENTS}/${consent.id}/verify`, body, MERCHANT),
      post(app, `${CONSENTS}/${consent.id}/verify`, body, MERCHANT),
    ]);
    expect(await a.json()).toEqual(await b.json());
    expect(await listMethods(app, customer.id)).toHaveLength(1);
  });
});

describe('POST /api/v1/pa/payment_consents/:id/verify — wallets, debit, saved methods', () => {
  it.each(['googlepay', 'applepay'])('verifies with a %s token', async (type) => {
    const { app, consent } = await setup();
    const res = await verify(app, consent.id, { type, [type]: { token: 'opaque-wallet-token' } });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'VERIFIED', payment_method: { type, [type]: { brand: 'visa', last4: '1111' } } });
  });

  it('a wallet token that is a test card number declines like the card', async () => {
    const { app, consent } = await setup();
    const res = await verify(app, consent.id, { type: 'googlepay', googlepay: { token: '4000000000009995' } });
    expect((await expectError(res, 400, 'issuer_declined')).provider_original_response_code).toBe('51');
  });

  it('direct debit stays PENDING_VERIFICATION with a micro-deposit next_action and a masked account', async () => {
    const { app, customer, consent } = await setup();
    const res = await verify(app, consent.id, ACH);
    expect(res.status).toBe(200);
    const body = (await res.json()) as Consent;
    expect(body).toMatchObject({
      status: 'PENDING_VERIFICATION',
      payment_method: {
        id: null,
        type: 'ach_direct_debit',
        ach_direct_debit: { account_holder_name: 'Ada Lovelace', bank_code: '110000000', account_last4: '6789', country: 'US', currency: 'USD' },
      },
      next_action: {
        type: 'verify_micro_deposits',
        method: 'POST',
        url: `http://localhost/api/v1/pa/payment_consents/${consent.id}/verify_continue`,
        micro_deposit_count: 2,
        currency: 'USD',
        attempts_remaining: 3,
      },
      latest_verification: { status: 'PENDING', payment_method_type: 'ach_direct_debit' },
    });
    expect(JSON.stringify(body)).not.toContain('000123456789');
    expect(await listMethods(app, customer.id)).toEqual([]);
  });

  it.each([
    ['bacs_direct_debit', { account_holder_name: 'A', sort_code: '10-88-00', account_number: '00012345' }, 'GBP', '108800', '2345'],
    ['becs_direct_debit', { account_holder_name: 'A', bsb_number: '062-000', account_number: '12345678' }, 'AUD', '062000', '5678'],
    ['sepa_direct_debit', { account_holder_name: 'A', iban: 'DE89 3704 0044 0532 0130 00' }, 'EUR', null, '3000'],
  ])('accepts %s details', async (type, details, currency, bank_code, account_last4) => {
    const { app, consent } = await setup();
    const body = (await (await verify(app, consent.id, { type, [type]: details })).json()) as Consent;
    expect(microDeposits(body)?.currency).toBe(currency);
    const summary = { account_holder_name: 'A', bank_code, account_last4, country: expect.any(String), currency };
    expect(body.payment_method).toEqual({ id: null, type, [type]: summary });
  });

  it('refuses a debit account in another currency than the terms (400 currency_mismatch)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await createConsent(app, customer.id, { terms_of_use: { payment_amount_type: 'VARIABLE', payment_currency: 'EUR' } });
    const err = await expectError(await verify(app, consent.id, ACH), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'payment_method.type', reason: 'currency_mismatch' });
  });

  it('verifies with a saved method of the same customer, and refuses others', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const createBody = { request_id: uniqueId(), customer_id: customer.id, payment_method: cardMethod() };
    const created = await post(app, `${METHODS}/create`, createBody, MERCHANT);
    const method = (await created.json()) as SavedMethod;
    const consent = await createConsent(app, customer.id);
    const res = await post(app, `${CONSENTS}/${consent.id}/verify`, { request_id: uniqueId(), payment_method_id: method.id }, MERCHANT);
    expect(await res.json()).toMatchObject({ status: 'VERIFIED', payment_method: { id: method.id, type: 'card' } });
    expect(await listMethods(app, customer.id)).toHaveLength(1);

    const strangerConsent = await createConsent(app, (await createCustomer(app)).id);
    const foreign = await post(app, `${CONSENTS}/${strangerConsent.id}/verify`, { request_id: uniqueId(), payment_method_id: method.id }, MERCHANT);
    expect((await expectError(foreign, 400, 'validation_error')).details).toEqual({ field: 'payment_method_id', reason: 'not_found' });
    const unknown = await post(app, `${CONSENTS}/${strangerConsent.id}/verify`, { request_id: uniqueId(), payment_method_id: 'mtd_x' }, MERCHANT);
    expect((await expectError(unknown, 400, 'validation_error')).details).toEqual({ field: 'payment_method_id', reason: 'not_found' });

    await post(app, `${METHODS}/${method.id}/disable`, { request_id: uniqueId() }, MERCHANT);
    const again = await createConsent(app, customer.id);
    const disabled = await post(app, `${CONSENTS}/${again.id}/verify`, { request_id: uniqueId(), payment_method_id: method.id }, MERCHANT);
    expect((await expectError(disabled, 400, 'validation_error')).details).toEqual({ field: 'payment_method_id', reason: 'disabled' });
  });
});

describe('POST /api/v1/pa/payment_consents/:id/verify — refusals', () => {
  it('accepts the owning customer’s secret; 401 for another’s or none; 404 for an unknown consent', async () => {
    const { app, customer, consent } = await setup();
    const stranger = await customerSecret(app, (await createCustomer(app)).id);
    await expectError(await verify(app, consent.id, cardMethod(), asCustomer(stranger)), 401, 'unauthorized');
    await expectError(await verify(app, consent.id, cardMethod(), {}), 401, 'unauthorized');
    await expectError(await verify(app, 'cst_nope', cardMethod()), 404, 'not_found');
    const own = await customerSecret(app, customer.id);
    expect((await verify(app, consent.id, cardMethod(), asCustomer(own))).status).toBe(200);
  });

  it('answers 409 once VERIFIED or DISABLED', async () => {
    const { app, consent } = await setup();
    await verify(app, consent.id, cardMethod());
    const err = await expectError(await verify(app, consent.id, cardMethod()), 409, 'invalid_status_for_operation');
    expect(err.details).toEqual({ consent_id: consent.id, status: 'VERIFIED' });
    await post(app, `${CONSENTS}/${consent.id}/disable`, { request_id: uniqueId() }, MERCHANT);
    await expectError(await verify(app, consent.id, cardMethod()), 409, 'invalid_status_for_operation');
  });

  const sepa = (iban: string) => ({ type: 'sepa_direct_debit', sepa_direct_debit: { account_holder_name: 'A', iban } });
  const dd = (details: Record<string, unknown>) => ({ type: 'ach_direct_debit', ach_direct_debit: { ...ACH.ach_direct_debit, ...details } });
  const bad: Array<[string, unknown, string, string]> = [
    ['no request_id', { payment_method: cardMethod() }, 'request_id', 'required'],
    ['no payment method', { request_id: 'r' }, 'payment_method', 'required'],
    ['both sources', { request_id: 'r', payment_method: cardMethod(), payment_method_id: 'mtd_1' }, 'payment_method_id', 'conflict'],
    ['a string payment_method', { request_id: 'r', payment_method: 'card' }, 'payment_method', 'must_be_object'],
    ['no type', { request_id: 'r', payment_method: {} }, 'payment_method.type', 'required'],
    ['an unknown type', { request_id: 'r', payment_method: { type: 'cash' } }, 'payment_method.type', 'unsupported'],
    ['a bad Luhn', { request_id: 'r', payment_method: cardMethod({ number: '4111111111111112' }) }, 'payment_method.card.number', 'luhn_check_failed'],
    ['a bad CVC', { request_id: 'r', payment_method: cardMethod({ cvc: '1' }) }, 'payment_method.card.cvc', 'invalid_cvc'],
    ['month 13', { request_id: 'r', payment_method: cardMethod({ expiry_month: '13' }) }, 'payment_method.card.expiry_month', 'out_of_range'],
    ['no wallet token', { request_id: 'r', payment_method: { type: 'applepay', applepay: {} } }, 'payment_method.applepay.token', 'required'],
    // ACH, Bacs and SEPA without details go to their link page (link-page.test.ts); BECS has none.
    [
      'no bank details (BECS: no link page)',
      { request_id: 'r', payment_method: { type: 'becs_direct_debit' } },
      'payment_method.becs_direct_debit',
      'required',
    ],
    [
      'ACH details that are not an object',
      { request_id: 'r', payment_method: { type: 'ach_direct_debit', ach_direct_debit: 'x' } },
      'payment_method.ach_direct_debit',
      'must_be_object',
    ],
    [
      'half the ACH details',
      { request_id: 'r', payment_method: { type: 'ach_direct_debit', ach_direct_debit: { account_number: '000123456789' } } },
      'payment_method.ach_direct_debit.account_holder_name',
      'required',
    ],
    [
      'a bad routing checksum',
      { request_id: 'r', payment_method: dd({ routing_number: '110000001' }) },
      'payment_method.ach_direct_debit.routing_number',
      'checksum_failed',
    ],
    ['a short account', { request_id: 'r', payment_method: dd({ account_number: '12' }) }, 'payment_method.ach_direct_debit.account_number', 'invalid_length'],
    [
      'no holder',
      { request_id: 'r', payment_method: dd({ account_holder_name: undefined }) },
      'payment_method.ach_direct_debit.account_holder_name',
      'required',
    ],
    ['a bad IBAN', { request_id: 'r', payment_method: sepa('DE89370400440532013001') }, 'payment_method.sepa_direct_debit.iban', 'checksum_failed'],
    ['a short IBAN', { request_id: 'r', payment_method: sepa('DE89') }, 'payment_method.sepa_direct_debit.iban', 'invalid_format'],
  ];
  it.each(bad)('answers 400 validation_error for %s, and the consent is unchanged', async (_name, body, field, reason) => {
    const { app, consent } = await setup();
    const err = await expectError(await post(app, `${CONSENTS}/${consent.id}/verify`, body, MERCHANT), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
    expect(await getConsent(app, consent.id)).toMatchObject({ status: 'PENDING_VERIFICATION', latest_verification: null });
  });
});

describe("verify with a wallet's test token object (as intent confirm takes it)", () => {
  it('tok_visa verifies; tok_insufficient_funds declines with 51; an unknown test token is refused', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const verifyWith = async (token: unknown) => {
      const consent = await createConsent(app, customer.id);
      return post(app, `${CONSENTS}/${consent.id}/verify`, { request_id: uniqueId(), payment_method: { type: 'googlepay', googlepay: { token } } }, MERCHANT);
    };
    const ok = await verifyWith({ test_token: 'tok_visa' });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { status: string }).status).toBe('VERIFIED');
    const declined = await expectError(await verifyWith({ test_token: 'tok_insufficient_funds' }), 400, 'issuer_declined');
    expect(declined.original_code).toBe('51');
    const unknown = await expectError(await verifyWith({ test_token: 'tok_nope' }), 400, 'validation_error');
    expect(unknown.details).toMatchObject({ field: 'payment_method.googlepay.token.test_token', reason: 'unknown_test_token' });
  });
});
