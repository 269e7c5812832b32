import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  birthDateValid,
  businessNumberValid,
  expectedNumberLength,
  formatIdentifier,
  formatKrExpiry,
  formatKrNumber,
  formatPswFirstTwo,
  identifierState,
  krExpiryState,
  krNumberState,
  luhnValid,
  parseKrExpiry,
  pswFirstTwoState,
} from './rules';

// Fixed "today" for every date rule: 22 November 2026, local time.
const NOW = new Date(2026, 10, 22, 12);

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true], // Visa test number
    ['5555555555554444', true], // Mastercard
    ['378282246310005', true], // Amex, 15 digits
    ['36227206271667', true], // Diners, 14 digits
    ['3530111333300000', true], // JCB
    ['9410000000000005', true], // the sandbox's Korean domestic card
    ['4111111111111112', false],
    ['9410000000000006', false],
    ['', false],
  ])('%s → %s', (digits, valid) => {
    expect(luhnValid(digits)).toBe(valid);
  });

  it('catches every single-digit typo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (at, delta) => {
        const number = '9410000000000005';
        const typo = number.slice(0, at) + String((Number(number[at]) + delta) % 10) + number.slice(at + 1);
        return !luhnValid(typo);
      }),
    );
  });
});

describe('card number', () => {
  it('groups sixteen digits 4-4-4-4, Amex 4-6-5, Diners 4-6-4, and stops at sixteen', () => {
    expect(formatKrNumber('9410000000000005')).toBe('9410 0000 0000 0005');
    expect(formatKrNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatKrNumber('36227206271667')).toBe('3622 720627 1667');
    expect(formatKrNumber('9410 0000 0000 0005 123')).toBe('9410 0000 0000 0005');
    expect(formatKrNumber('9410-0000 ab')).toBe('9410 0000');
    expect(formatKrNumber('')).toBe('');
  });

  it('expects 15 digits after 34/37, 14 after 300–305/36, else 16', () => {
    expect(expectedNumberLength('34')).toBe(15);
    expect(expectedNumberLength('3782')).toBe(15);
    expect(expectedNumberLength('3005')).toBe(14);
    expect(expectedNumberLength('3622')).toBe(14);
    expect(expectedNumberLength('3060')).toBe(16);
    expect(expectedNumberLength('9410')).toBe(16);
    expect(expectedNumberLength('')).toBe(16);
  });

  it('is empty, incomplete, valid or invalid', () => {
    expect(krNumberState('')).toMatchObject({ empty: true, valid: false, problem: 'incomplete' });
    expect(krNumberState('9410 0000')).toMatchObject({ empty: false, valid: false, problem: 'incomplete' });
    expect(krNumberState('9410 0000 0000 0005')).toEqual({ empty: false, valid: true, done: true, problem: null });
    expect(krNumberState('9410 0000 0000 0006')).toMatchObject({ valid: false, problem: 'invalid' });
    expect(krNumberState('3782 822463 10005')).toMatchObject({ valid: true, done: true });
    expect(krNumberState('3622 720627 1667')).toMatchObject({ valid: true, done: true });
  });

  it('takes 14 and 15 digits that pass Luhn, but is not done before the length the prefix prints', () => {
    // 9410 0000 0000 05 passes Luhn at 14 digits: valid, yet a 16-digit card is still being typed.
    expect(luhnValid('94100000000005')).toBe(true);
    expect(krNumberState('94100000000005')).toEqual({ empty: false, valid: true, done: false, problem: null });
  });

  it('calls a failing 14- or 15-digit number incomplete (more digits may follow), a failing 16-digit one invalid', () => {
    expect(krNumberState('94100000000006')).toMatchObject({ valid: false, problem: 'incomplete' });
    expect(krNumberState('378282246310006')).toMatchObject({ valid: false, problem: 'incomplete' });
    expect(krNumberState('4111111111111112')).toMatchObject({ valid: false, problem: 'invalid' });
  });

  it('refuses fewer than 14 digits even when they pass Luhn', () => {
    expect(luhnValid('4222222222222')).toBe(true);
    expect(krNumberState('4222222222222')).toMatchObject({ valid: false, problem: 'incomplete' });
  });

  it('is valid exactly for 14–16 Luhn digits, whatever else the shopper types between them', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{1,16}$/), fc.constantFrom('', ' ', '-'), (digits, separator) => {
        const typed = digits.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
        const state = krNumberState(typed);
        return state.valid === (digits.length >= 14 && luhnValid(digits)) && state.empty === false;
      }),
    );
  });
});

describe('expiry', () => {
  it('formats MM / YY as the shopper types, padding a lone month digit above 1', () => {
    expect(formatKrExpiry('1')).toBe('1');
    expect(formatKrExpiry('4')).toBe('04 / ');
    expect(formatKrExpiry('12')).toBe('12 / ');
    expect(formatKrExpiry('1234')).toBe('12 / 34');
    expect(formatKrExpiry('12/345')).toBe('12 / 34');
    // Deleting back over the separator leaves the month, not the separator again.
    expect(formatKrExpiry('12 /', '12 / ')).toBe('12');
  });

  it('parses four digits into month and a 20xx year', () => {
    expect(parseKrExpiry('12 / 34')).toEqual({ month: '12', year: '2034' });
    expect(parseKrExpiry('12 / 3')).toBeNull();
  });

  it.each([
    ['', { empty: true, problem: 'incomplete' }],
    ['1', { valid: false, problem: 'incomplete' }],
    ['13', { valid: false, problem: 'invalid' }],
    ['00 / 30', { valid: false, problem: 'invalid' }],
    ['12 / 3', { valid: false, problem: 'incomplete' }],
    ['10 / 26', { valid: false, problem: 'past' }],
    ['11 / 26', { valid: true, problem: null }], // this month still counts
    ['12 / 26', { valid: true, problem: null }],
    ['01 / 46', { valid: true, problem: null }],
    ['12 / 46', { valid: true, problem: null }],
    ['01 / 47', { valid: false, problem: 'invalid' }], // more than 20 years ahead
  ])('%j → %o', (value, expected) => {
    expect(krExpiryState(value, NOW)).toMatchObject(expected);
  });
});

describe('first two digits of the PIN', () => {
  it('keeps at most two digits', () => {
    expect(formatPswFirstTwo('1')).toBe('1');
    expect(formatPswFirstTwo('123')).toBe('12');
    expect(formatPswFirstTwo('a1b2')).toBe('12');
  });

  it('is valid with exactly two digits, including 00', () => {
    expect(pswFirstTwoState('')).toMatchObject({ empty: true, valid: false });
    expect(pswFirstTwoState('1')).toMatchObject({ valid: false, problem: 'incomplete' });
    expect(pswFirstTwoState('00')).toEqual({ empty: false, valid: true, done: true, problem: null });
    expect(pswFirstTwoState('94')).toMatchObject({ valid: true });
  });
});

describe('birth date (YYMMDD)', () => {
  it.each([
    ['900101', true],
    ['991231', true], // 1999
    ['000229', true], // 2000 is a leap year (divisible by 400)
    ['040229', true], // 2004 leap
    ['960229', true], // 1996 leap
    ['010229', false], // 2001 is not
    ['970229', false],
    ['260228', true],
    ['000230', false],
    ['900431', false], // April has 30 days
    ['900430', true],
    ['901131', false],
    ['900132', false],
    ['900100', false],
    ['901301', false],
    ['900001', false],
    ['9001011', false],
    ['90010', false],
    ['9o0101', false],
  ])('%s → %s', (value, valid) => {
    expect(birthDateValid(value, NOW)).toBe(valid);
  });

  it('reads a date not yet reached this year as last century, never as the future', () => {
    // 31 December 26 has not come yet on 22 November 2026: it is 1926 (a birth date, not a future day).
    expect(birthDateValid('261231', NOW)).toBe(true);
    expect(birthDateValid('261122', NOW)).toBe(true);
    // 29 February 2028 is ahead; 1928 was a leap year too.
    expect(birthDateValid('280229', NOW)).toBe(true);
    // 1900 was not a leap year, but 00 reads as 2000 once 2000 has passed.
    expect(birthDateValid('000229', new Date(1999, 0, 1))).toBe(false);
  });

  it('agrees with the calendar for every day of every month of two centuries of years', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (yy, month, day) => {
        const text = [yy, month, day].map((n) => String(n).padStart(2, '0')).join('');
        const year = 2000 + yy <= 2026 ? 2000 + yy : 1900 + yy;
        const real = new Date(year, month - 1, day).getMonth() === month - 1;
        // A 2026 date after today belongs to 1926; 1926 and 2026 share a calendar.
        return birthDateValid(text, NOW) === real;
      }),
    );
  });
});

describe('business registration number', () => {
  it.each([
    '1248100998', // Samsung Electronics
    '2208162517', // NAVER
    '1208147521', // Kakao
    '1078614075', // LG Electronics
    '1048137225', // SK Telecom
    '1018109147', // Hyundai Motor
  ])('accepts the published number %s', (number) => {
    expect(businessNumberValid(number)).toBe(true);
  });

  it('refuses a wrong check digit, and every other tenth digit of a valid number', () => {
    for (let d = 0; d <= 9; d++) {
      if (d !== 8) expect(businessNumberValid(`124810099${d}`)).toBe(false);
    }
  });

  it('counts the ninth digit twice: its weight 5 and the tens of its fivefold', () => {
    // Ninth digit 9: 9 × 5 = 45, plus floor(45 / 10) = 4, so the check digit of 124-81-0099? is 8 (not 2).
    expect(businessNumberValid('1248100992')).toBe(false);
    expect(businessNumberValid('1248100998')).toBe(true);
    // Ninth digit 1: 5 + floor(5 / 10) = 5, no carry.
    expect(businessNumberValid('0000000010')).toBe(false);
    expect(businessNumberValid('0000000015')).toBe(true);
  });

  it('has exactly one check digit for any nine digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (nine) => {
        const good = [...'0123456789'].filter((d) => businessNumberValid(nine + d));
        return good.length === 1;
      }),
    );
  });

  it('refuses anything but ten digits', () => {
    expect(businessNumberValid('124810099')).toBe(false);
    expect(businessNumberValid('12481009980')).toBe(false);
    expect(businessNumberValid('124-81-00998')).toBe(false);
  });
});

describe('identifier field', () => {
  it('keeps at most ten digits', () => {
    expect(formatIdentifier('124-81-00998')).toBe('1248100998');
    expect(formatIdentifier('12345678901')).toBe('1234567890');
  });

  it.each([
    ['', { empty: true, valid: false, problem: 'incomplete' }],
    ['9001', { valid: false, problem: 'incomplete' }],
    ['900101', { valid: true, done: true, problem: null }],
    ['900231', { valid: false, problem: 'invalid' }],
    ['1248100', { valid: false, problem: 'incomplete' }],
    ['124810099', { valid: false, problem: 'incomplete' }],
    ['1248100998', { valid: true, done: true, problem: null }],
    ['124-81-00998', { valid: true, problem: null }],
    ['1248100999', { valid: false, problem: 'invalid' }],
  ])('%j → %o', (value, expected) => {
    expect(identifierState(value, NOW)).toMatchObject(expected);
  });
});
