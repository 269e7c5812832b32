import { describe, expect, it } from 'vitest';
import { cardDetails, cardState, cvcState, detectBrand, expiryState, formatCvc, formatExpiry, formatNumber, numberState } from './card-fields';

const NOW = new Date(2026, 10, 21);

describe('card number', () => {
  it('formats by brand', () => {
    expect(formatNumber('4111111111111111')).toBe('4111 1111 1111 1111');
    expect(formatNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatNumber('4111 1111 1111 1111 9999')).toBe('4111 1111 1111 1111 999');
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

/**
 * The public test numbers of every brand (the networks' and the providers' documented
 * test cards): how each is printed, that it is valid, and its security code's length.
 */
const BRAND_CASES = [
  ['visa', '4111111111111111', '4111 1111 1111 1111', 3],
  ['visa', '4242424242424242', '4242 4242 4242 4242', 3],
  ['mastercard', '5555555555554444', '5555 5555 5555 4444', 3],
  ['mastercard (2-series)', '2223003122003222', '2223 0031 2200 3222', 3],
  ['amex', '378282246310005', '3782 822463 10005', 4],
  ['amex', '371449635398431', '3714 496353 98431', 4],
  ['discover', '6011111111111117', '6011 1111 1111 1117', 3],
  ['diners (14 digits)', '36227206271667', '3622 720627 1667', 3],
  ['diners (16 digits)', '3056930009020004', '3056 9300 0902 0004', 3],
  ['jcb', '3566002020360505', '3566 0020 2036 0505', 3],
  ['unionpay', '6200000000000005', '6200 0000 0000 0005', 3],
  ['unionpay (19 digits)', '6200000000000000000', '6200 0000 0000 0000 000', 3],
] as const;

describe.each(BRAND_CASES)('%s %s', (_brand, number, printed, cvcLength) => {
  it(`prints as ${printed}, is valid only when whole, and takes a ${cvcLength}-digit code`, () => {
    expect(formatNumber(number)).toBe(printed);
    // Digits typed past the number keep its groups, and stop at the brand's longest length (at most 19).
    const longer = formatNumber(`${number}99999`);
    expect(longer.replace(/ /g, '').startsWith(number)).toBe(true);
    expect(longer.replace(/ /g, '').length).toBe(Math.max(...detectBrand(number)!.lengths));
    expect(numberState(printed)).toEqual({ empty: false, valid: true, problem: null });
    expect(numberState(printed.slice(0, 9))).toMatchObject({ valid: false, problem: 'incomplete' });
    expect(formatCvc('12345', number)).toHaveLength(cvcLength);
    expect(cvcState('1'.repeat(cvcLength), number).valid).toBe(true);
    expect(cvcState('1'.repeat(cvcLength === 3 ? 4 : 3), number).valid).toBe(false);
  });
});

describe('card number, checksum and length per brand', () => {
  it('a wrong check digit at a brand length is invalid, not incomplete', () => {
    expect(numberState('5555 5555 5555 4445').problem).toBe('invalid');
    expect(numberState('3782 822463 10006').problem).toBe('invalid');
    expect(numberState('2223 0031 2200 3223').problem).toBe('invalid');
  });
  it('a 19-digit number is capped at 19 digits in 4-4-4-4-3', () => {
    expect(formatNumber('62000000000000000001234')).toBe('6200 0000 0000 0000 000');
    expect(formatNumber('3782822463100051234')).toBe('3782 822463 10005');
  });
});

describe("the merchant's brand limit", () => {
  const visaMastercard = ['visa', 'mastercard'] as const;
  it('refuses a detected brand outside the limit as soon as it is known, whole or not', () => {
    expect(numberState('3782', visaMastercard)).toEqual({ empty: false, valid: false, problem: 'not_accepted' });
    expect(numberState('378282246310005', visaMastercard).problem).toBe('not_accepted');
    expect(numberState('6200000000000005', visaMastercard).problem).toBe('not_accepted');
    // Maestro is not one of our brands: with a limit it cannot be accepted.
    expect(numberState('6759649826438453', visaMastercard).problem).toBe('not_accepted');
  });
  it('keeps brands inside the limit, and numbers whose brand is not known yet', () => {
    expect(numberState('2223003122003222', visaMastercard).valid).toBe(true);
    expect(numberState('4111111111111111', visaMastercard).valid).toBe(true);
    expect(numberState('3', visaMastercard).problem).toBe('incomplete');
    expect(numberState('378282246310005').valid).toBe(true);
  });
  it('counts in the card state', () => {
    const amex = { number: '3782 822463 10005', expiry: '12 / 30', cvc: '1234' };
    expect(cardState(amex, NOW).number.valid).toBe(true);
    expect(cardState(amex, NOW, ['visa']).number.problem).toBe('not_accepted');
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
