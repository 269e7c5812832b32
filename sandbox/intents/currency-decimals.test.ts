import { describe, expect, it } from 'vitest';
import { INTENTS, SECRET_KEY, createBody, expectError, makeApp, post } from '../test-support/app';
import { currencyDecimals } from './currency-decimals';

const CREATE = `${INTENTS}/create`;
const KEY = { 'x-api-key': SECRET_KEY };

describe('amounts take the decimals of their currency', () => {
  it("knows each currency's minor unit", () => {
    expect(['JPY', 'KRW', 'VND', 'USD', 'EUR', 'GBP'].map(currencyDecimals)).toEqual([0, 0, 0, 2, 2, 2]);
  });

  it.each([
    ['JPY', 1999.5, 'whole numbers only'],
    ['KRW', 0.5, 'whole numbers only'],
  ])('refuses %s %s with a 400 that says what the currency takes and that amounts are major units', async (currency, amount, takes) => {
    const res = await post(makeApp(), CREATE, createBody({ currency, amount }), KEY);
    const body = await expectError(res, 400, 'validation_error');
    expect(body.details).toMatchObject({ field: 'amount' });
    expect(body.message).toContain(`than ${currency} allows (${takes})`);
    expect(body.message).toContain('Amounts are in major units');
  });

  it.each([
    ['JPY', 1999],
    ['KRW', 15000],
    ['USD', 19.99],
    ['EUR', 0.5],
  ])('accepts %s %s', async (currency, amount) => {
    const res = await post(makeApp(), CREATE, createBody({ currency, amount }), KEY);
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ amount, currency });
  });
});
