import { describe, expect, it } from 'vitest';
import { minorDigits, sameAmount, walletAmount } from './amounts';

describe('wallet amounts', () => {
  it.each([
    [25, 'USD', '25.00'],
    [12.5, 'EUR', '12.50'],
    [2500, 'JPY', '2500'],
    [25000, 'KRW', '25000'],
    [0.1 + 0.2, 'GBP', '0.30'],
  ] as const)('%s %s → %s', (amount, currency, text) => {
    expect(walletAmount(amount, currency)).toBe(text);
  });

  it('takes 2 digits for a code Intl does not know', () => {
    expect(minorDigits('XYZ')).toBe(2);
    expect(minorDigits('not a code')).toBe(2);
  });

  it('compares in minor units', () => {
    expect(sameAmount(0.1 + 0.2, 0.3, 'USD')).toBe(true);
    expect(sameAmount(25, 25.01, 'USD')).toBe(false);
    expect(sameAmount(2500, 2500.4, 'JPY')).toBe(true);
  });
});
