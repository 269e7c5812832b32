import { describe, expect, it } from 'vitest';
import { clabeValid, normaliseIban, abaValid } from './bank-math';
import { confirmWith, fetchIntent, methodBody, simulate } from '../test-support/methods';
import { confirm, createIntent, expectError, makeApp, uniqueId } from '../test-support/app';
import type { Intent } from '../model/intent-types';

const DAY_MS = 24 * 60 * 60 * 1000;

function instructionsOf(intent: Intent): Record<string, unknown> {
  const action = intent.next_action;
  if (action?.type !== 'display_instructions') throw new Error(`expected display_instructions, got ${JSON.stringify(action)}`);
  return action.instructions as Record<string, unknown>;
}

async function waiting(type: string, currency: string, details?: unknown, amount = 1200) {
  const app = makeApp();
  const intent = await createIntent(app, { currency, amount });
  const before = Date.now();
  const confirmed = await confirmWith(app, intent, type, details);
  expect(confirmed.status).toBe('REQUIRES_CUSTOMER_ACTION');
  const instructions = instructionsOf(confirmed);
  expect(instructions).toMatchObject({ method: type, amount, currency, beneficiary_name: 'Portico Demo Store' });
  const deadline = Date.parse(String(instructions.deadline));
  expect(deadline - before).toBeGreaterThanOrEqual(3 * DAY_MS - 1000);
  expect(deadline - before).toBeLessThanOrEqual(3 * DAY_MS + 5000);
  // The shop's zone, a name Intl knows: the checkout shows the deadline there too when the shopper's clock differs.
  expect(() => new Intl.DateTimeFormat('en', { timeZone: String(instructions.time_zone) })).not.toThrow();
  return { app, intent, instructions };
}

describe('instructions methods', () => {
  it("says the shop's time zone: Tokyo for konbini, London for a sterling transfer", async () => {
    expect((await waiting('konbini', 'JPY', { store: 'lawson' })).instructions.time_zone).toBe('Asia/Tokyo');
    expect((await waiting('bank_transfer', 'GBP')).instructions.time_zone).toBe('Europe/London');
    expect((await waiting('spei', 'MXN')).instructions.time_zone).toBe('America/Mexico_City');
  });

  it('konbini at 7-Eleven: a 13-digit payment code, no confirmation number', async () => {
    const { instructions } = await waiting('konbini', 'JPY', { store: 'seven_eleven', shopper_name: '山田 太郎' });
    expect(instructions).toMatchObject({
      store: 'seven_eleven',
      payment_code: expect.stringMatching(/^\d{13}$/),
      confirmation_number: null,
      shopper_name: '山田 太郎',
    });
  });

  it('konbini at Lawson: a customer number and a 6-digit confirmation number', async () => {
    const { instructions } = await waiting('konbini', 'JPY', { store: 'lawson' });
    expect(instructions).toMatchObject({ payment_code: expect.stringMatching(/^\d{11}$/), confirmation_number: expect.stringMatching(/^\d{6}$/) });
  });

  it('Pay-easy: collection, customer and confirmation numbers', async () => {
    const { instructions } = await waiting('pay_easy', 'JPY');
    expect(instructions).toMatchObject({
      collection_number: expect.stringMatching(/^\d{5}$/),
      customer_number: expect.stringMatching(/^\d{16}$/),
      confirmation_number: expect.stringMatching(/^\d{6}$/),
    });
  });

  it('SPEI: an STP CLABE with a valid check digit and a 7-digit reference', async () => {
    const { instructions } = await waiting('spei', 'MXN');
    const account = instructions.bank_account as { clabe: string; bank_name: string };
    expect(account.bank_name).toBe('STP');
    expect(account.clabe).toMatch(/^646180\d{12}$/);
    expect(clabeValid(account.clabe)).toBe(true);
    expect(instructions.reference).toMatch(/^\d{7}$/);
  });

  it.each([
    [
      'GBP',
      (a: Record<string, string>) => expect(a).toMatchObject({ account_number: expect.stringMatching(/^\d{8}$/), sort_code: expect.stringMatching(/^\d{6}$/) }),
    ],
    ['EUR', (a: Record<string, string>) => expect(normaliseIban(a.iban ?? '')).toBe(a.iban)],
    ['USD', (a: Record<string, string>) => expect(abaValid(a.routing_number ?? '')).toBe(true)],
    [
      'AUD',
      (a: Record<string, string>) => expect(a).toMatchObject({ bsb: expect.stringMatching(/^\d{6}$/), account_number: expect.stringMatching(/^\d{9}$/) }),
    ],
  ])('bank transfer in %s: a well-formed account and a reference', async (currency, check) => {
    const { instructions } = await waiting('bank_transfer', currency);
    check(instructions.bank_account as Record<string, string>);
    expect(instructions.reference).toMatch(/^PRT[A-Z2-9]{10}$/);
  });

  it('PayNow in a bank app (flow instructions): the UEN and a reference', async () => {
    const { instructions } = await waiting('paynow', 'SGD', { flow: 'instructions' });
    expect(instructions).toMatchObject({ uen: '201912345K', reference: expect.stringMatching(/^PRT/) });
  });

  it.each([
    ['konbini', 'JPY'],
    ['pay_easy', 'JPY'],
    ['spei', 'MXN'],
    ['bank_transfer', 'EUR'],
  ])('%s stays waiting until a simulated payment settles it', async (type, currency) => {
    const details = type === 'konbini' ? { store: 'familymart' } : undefined;
    const { app, intent } = await waiting(type, currency, details);
    expect((await fetchIntent(app, intent.id)).status).toBe('REQUIRES_CUSTOMER_ACTION');
    const res = await simulate(app, 'pay', { request_id: uniqueId('paid'), intent_id: intent.id });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: intent.id, status: 'SUCCEEDED', next_action: null, latest_payment_attempt: { status: 'SUCCEEDED' } });
    expect((await fetchIntent(app, intent.id)).status).toBe('SUCCEEDED');
  });

  it('a simulated refusal (the deadline passed unpaid) fails the attempt', async () => {
    const { app, intent } = await waiting('konbini', 'JPY', { store: 'ministop' });
    await simulate(app, 'reject', { request_id: uniqueId(), intent_id: intent.id });
    expect(await fetchIntent(app, intent.id)).toMatchObject({
      status: 'REQUIRES_PAYMENT_METHOD',
      latest_payment_attempt: { status: 'FAILED', failure_code: 'shopper_rejected' },
    });
  });

  it.each([
    ['konbini', 'JPY', undefined, 'payment_method.konbini.store', 'required'],
    ['konbini', 'JPY', { store: 'circle_k' }, 'payment_method.konbini.store', 'invalid_value'],
    ['konbini', 'JPY', { store: 'lawson', shopper_name: 7 }, 'payment_method.konbini.shopper_name', 'must_be_string'],
    ['konbini', 'JPY', { store: 'lawson', shopper_name: 'x'.repeat(101) }, 'payment_method.konbini.shopper_name', 'invalid_length'],
    ['konbini', 'USD', { store: 'lawson' }, 'payment_method.type', 'currency_not_supported'],
    ['pay_easy', 'JPY', 'now', 'payment_method.pay_easy', 'must_be_object'],
    ['spei', 'USD', undefined, 'payment_method.type', 'currency_not_supported'],
    ['bank_transfer', 'JPY', undefined, 'payment_method.type', 'currency_not_supported'],
  ])('answers 400 for %s in %s with %j', async (type, currency, details, field, reason) => {
    const app = makeApp();
    const intent = await createIntent(app, { currency });
    const err = await expectError(await confirm(app, intent, methodBody(type, details)), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
    expect((await fetchIntent(app, intent.id)).latest_payment_attempt).toBeNull();
  });
});
