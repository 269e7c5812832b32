import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Hono } from 'hono';
import type { Intent } from '../../model/intent-types';
import type { Consent } from '../../consents/types';
import { confirm, createIntent, expectError, makeApp, post, uniqueId } from '../../test-support/app';
import { CONSENTS, MERCHANT, SHOPPER_VERIFY, cardMethod, createConsent, createCustomer, getConsent, verify } from '../../test-support/customers';

const VARIABLE_20 = {
  next_triggered_by: 'merchant',
  merchant_trigger_reason: 'unscheduled',
  terms_of_use: { payment_amount_type: 'VARIABLE', max_payment_amount: 20, payment_currency: 'USD' },
};

/** A customer's consent on these terms, verified with `method`. */
async function consentWith(app: Hono, method: unknown, terms: Record<string, unknown> = VARIABLE_20): Promise<Consent> {
  const customer = await createCustomer(app);
  const consent = await createConsent(app, customer.id, terms);
  const res = await verify(app, consent.id, method);
  expect(res.status).toBe(200);
  return (await res.json()) as Consent;
}

const mitBody = (consentId: string, extra: Record<string, unknown> = {}) => ({
  request_id: uniqueId('mit'),
  payment_consent_id: consentId,
  triggered_by: 'merchant',
  ...extra,
});

/** The merchant's server: a new intent for the consent's customer, confirmed with the consent and no shopper. */
async function charge(app: Hono, consent: Consent, amount: number, currency = 'USD'): Promise<{ res: Response; intent: Intent }> {
  const intent = await createIntent(app, { customer_id: consent.customer_id, amount, currency });
  return { res: await confirm(app, intent, mitBody(consent.id), MERCHANT), intent };
}

async function paid(app: Hono, consent: Consent, amount: number): Promise<Intent> {
  const { res } = await charge(app, consent, amount);
  const body = (await res.json()) as Intent;
  expect(res.status, JSON.stringify(body)).toBe(200);
  expect(body).toMatchObject({ status: 'SUCCEEDED', payment_consent_id: consent.id, triggered_by: 'merchant' });
  return body;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('merchant-initiated charges on a consent (payment_consent_id, triggered_by: merchant)', () => {
  it('a saved card is charged three times with no CVC; a fourth over the terms is refused and charges nothing', async () => {
    const app = makeApp();
    const consent = await consentWith(app, cardMethod());
    for (const amount of [9.99, 20, 12.5]) {
      const intent = await paid(app, consent, amount);
      expect(intent.latest_payment_attempt?.payment_method).toMatchObject({ id: consent.payment_method?.id, type: 'card', card: { last4: '1111' } });
    }
    const { res, intent } = await charge(app, consent, 20.01);
    const err = await expectError(res, 400, 'consent_amount_outside_terms');
    expect(err.details).toMatchObject({ consent_id: consent.id, amount: 20.01, max_payment_amount: 20 });
    expect(err.message).toContain('at most 20');
    const after = (await (await app.request(`/api/v1/pa/payment_intents/${intent.id}`, { headers: MERCHANT })).json()) as Intent;
    expect(after).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', latest_payment_attempt: null });
    expect((await getConsent(app, consent.id)).merchant_charges).toMatchObject({ succeeded: 3 });
  });

  it('a replay of the same request_id answers the first charge and counts it once', async () => {
    const app = makeApp();
    const consent = await consentWith(app, cardMethod());
    const intent = await createIntent(app, { customer_id: consent.customer_id, amount: 5 });
    const body = mitBody(consent.id);
    const first = await confirm(app, intent, body, MERCHANT);
    const again = await confirm(app, intent, body, MERCHANT);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
    expect((await getConsent(app, consent.id)).merchant_charges?.succeeded).toBe(1);
  });

  it("only the merchant key may trigger as the merchant: the intent's client secret gets 401", async () => {
    const app = makeApp();
    const consent = await consentWith(app, cardMethod());
    const intent = await createIntent(app, { customer_id: consent.customer_id, amount: 5 });
    const err = await expectError(await confirm(app, intent, mitBody(consent.id)), 401, 'unauthorized');
    expect(err.details).toEqual({ field: 'triggered_by' });
  });

  it("a customer-triggered payment with a consent still needs the saved card's CVC", async () => {
    const app = makeApp();
    const consent = await consentWith(app, cardMethod(), {});
    const intent = await createIntent(app, { customer_id: consent.customer_id, amount: 5 });
    const body = { request_id: uniqueId(), payment_consent_id: consent.id };
    const err = await expectError(await confirm(app, intent, body), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'payment_method_options.card.cvc', reason: 'required' });
    const ok = await confirm(app, intent, { ...body, request_id: uniqueId(), payment_method_options: { card: { cvc: '123' } } });
    expect(await ok.json()).toMatchObject({ status: 'SUCCEEDED', triggered_by: 'customer', payment_consent_id: consent.id });
  });

  it.each([
    ['a merchant charge on a customer consent', {}, 5, 'USD', 'consent_trigger_mismatch'],
    ['another currency', VARIABLE_20, 5, 'EUR', 'consent_currency_mismatch'],
    [
      'an amount other than the fixed one',
      { ...VARIABLE_20, terms_of_use: { payment_amount_type: 'FIXED', fixed_payment_amount: 9.99, payment_currency: 'USD' } },
      10,
      'USD',
      'consent_amount_outside_terms',
    ],
  ])('refuses %s', async (_name, terms, amount, currency, code) => {
    const app = makeApp();
    const consent = await consentWith(app, cardMethod(), terms);
    const { res } = await charge(app, consent, amount, currency);
    const err = await expectError(res, 400, code);
    expect(err.details).toMatchObject({ consent_id: consent.id });
  });

  it('refuses an unverified consent (409 consent_not_verified) and a disabled one (409 consent_disabled)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const pending = await createConsent(app, customer.id, VARIABLE_20);
    await expectError((await charge(app, pending, 5)).res, 409, 'consent_not_verified');
    const consent = await consentWith(app, cardMethod());
    const disabled = await post(app, `${CONSENTS}/${consent.id}/disable`, { request_id: uniqueId() }, MERCHANT);
    expect(await disabled.json()).toMatchObject({ status: 'DISABLED', disabled_reason: 'disabled_by_request' });
    const err = await expectError((await charge(app, consent, 5)).res, 409, 'consent_disabled');
    expect(err.details).toMatchObject({ disabled_reason: 'disabled_by_request' });
  });

  it("another customer's consent reads as unknown; payment_method beside it is a conflict", async () => {
    const app = makeApp();
    const consent = await consentWith(app, cardMethod());
    const stranger = await createCustomer(app);
    const intent = await createIntent(app, { customer_id: stranger.id, amount: 5 });
    await expectError(await confirm(app, intent, mitBody(consent.id), MERCHANT), 404, 'not_found');
    const both = await expectError(await confirm(app, intent, mitBody(consent.id, { payment_method_id: 'mtd_x' }), MERCHANT), 400, 'validation_error');
    expect(both.details).toEqual({ field: 'payment_method_id', reason: 'conflict' });
  });

  it('a scheduled consent is charged on its charge day, once a cycle, for its number of cycles', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    const app = makeApp();
    const monthly = {
      next_triggered_by: 'merchant',
      merchant_trigger_reason: 'scheduled',
      terms_of_use: {
        payment_amount_type: 'FIXED',
        fixed_payment_amount: 9.99,
        payment_currency: 'USD',
        billing_cycle: 'MONTH',
        billing_cycle_charge_day: 5,
        total_billing_cycles: 2,
      },
    };
    const consent = await consentWith(app, cardMethod(), monthly);
    const off = await expectError((await charge(app, consent, 9.99)).res, 400, 'consent_charge_off_schedule');
    expect(off.details).toMatchObject({ billing_cycle_charge_day: 5, today: '2026-12-01', next_charge_from: '2026-12-05' });
    vi.setSystemTime(new Date('2026-12-05T08:00:00Z'));
    await paid(app, consent, 9.99);
    const twice = await expectError((await charge(app, consent, 9.99)).res, 400, 'consent_charge_off_schedule');
    // The date the schedule itself takes (its charge day), never the 1st the month starts on.
    expect(twice.details).toMatchObject({ next_charge_from: '2027-01-05' });
    vi.setSystemTime(new Date('2027-01-01T10:00:00Z'));
    const early = await expectError((await charge(app, consent, 9.99)).res, 400, 'consent_charge_off_schedule');
    expect(early.details).toMatchObject({ today: '2027-01-01', next_charge_from: '2027-01-05' });
    vi.setSystemTime(new Date('2027-01-05T23:00:00Z'));
    await paid(app, consent, 9.99);
    vi.setSystemTime(new Date('2027-02-05T09:00:00Z'));
    const done = await expectError((await charge(app, consent, 9.99)).res, 400, 'consent_billing_cycles_exhausted');
    expect(done.details).toMatchObject({ total_billing_cycles: 2, charged: 2 });
  });

  it('the 3-D Secure card is charged without a challenge: no shopper is there to take one', async () => {
    const app = makeApp();
    const consent = await consentWith(app, cardMethod({ number: '4000000000003014' }));
    const intent = await paid(app, consent, 5);
    expect(intent.next_action ?? null).toBeNull();
  });

  it('a saved wallet is charged as its network token', async () => {
    const app = makeApp();
    const consent = await consentWith(app, { type: 'googlepay', googlepay: { token: 'opaque-wallet-token' } });
    const intent = await paid(app, consent, 7);
    expect(intent.latest_payment_attempt?.payment_method).toMatchObject({ type: 'googlepay', googlepay: { brand: 'visa', last4: '1111' } });
  });
});

describe('test cards and accounts whose later charges fail', () => {
  it('4000 0002 0000 0513 pays the first charge, then declines for insufficient funds', async () => {
    const app = makeApp();
    const consent = await consentWith(app, cardMethod({ number: '4000000200000513' }));
    await paid(app, consent, 5);
    for (let i = 0; i < 2; i++) {
      const err = await expectError((await charge(app, consent, 5)).res, 400, 'issuer_declined');
      expect(err.original_code).toBe('51');
      // Told to the merchant, whose server made the charge: no shopper is there to try another card.
      expect(err.message).toContain('merchant-initiated charge (insufficient_funds, code 51)');
      expect(err.message).toContain('ask the customer to update the payment method');
      expect(err.message).not.toContain('Please try a different card');
    }
  });

  it('4000 0002 0000 3541 pays three charges, then declines as expired', async () => {
    const app = makeApp();
    const consent = await consentWith(app, cardMethod({ number: '4000000200003541' }));
    for (let i = 0; i < 3; i++) await paid(app, consent, 5);
    const { res, intent } = await charge(app, consent, 5);
    expect((await expectError(res, 400, 'issuer_declined')).original_code).toBe('54');
    const after = (await (await app.request(`/api/v1/pa/payment_intents/${intent.id}`, { headers: MERCHANT })).json()) as Intent;
    expect(after.latest_payment_attempt).toMatchObject({ status: 'FAILED', failure_code: 'card_expired' });
  });

  it('an account ending 0003 is debited under its mandate once; the mandate is then revoked and the consent disabled', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await createConsent(app, customer.id, VARIABLE_20);
    const details = { account_holder_name: 'Ada Lovelace', routing_number: '110000000', account_number: '000123450003' };
    expect((await verify(app, consent.id, { type: 'ach_direct_debit', ach_direct_debit: details })).status).toBe(200);
    expect((await post(app, SHOPPER_VERIFY, { consent_id: consent.id }, MERCHANT)).status).toBe(200);
    const verified = await getConsent(app, consent.id);
    const first = await paid(app, verified, 15);
    expect(first.latest_payment_attempt?.payment_method).toMatchObject({ type: 'ach_direct_debit', ach_direct_debit: { account_last4: '0003' } });
    const err = await expectError((await charge(app, verified, 15)).res, 400, 'issuer_declined');
    expect(err.original_code).toBe('R07');
    expect(await getConsent(app, consent.id)).toMatchObject({ status: 'DISABLED', disabled_reason: 'mandate_revoked' });
    await expectError((await charge(app, verified, 15)).res, 409, 'consent_disabled');
  });
});
