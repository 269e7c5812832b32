import { describe, expect, it } from 'vitest';
import { TEST_CARDS, type TestCardNumber } from '../cards/test-cards';
import { FUTURE_YEAR, cardFor, INTENTS, SECRET_KEY, confirm, confirmBody, createIntent, expectError, get, makeApp, post, uniqueId } from '../test-support/app';
import type { Intent } from '../model/intent-types';

const entries = Object.entries(TEST_CARDS) as Array<[TestCardNumber, (typeof TEST_CARDS)[TestCardNumber]]>;

describe('POST /api/v1/pa/payment_intents/:id/confirm — outcomes', () => {
  it.each(entries.filter(([, c]) => c.outcome === 'success'))('%s succeeds', async (number, test) => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await confirm(app, intent, confirmBody(cardFor(number)));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Intent;
    expect(body).toMatchObject({ id: intent.id, status: 'SUCCEEDED' });
    expect(body.latest_payment_attempt).toMatchObject({
      id: expect.stringMatching(/^att_/),
      status: 'SUCCEEDED',
      amount: 10.5,
      payment_method: { type: 'card', card: { brand: test.brand, last4: number.slice(-4), expiry_month: '12', expiry_year: FUTURE_YEAR } },
    });
    expect(body.latest_payment_attempt).not.toHaveProperty('failure_code');
  });

  it.each(entries.flatMap(([n, c]) => (c.outcome === 'decline' ? [[n, c] as const] : [])))(
    '%s declines with its provider code, and the intent stays payable',
    async (number, test) => {
      const app = makeApp();
      const intent = await createIntent(app);
      const err = await expectError(await confirm(app, intent, confirmBody(cardFor(number))), 400, 'issuer_declined');
      expect(err.message).toBe(test.message);
      expect(err.provider_original_response_code).toBe(test.providerCode);
      expect(err.details).toEqual({ intent_id: intent.id, payment_attempt_id: expect.stringMatching(/^att_/) });
      const after = (await (await get(app, `${INTENTS}/${intent.id}`, { 'x-api-key': SECRET_KEY })).json()) as Intent;
      expect(after.status).toBe('REQUIRES_PAYMENT_METHOD');
      expect(after.latest_payment_attempt).toMatchObject({
        id: err.details.payment_attempt_id,
        status: 'FAILED',
        failure_code: test.failureCode,
        provider_original_response_code: test.providerCode,
      });
    },
  );

  it('uses the spec wording for code 51', () => {
    expect(TEST_CARDS['4000000000009995'].message).toBe("This card doesn't have sufficient funds or credit. Please try a different card.");
  });

  it('lets any other Luhn-valid number succeed, with its brand detected', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const res = await confirm(app, intent, confirmBody({ number: '3782 822463 10005', cvc: '1234', expiry_year: '49' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as Intent;
    expect(body.latest_payment_attempt?.payment_method.card).toEqual({
      brand: 'amex',
      last4: '0005',
      expiry_month: '12',
      expiry_year: '2049',
    });
  });

  it('authorizes only when capture_method is manual (REQUIRES_CAPTURE)', async () => {
    const app = makeApp();
    const intent = await createIntent(app, { capture_method: 'manual' });
    const res = await confirm(app, intent, confirmBody());
    expect(res.status).toBe(200);
    const body = (await res.json()) as Intent;
    expect(body.status).toBe('REQUIRES_CAPTURE');
    expect(body.latest_payment_attempt?.status).toBe('AUTHORIZED');
  });

  it('never echoes the card number or the CVC', async () => {
    const app = makeApp();
    const check = async (res: Response, pan: string) => {
      const { keys, strings } = walk(await res.json());
      expect(keys).not.toContain('cvc');
      expect(keys).not.toContain('number');
      expect(strings).not.toContain('987');
      expect(strings.some((s) => s.includes(pan))).toBe(false);
    };
    await check(await confirm(app, await createIntent(app), confirmBody({ cvc: '987' })), '4111111111111111');
    await check(await confirm(app, await createIntent(app), confirmBody({ number: '4000000000009995', cvc: '987' })), '4000000000009995');
  });

  it('accepts the merchant key too', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    expect((await confirm(app, intent, confirmBody(), { 'x-api-key': SECRET_KEY })).status).toBe(200);
  });
});

describe('POST /api/v1/pa/payment_intents/:id/confirm — refusals', () => {
  it('answers 401 without, or with a wrong or other-intent, client secret', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const other = await createIntent(app);
    await expectError(await confirm(app, intent, confirmBody(), {}), 401, 'unauthorized');
    await expectError(await confirm(app, intent, confirmBody(), { 'client-secret': 'x.y.z' }), 401, 'unauthorized');
    await expectError(await confirm(app, intent, confirmBody(), { 'client-secret': other.client_secret }), 401, 'unauthorized');
    await expectError(await confirm(app, intent, confirmBody(), { 'x-api-key': 'wrong' }), 401, 'unauthorized');
  });

  it('answers 404 for an unknown intent', async () => {
    const res = await post(makeApp(), `${INTENTS}/int_nope/confirm`, confirmBody(), { 'x-api-key': SECRET_KEY });
    await expectError(res, 404, 'not_found');
  });

  const month = new Date().getUTCMonth() + 1;
  const year = new Date().getUTCFullYear();
  const lastMonth = month === 1 ? { m: '12', y: String(year - 1) } : { m: String(month - 1), y: String(year) };
  const pm = (c: Record<string, unknown>) => ({ request_id: uniqueId(), payment_method: { type: 'card', card: c } });
  const badBodies: Array<[string, unknown, string, string]> = [
    ['non-JSON', 'card=4111', 'body', 'invalid_json'],
    ['a JSON string', '"hello"', 'body', 'must_be_object'],
    ['a missing request_id', { payment_method: { type: 'card', card: {} } }, 'request_id', 'required'],
    ['an object request_id', { ...confirmBody(), request_id: {} }, 'request_id', 'must_be_string'],
    ['a missing payment_method', { request_id: 'x' }, 'payment_method', 'required'],
    ['a string payment_method', { request_id: 'x', payment_method: 'card' }, 'payment_method', 'must_be_object'],
    ['an unknown type', { request_id: 'x', payment_method: { type: 'no_such_method' } }, 'payment_method.type', 'unsupported'],
    ['a missing card', { request_id: 'x', payment_method: { type: 'card' } }, 'payment_method.card', 'required'],
    ['a card array', { request_id: 'x', payment_method: { type: 'card', card: [] } }, 'payment_method.card', 'must_be_object'],
    ['a numeric card number', confirmBody({ number: 4111111111111111 }), 'payment_method.card.number', 'must_be_string'],
    ['letters in the number', confirmBody({ number: '4111-1111-1111-1111' }), 'payment_method.card.number', 'digits_only'],
    ['a failing Luhn check', confirmBody({ number: '4111111111111112' }), 'payment_method.card.number', 'luhn_check_failed'],
    ['11 digits', confirmBody({ number: '42424242426' }), 'payment_method.card.number', 'invalid_length'],
    ['20 digits', confirmBody({ number: '42424242424242424242' }), 'payment_method.card.number', 'invalid_length'],
    ['month 13', confirmBody({ expiry_month: '13' }), 'payment_method.card.expiry_month', 'out_of_range'],
    ['month 0', confirmBody({ expiry_month: 0 }), 'payment_method.card.expiry_month', 'out_of_range'],
    ['a month with letters', confirmBody({ expiry_month: 'Dec' }), 'payment_method.card.expiry_month', 'must_be_digits'],
    ['a missing year', confirmBody({ expiry_year: undefined }), 'payment_method.card.expiry_year', 'must_be_digits'],
    ['a 3-digit year', confirmBody({ expiry_year: '203' }), 'payment_method.card.expiry_year', 'invalid_length'],
    ['last month', confirmBody({ expiry_month: lastMonth.m, expiry_year: lastMonth.y }), 'payment_method.card.expiry_year', 'expired'],
    ['a past 2-digit year', confirmBody({ expiry_year: String(year - 2001) }), 'payment_method.card.expiry_year', 'expired'],
    ['a 2-digit CVC', confirmBody({ cvc: '12' }), 'payment_method.card.cvc', 'invalid_cvc'],
    ['a 5-digit CVC', confirmBody({ cvc: '12345' }), 'payment_method.card.cvc', 'invalid_cvc'],
    ['a numeric CVC', confirmBody({ cvc: 123 }), 'payment_method.card.cvc', 'invalid_cvc'],
    ['a missing CVC', pm({ number: '4111111111111111', expiry_month: '1', expiry_year: FUTURE_YEAR }), 'payment_method.card.cvc', 'invalid_cvc'],
    ['a numeric name', confirmBody({ name: 5 }), 'payment_method.card.name', 'must_be_string'],
    ['string device_data', { ...confirmBody(), device_data: 'x' }, 'device_data', 'must_be_object'],
  ];

  it.each(badBodies)('answers 400 validation_error for %s', async (_name, body, field, reason) => {
    const app = makeApp();
    const intent = await createIntent(app);
    const err = await expectError(await confirm(app, intent, body), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
    const after = (await (await get(app, `${INTENTS}/${intent.id}`, { 'client-secret': intent.client_secret })).json()) as Intent;
    expect(after.latest_payment_attempt).toBeNull();
  });

  it('accepts this month, numeric month and year, and spaces in the number', async () => {
    const app = makeApp();
    const intent = await createIntent(app);
    const body = confirmBody({ number: '4111 1111 1111 1111', expiry_month: month, expiry_year: year });
    const res = await confirm(app, intent, body);
    expect(res.status).toBe(200);
  });
});

function walk(value: unknown, keys: string[] = [], strings: string[] = []): { keys: string[]; strings: string[] } {
  if (typeof value === 'string') strings.push(value);
  else if (Array.isArray(value)) for (const v of value) walk(v, keys, strings);
  else if (typeof value === 'object' && value !== null) {
    for (const [k, v] of Object.entries(value)) {
      keys.push(k);
      walk(v, keys, strings);
    }
  }
  return { keys, strings };
}
