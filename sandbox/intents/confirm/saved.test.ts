import { describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { Intent } from '../../model/intent-types';
import type { SavedMethod } from '../../customers/types';
import { confirm, createIntent, expectError, makeApp, post, uniqueId, FUTURE_YEAR } from '../../test-support/app';
import { METHODS, MERCHANT, SHOPPER_VERIFY, cardMethod, createConsent, createCustomer, listMethods, verify } from '../../test-support/customers';
import { CARDS_3DS, collectDeviceData, confirmContinue, continueBody, readIntent, tokenOf } from '../../test-support/threeds';

async function saveCard(app: Hono, customerId: string, number = '4111111111111111'): Promise<SavedMethod> {
  const res = await post(app, `${METHODS}/create`, { request_id: uniqueId(), customer_id: customerId, payment_method: cardMethod({ number }) }, MERCHANT);
  expect(res.status).toBe(201);
  return (await res.json()) as SavedMethod;
}

/** An ACH account saved for the customer: a consent verified by details, then its micro-deposits. */
async function withMicroDeposits(app: Hono, customerId: string, accountNumber: string): Promise<SavedMethod> {
  const consent = await createConsent(app, customerId);
  const details = { account_holder_name: 'Ada Lovelace', routing_number: '110000000', account_number: accountNumber };
  expect((await verify(app, consent.id, { type: 'ach_direct_debit', ach_direct_debit: details })).status).toBe(200);
  const done = await post(app, SHOPPER_VERIFY, { consent_id: consent.id }, MERCHANT);
  expect(done.status).toBe(200);
  const id = ((await done.json()) as { payment_method: { id: string } }).payment_method.id;
  const [method] = (await listMethods(app, customerId)).filter((m) => m.id === id);
  return method!;
}

const payBody = (id: string, cvc: unknown = '123', extra: Record<string, unknown> = {}) => ({
  request_id: uniqueId('confirm'),
  payment_method_id: id,
  // null: no CVC sent at all.
  ...(cvc === null ? {} : { payment_method_options: { card: { cvc } } }),
  ...extra,
});

async function customerWithCard(number?: string): Promise<{ app: Hono; customerId: string; method: SavedMethod; intent: Intent }> {
  const app = makeApp();
  const customer = await createCustomer(app);
  const method = await saveCard(app, customer.id, number);
  const intent = await createIntent(app, { customer_id: customer.id });
  return { app, customerId: customer.id, method, intent };
}

describe('confirm with a saved card (payment_method_id)', () => {
  it('pays with the CVC typed again; the attempt names the method and shows only its summary', async () => {
    const { app, method, intent } = await customerWithCard();
    const res = await confirm(app, intent, payBody(method.id));
    expect(res.status).toBe(200);
    const paid = (await res.json()) as Intent;
    expect(paid).toMatchObject({ status: 'SUCCEEDED', latest_payment_attempt: { status: 'SUCCEEDED' } });
    expect(paid.latest_payment_attempt?.payment_method).toEqual({
      id: method.id,
      type: 'card',
      card: { brand: 'visa', last4: '1111', expiry_month: '12', expiry_year: FUTURE_YEAR },
    });
  });

  it('declines on a trigger amount as any card does, and never shows what decides its outcome', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const method = await saveCard(app, customer.id);
    const intent = await createIntent(app, { customer_id: customer.id, amount: 100.51 });
    const err = await expectError(await confirm(app, intent, payBody(method.id)), 400, 'issuer_declined');
    expect(err).toMatchObject({ provider_original_response_code: '51', original_code: '51' });
    expect(await readIntent(app, intent.id)).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      latest_payment_attempt: { status: 'FAILED', failure_code: 'insufficient_funds', payment_method: { id: method.id } },
    });
    const shown = JSON.stringify([await listMethods(app, customer.id), await readIntent(app, intent.id)]);
    expect(shown).not.toMatch(/4111111111111111|outcome|card_outcomes/);
  });

  it('pays as the test card it was saved from: the flaky card fails once, a 3DS challenge card asks for its challenge', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const flaky = await saveCard(app, customer.id, '4000000000005019');
    const intent = await createIntent(app, { customer_id: customer.id });
    const body = payBody(flaky.id);
    await expectError(await confirm(app, intent, body), 503, 'provider_unavailable');
    expect((await confirm(app, intent, body)).status).toBe(200);

    const challenge = await saveCard(app, customer.id, CARDS_3DS.challenge);
    const second = await createIntent(app, { customer_id: customer.id });
    const pending = (await (await confirm(app, second, payBody(challenge.id))).json()) as Intent;
    expect((await collectDeviceData(app, tokenOf(pending))).status).toBe(200);
    const atChallenge = (await (await confirmContinue(app, second, continueBody('3ds_check_enrollment'))).json()) as Intent;
    expect(atChallenge).toMatchObject({ status: 'REQUIRES_CUSTOMER_ACTION', next_action: { stage: 'WAITING_USER_INFO_INPUT' } });
  });

  it('goes through 3DS as the typed card does, and pays after the device-data step', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const first = await createIntent(app, { customer_id: customer.id });
    const waiting = (await (
      await confirm(app, first, {
        request_id: uniqueId(),
        save_payment_method: true,
        payment_method: { type: 'card', card: cardMethod({ number: CARDS_3DS.frictionless }).card },
      })
    ).json()) as Intent;
    expect((await collectDeviceData(app, tokenOf(waiting))).status).toBe(200);
    expect(((await (await confirmContinue(app, first, continueBody('3ds_check_enrollment'))).json()) as Intent).status).toBe('SUCCEEDED');
    const [saved] = await listMethods(app, customer.id);
    expect(saved).toMatchObject({ card: { last4: '3014' } });

    const second = await createIntent(app, { customer_id: customer.id });
    const res = await confirm(app, second, payBody(saved!.id));
    expect(res.status).toBe(200);
    const pending = (await res.json()) as Intent;
    expect(pending).toMatchObject({ status: 'REQUIRES_CUSTOMER_ACTION', next_action: { type: 'redirect_form', stage: 'WAITING_DEVICE_DATA_COLLECTION' } });
    expect((await collectDeviceData(app, tokenOf(pending))).status).toBe(200);
    const paid = (await (await confirmContinue(app, second, continueBody('3ds_check_enrollment'))).json()) as Intent;
    expect(paid).toMatchObject({ status: 'SUCCEEDED', latest_payment_attempt: { payment_method: { id: saved!.id } } });
    // Paying with a saved card saves nothing new.
    expect(await listMethods(app, customer.id)).toHaveLength(1);
  });

  it('a card saved by verifying a consent keeps its outcome too: a 3DS card goes through 3DS', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const consent = await createConsent(app, customer.id);
    const verified = await verify(app, consent.id, cardMethod({ number: CARDS_3DS.frictionless }));
    const id = ((await verified.json()) as { payment_method: { id: string } }).payment_method.id;
    const intent = await createIntent(app, { customer_id: customer.id });
    const pending = (await (await confirm(app, intent, payBody(id))).json()) as Intent;
    expect(pending).toMatchObject({ status: 'REQUIRES_CUSTOMER_ACTION', next_action: { stage: 'WAITING_DEVICE_DATA_COLLECTION' } });
  });

  it.each([
    [null, 'required'],
    ['12', 'invalid_cvc'],
    ['12345', 'invalid_cvc'],
    [123, 'invalid_cvc'],
  ])('refuses a CVC of %j (%s) before any attempt', async (cvc, reason) => {
    const { app, method, intent } = await customerWithCard();
    const err = await expectError(await confirm(app, intent, payBody(method.id, cvc)), 400, 'validation_error');
    expect(err.details).toEqual({ field: 'payment_method_options.card.cvc', reason });
    expect((await readIntent(app, intent.id)).latest_payment_attempt).toBeNull();
  });

  it('refuses both payment_method and payment_method_id, a method of another customer, a disabled one, and an intent without a customer', async () => {
    const { app, method, intent, customerId } = await customerWithCard();
    const both = await confirm(app, intent, payBody(method.id, '123', { payment_method: cardMethod() }));
    expect((await expectError(both, 400, 'validation_error')).details).toEqual({ field: 'payment_method_id', reason: 'conflict' });

    const stranger = await createCustomer(app);
    const theirs = await createIntent(app, { customer_id: stranger.id });
    const foreign = await expectError(await confirm(app, theirs, payBody(method.id)), 400, 'validation_error');
    expect(foreign.details).toEqual({ field: 'payment_method_id', reason: 'not_found' });
    const unknown = await expectError(await confirm(app, intent, payBody('mtd_nope')), 400, 'validation_error');
    expect(unknown.details).toEqual({ field: 'payment_method_id', reason: 'not_found' });

    const anonymous = await createIntent(app);
    const noCustomer = await expectError(await confirm(app, anonymous, payBody(method.id)), 400, 'validation_error');
    expect(noCustomer.details).toEqual({ field: 'payment_method_id', reason: 'customer_required' });

    expect((await post(app, `${METHODS}/${method.id}/disable`, { request_id: uniqueId() }, MERCHANT)).status).toBe(200);
    const disabled = await expectError(await confirm(app, intent, payBody(method.id)), 400, 'validation_error');
    expect(disabled.details).toEqual({ field: 'payment_method_id', reason: 'disabled' });
    expect(customerId).toBe(method.customer_id);
  });

  it('replays by request_id: one payment', async () => {
    const { app, method, intent } = await customerWithCard();
    const body = payBody(method.id);
    const first = await confirm(app, intent, body);
    const again = await confirm(app, intent, body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(await again.json()).toEqual(await first.json());
  });
});

describe('confirm with a saved direct-debit account', () => {
  it('debits at once, as typed details would, with the masked account on the attempt', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const account = await withMicroDeposits(app, customer.id, '000123456789');
    const intent = await createIntent(app, { customer_id: customer.id });
    const res = await confirm(app, intent, { request_id: uniqueId(), payment_method_id: account.id });
    expect(res.status).toBe(200);
    const paid = (await res.json()) as Intent;
    expect(paid).toMatchObject({
      status: 'SUCCEEDED',
      latest_payment_attempt: {
        payment_method: { id: account.id, type: 'ach_direct_debit', ach_direct_debit: { account_last4: '6789', bank_code: '110000000' } },
      },
    });
    expect(JSON.stringify(paid)).not.toContain('000123456789');
  });

  it('fails for insufficient funds from an account ending in 0002, and refuses another currency', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const account = await withMicroDeposits(app, customer.id, '000111110002');
    const intent = await createIntent(app, { customer_id: customer.id });
    const err = await expectError(await confirm(app, intent, { request_id: uniqueId(), payment_method_id: account.id }), 400, 'issuer_declined');
    expect(err.provider_original_response_code).toBe('R01');
    const euros = await createIntent(app, { customer_id: customer.id, currency: 'EUR' });
    const wrong = await expectError(await confirm(app, euros, { request_id: uniqueId(), payment_method_id: account.id }), 400, 'validation_error');
    expect(wrong.details).toMatchObject({ field: 'payment_method.type', reason: 'currency_not_supported' });
  });
});
