import { describe, expect, it } from 'vitest';
import { checkAmount, currencyDecimals } from './amount';

const limits = { minAmount: 5, maxAmount: 500 };

describe('checkAmount', () => {
  it.each([
    ['20', 20],
    ['20.5', 20.5],
    ['20,50', 20.5],
    [' 1 0 0 ', 100],
    ['5', 5],
    ['500.00', 500],
    ['7.', 7],
  ])('reads %j as %d', (typed, amount) => {
    expect(checkAmount(typed, 'USD', limits)).toEqual({ ok: true, amount });
  });

  it.each([
    ['', 'required'],
    ['   ', 'required'],
    ['abc', 'not_a_number'],
    ['1,234.50', 'not_a_number'],
    ['-5', 'not_a_number'],
    ['1e3', 'not_a_number'],
    ['.5', 'not_a_number'],
    ['0', 'not_positive'],
    ['20.505', 'too_many_decimals'],
    ['4.99', 'below_min'],
    ['500.01', 'above_max'],
  ])('refuses %j: %s', (typed, problem) => {
    expect(checkAmount(typed, 'USD', limits)).toEqual({ ok: false, problem });
  });

  it('takes no decimals for a currency without minor units, trailing zeros aside', () => {
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('EUR')).toBe(2);
    expect(checkAmount('1200.5', 'JPY', { minAmount: null, maxAmount: null })).toEqual({ ok: false, problem: 'too_many_decimals' });
    expect(checkAmount('1200.00', 'JPY', { minAmount: null, maxAmount: null })).toEqual({ ok: true, amount: 1200 });
  });

  it('has no limits when the link sets none', () => {
    expect(checkAmount('0.01', 'USD', { minAmount: null, maxAmount: null })).toEqual({ ok: true, amount: 0.01 });
  });
});
