import { describe, expect, it } from 'vitest';
import { cardDetails, cardState, cvcState, detectBrand, expiryState, formatCvc, formatExpiry, formatNumber, numberState } from './card-fields';

const NOW = new Date(2026, 10, 21);

describe('card number', () => {
  it('formats by brand', () => {
    expect(formatNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatNumber('4111 1111 1111 1111 9999')).toBe('4111 1111 1111 1111999');
    expect(formatNumber('abc41')).toBe('41');
  });
  it('detects brands', () => {
    expect(detectBrand('4111')?.type).toBe('visa');
    expect(detectBrand('5555555555554444')?.type).toBe('mastercard');
    expect(detectBrand('3782')?.cvcSize).toBe(4);
  });
  it('says incomplete, invalid or valid', () => {
    expect(numberState('')).toEqual({ empty: true, valid: false, problem: 'incomplete' });
    expect(numberState('4111 1111')).toMatchObject({ valid: false, problem: 'incomplete' });
    expect(numberState('4111 1111 1111 1112')).toMatchObject({ valid: false, problem: 'invalid' });
    expect(numberState('4111 1111 1111 1111')).toMatchObject({ valid: true, problem: null });
  });
});

describe('expiry', () => {
  it('formats as MM / YY', () => {
    expect(formatExpiry('12')).toBe('12 / ');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('4')).toBe('04 / ');
    expect(formatExpiry('12', '12 / ')).toBe('12');
  });
  it('refuses past, impossible and incomplete dates', () => {
    expect(expiryState('10 / 26', NOW).problem).toBe('past');
    expect(expiryState('11 / 26', NOW).valid).toBe(true);
    expect(expiryState('13 / 30', NOW).problem).toBe('invalid');
    expect(expiryState('00', NOW).problem).toBe('invalid');
    expect(expiryState('12 / 3', NOW).problem).toBe('incomplete');
    expect(expiryState('12 / 99', NOW).problem).toBe('invalid');
  });
});

describe('cvc', () => {
  it('takes the brand length', () => {
    expect(formatCvc('12345', '4111')).toBe('123');
    expect(formatCvc('12345', '3782')).toBe('1234');
    expect(cvcState('12', '4111').problem).toBe('incomplete');
    expect(cvcState('123', '4111').valid).toBe(true);
    expect(cvcState('123', '378282246310005').valid).toBe(false);
  });
});

describe('cardDetails', () => {
  it('produces the API body fields from what was typed', () => {
    const values = { number: '4111 1111 1111 1111', expiry: '12 / 30', cvc: '123' };
    expect(Object.values(cardState(values, NOW)).every((s) => s.valid)).toBe(true);
    expect(cardDetails(values)).toEqual({ number: '4111111111111111', expiry_month: '12', expiry_year: '2030', cvc: '123' });
  });
});
