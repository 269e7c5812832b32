import { describe, expect, it } from 'vitest';
import type { Intent } from '../model/intent-types';
import type { SavedMethod } from '../customers/types';
import { INTENTS, card, confirm, createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';
import { METHODS, MERCHANT, createCustomer } from '../test-support/customers';
import { CARDS_3DS, collectDeviceData, confirm3ds, confirmContinue, continueBody, submitChallenge, tokenOf } from '../test-support/threeds';

const ADDRESS = { country_code: 'GB', street: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA' };

function fullConfirm(cardOverrides: Record<string, unknown> = {}, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    request_id: uniqueId('confirm'),
    payment_method: { type: 'card', card: card({ name: 'Ada Lovelace', billing: { address: ADDRESS }, ...cardOverrides }) },
    ...extra,
  };
}

async function savedMethods(app: ReturnType<typeof makeApp>, customerId: string): Promise<SavedMethod[]> {
  const res = await get(app, `${METHODS}?customer_id=${customerId}`, MERCHANT);
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: SavedMethod[] }).items;
}

describe('intent create with a customer', () => {
  it('keeps customer_id on the intent, and refuses an unknown customer (404) or an empty id (400)', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    expect(await createIntent(app, { customer_id: customer.id })).toMatchObject({ customer_id: customer.id });
    expect(await createIntent(app)).not.toHaveProperty('customer_id');
    const body = { request_id: uniqueId('create'), amount: 5, currency: 'USD' };
    await expectError(await post(app, `${INTENTS}/create`, { ...body, customer_id: 'cus_nobody' }, MERCHANT), 404, 'not_found');
    const empty = await expectError(
      await post(app, `${INTENTS}/create`, { ...body, request_id: uniqueId('c'), customer_id: ' ' }, MERCHANT),
      400,
      'validation_error',
    );
    expect(empty.details).toMatchObject({ field: 'customer_id' });
  });
});

describe('confirm with the billing details of a full-featured card', () => {
  it('pays, and keeps the holder name and billing address on the attempt (never the number)', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await confirm(app, intent, fullConfirm());
    expect(res.status).toBe(200);
    const paid = (await res.json()) as Intent;
    expect(paid.status).toBe('SUCCEEDED');
    expect(paid.latest_payment_attempt?.payment_method.card).toEqual({
      brand: 'visa',
      last4: '1111',
      expiry_month: '12',
      expiry_year: expect.any(String),
      name: 'Ada Lovelace',
      billing: { address: ADDRESS },
    });
    expect(JSON.stringify(paid)).not.toContain('4111111111111111');
  });

  it.each([
    [{ billing: 'London' }, 'payment_method.card.billing', 'must_be_object'],
    [{ billing: {} }, 'payment_method.card.billing.address', 'required'],
    [{ billing: { address: { ...ADDRESS, country_code: 'gb' } } }, 'payment_method.card.billing.address.country_code', 'invalid_country'],
    [{ billing: { address: { ...ADDRESS, street: '  ' } } }, 'payment_method.card.billing.address.street', 'invalid_length'],
    [{ billing: { address: { country_code: 'GB', street: 'x' } } }, 'payment_method.card.billing.address.city', 'required'],
    [{ billing: { address: { ...ADDRESS, postcode: 12345 } } }, 'payment_method.card.billing.address.postcode', 'must_be_string'],
  ])('refuses billing %j: %s %s', async (override, field, reason) => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await confirm(app, intent, fullConfirm(override)), 400, 'validation_error');
    expect(err.details).toMatchObject({ field, reason });
  });

  it('takes a billing address without postcode or state (countries without postcodes)', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await confirm(app, intent, fullConfirm({ billing: { address: { country_code: 'HK', street: '1 Queen’s Road', city: 'Hong Kong' } } }));
    expect(res.status).toBe(200);
  });
});

describe('confirm with save_payment_method', () => {
  it('saves the paid card for the intent’s customer, in the same write, and names it on the attempt', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const intent = await createIntent(app, { customer_id: customer.id });
    const res = await confirm(app, intent, fullConfirm({}, { save_payment_method: true }));
    expect(res.status).toBe(200);
    const paid = (await res.json()) as Intent;
    const methods = await savedMethods(app, customer.id);
    expect(methods).toEqual([
      expect.objectContaining({
        id: paid.latest_payment_attempt?.payment_method.id,
        customer_id: customer.id,
        type: 'card',
        status: 'ACTIVE',
        card: { brand: 'visa', last4: '1111', expiry_month: '12', expiry_year: expect.any(String) },
      }),
    ]);
  });

  it('saves nothing for a decline, nor without the flag', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const declined = await createIntent(app, { customer_id: customer.id });
    await expectError(await confirm(app, declined, fullConfirm({ number: '4000000000009995' }, { save_payment_method: true })), 400, 'issuer_declined');
    const plain = await createIntent(app, { customer_id: customer.id });
    expect((await confirm(app, plain, fullConfirm())).status).toBe(200);
    expect(await savedMethods(app, customer.id)).toEqual([]);
  });

  it('needs an intent with a customer, and a boolean', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await confirm(app, intent, fullConfirm({}, { save_payment_method: true })), 400, 'validation_error');
    expect(err.details).toMatchObject({ field: 'save_payment_method', reason: 'customer_required' });
    const bad = await expectError(await confirm(app, intent, fullConfirm({}, { save_payment_method: 'yes' })), 400, 'validation_error');
    expect(bad.details).toMatchObject({ field: 'save_payment_method', reason: 'must_be_boolean' });
  });

  it('with a 3DS card, saves the card once the authentication pays: frictionless and after a challenge', async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const intent = await createIntent(app, { customer_id: customer.id });
    const waiting = await confirm3ds(app, intent, CARDS_3DS.frictionless);
    // confirm3ds sends no flag: confirm again (a new attempt) with it.
    const again = await confirm(app, intent, fullConfirm({ number: CARDS_3DS.frictionless }, { save_payment_method: true }));
    expect(again.status).toBe(200);
    const pending = (await again.json()) as Intent;
    expect(tokenOf(pending)).not.toBe(tokenOf(waiting));
    expect(await savedMethods(app, customer.id)).toEqual([]);
    expect((await collectDeviceData(app, tokenOf(pending))).status).toBe(200);
    const res = await confirmContinue(app, intent, continueBody('3ds_check_enrollment'));
    const paid = (await res.json()) as Intent;
    expect(paid.status).toBe('SUCCEEDED');
    const [method] = await savedMethods(app, customer.id);
    expect(method).toMatchObject({ id: paid.latest_payment_attempt?.payment_method.id, card: { last4: '3014' } });

    // A challenge card: saved when the right code is entered on the challenge page, not before.
    const other = await createCustomer(app);
    const second = await createIntent(app, { customer_id: other.id, return_url: 'https://shop.example/return' });
    const started = (await (await confirm(app, second, fullConfirm({ number: CARDS_3DS.challenge }, { save_payment_method: true }))).json()) as Intent;
    expect((await collectDeviceData(app, tokenOf(started))).status).toBe(200);
    const atChallenge = (await (await confirmContinue(app, second, continueBody('3ds_check_enrollment'))).json()) as Intent;
    expect(atChallenge.status).toBe('REQUIRES_CUSTOMER_ACTION');
    expect(await savedMethods(app, other.id)).toEqual([]);
    expect((await submitChallenge(app, tokenOf(atChallenge), 'submit')).status).toBe(303);
    expect(await savedMethods(app, other.id)).toEqual([expect.objectContaining({ card: expect.objectContaining({ last4: '3220' }) })]);
  });
});
