import { describe, expect, it } from 'vitest';
import { detectBrand, luhnValid, normaliseCardNumber, normaliseExpiry } from './card';
import { ApiError } from '../core/errors';
import { TEST_CARDS } from './test-cards';

const now = new Date(Date.UTC(2030, 5, 15)); // June 2030

function reasonOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (err) {
    return err instanceof ApiError ? String(err.details.reason) : 'not an ApiError';
  }
  return undefined;
}

describe('card checks', () => {
  it('accepts every test card and knows its brand', () => {
    for (const [number, card] of Object.entries(TEST_CARDS)) {
      expect(luhnValid(number)).toBe(true);
      expect(detectBrand(number)).toBe(card.brand);
    }
  });

  it('detects the brands of spec §9', () => {
    expect(detectBrand('378282246310005')).toBe('amex');
    expect(detectBrand('6011111111111117')).toBe('discover');
    expect(detectBrand('3530111333300000')).toBe('jcb');
    expect(detectBrand('36227206271667')).toBe('diners');
    expect(detectBrand('6200000000000005')).toBe('unionpay');
    expect(detectBrand('2223003122003222')).toBe('mastercard');
    expect(detectBrand('9999999999999995')).toBe('unknown');
  });

  it('strips spaces only', () => {
    expect(normaliseCardNumber(' 4111 1111 1111 1111 ')).toBe('4111111111111111');
    expect(reasonOf(() => normaliseCardNumber('4111\t1111111111111'))).toBe('digits_only');
  });

  it('reads expiry with 2- or 4-digit years, valid through the expiry month', () => {
    expect(normaliseExpiry('6', '30', now)).toEqual({ expiry_month: '06', expiry_year: '2030' });
    expect(normaliseExpiry(1, 2031, now)).toEqual({ expiry_month: '01', expiry_year: '2031' });
    expect(reasonOf(() => normaliseExpiry('5', '2030', now))).toBe('expired');
    expect(reasonOf(() => normaliseExpiry('12', '29', now))).toBe('expired');
    expect(reasonOf(() => normaliseExpiry('12', '2099', now))).toBe('out_of_range');
    expect(reasonOf(() => normaliseExpiry('1.5', '2031', now))).toBe('must_be_digits');
    expect(reasonOf(() => normaliseExpiry(-1, '2031', now))).toBe('must_be_digits');
  });
});
