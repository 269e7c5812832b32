import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCardNumbers, isCardNumber, luhnValid } from './card-numbers';
import { cardNumber, digitsOf, prose, toFullWidth, writtenAs } from './test-cards';

const VISA = '4111111111111111';
const digitsFound = (text: string) => findCardNumbers(text).map((m) => m.digits);

describe('luhnValid and isCardNumber', () => {
  it('pass Luhn-valid numbers of 13 to 19 digits only', () => {
    expect(luhnValid(VISA)).toBe(true);
    expect(luhnValid('4111111111111112')).toBe(false);
    expect(luhnValid('411111111117') && luhnValid('41111111111111111115')).toBe(true);
    expect(isCardNumber('378282246310005')).toBe(true);
    expect(isCardNumber('6011111111111117')).toBe(true);
    expect(isCardNumber('4222222222222')).toBe(true);
    expect(isCardNumber('6200000000000000000')).toBe(true);
    // Luhn-valid, but 12 and 20 digits long.
    expect(isCardNumber('411111111117')).toBe(false);
    expect(isCardNumber('41111111111111111115')).toBe(false);
    // A 13-digit millisecond timestamp passing Luhn: not a card (only Visa had 13 digits).
    expect(luhnValid('1795272046123')).toBe(true);
    expect(isCardNumber('1795272046123')).toBe(false);
  });
});

describe('findCardNumbers', () => {
  it('finds a card number however its digits are separated, in ASCII or full-width digits (property)', () => {
    fc.assert(
      fc.property(
        cardNumber.chain((digits) => fc.tuple(fc.constant(digits), writtenAs(digits))),
        prose,
        prose,
        ([digits, written], before, after) => {
          const text = before + written + after;
          const found = findCardNumbers(text);
          expect(found.map((m) => m.digits)).toEqual([digits]);
          expect(text.slice(found[0]!.start, found[0]!.end)).toBe(written);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('takes whole groups: the card in front of an expiry, not the expiry (property)', () => {
    fc.assert(
      fc.property(
        cardNumber.chain((d) => fc.tuple(fc.constant(d), writtenAs(d))),
        fc.constantFrom(' 12/28', ' 12/2028', '  exp 12/28', '\n12-28', ' 0128'),
        ([digits, written], expiry) => {
          const found = findCardNumbers(`card ${written}${expiry} ok`);
          expect(found).toHaveLength(1);
          // The card's digits come first; the expiry's month is taken with it only when card + month pass Luhn too.
          expect(found[0]!.digits.startsWith(digits)).toBe(true);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('leaves amounts, dates, times, ids and non-Luhn runs alone (property)', () => {
    const notACard = fc.oneof(
      fc.integer({ min: 0, max: 10_000_000 }).map((cents) => (cents / 100).toFixed(2)),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10).split('-').reverse().join('/')),
      fc.integer({ min: 1_000_000_000_000, max: 1_999_999_999_999 }).map(String),
      fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 1, maxLength: 12 }),
      // Long runs no network's card can start in (no window begins with 2–6): a run that may hold one is searched (RUN_SHAPES).
      fc.string({ unit: fc.constantFrom(...'01789'), minLength: 20, maxLength: 40 }),
      fc.string({ unit: fc.constantFrom(...'01789'), minLength: 13, maxLength: 19 }).filter((d) => !isCardNumber(d)),
      fc.uuid(),
      fc.constantFrom('int', 'cus', 'pm', 'link', 'quote', 'met').chain((prefix) =>
        fc
          .string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 24, maxLength: 24 })
          .filter((hex) => /[a-f]/.test(hex))
          .map((hex) => `${prefix}_${hex}`),
      ),
      // From a CI run's leak scan: 4804575220760 passes Luhn.
      fc.constant('int_82fec4804575220760a3abcf'),
      fc.constant('00000000-8784-4779-8108-1073a0000000'),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(prose, notACard), { maxLength: 6 }), (parts) => {
        // Each number stands apart, between words: two numbers side by side may of course make a card number.
        const text = parts.map(([words, number]) => `${words} x ${number} y`).join('');
        expect(findCardNumbers(text)).toEqual([]);
      }),
      { numRuns: 500 },
    );
  });

  it('still finds a card glued to a word by an underscore, or in an id made of digits only', () => {
    expect(digitsFound(`card_${VISA} pm_${VISA}`)).toEqual([VISA, VISA]);
    // Longer than an id, or not an id's lowercase prefix.
    expect(digitsFound(`the id int_82fec${VISA}a3abcfabcdefabcdef and Int_82fec${VISA}a3abcf`)).toEqual([VISA, VISA]);
  });

  it('reads other scripts’ digits, and offsets in UTF-16', () => {
    const arabicIndic = VISA.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d)));
    expect(digitsFound(`رقم ${arabicIndic}`)).toEqual([VISA]);
    const mathematical = [...VISA].map((d) => String.fromCodePoint(0x1d7ce + Number(d))).join('');
    const found = findCardNumbers(`x${mathematical}y`);
    expect(found).toEqual([{ start: 1, end: 1 + 32, digits: VISA }]);
    expect(digitsFound(toFullWidth('4111 1111 1111 1111'))).toEqual([VISA]);
    expect(digitsOf(toFullWidth('12'))).toBe('12');
  });

  it('stops a chain at more than three separators, or at any other character', () => {
    expect(digitsFound('4111   1111 1111 1111')).toEqual([VISA]);
    expect(digitsFound('4111    1111 1111 1111')).toEqual([]);
    expect(digitsFound('4111,1111,1111,1111')).toEqual([]);
    expect(digitsFound('4111 1111 1111 1111 and 5555 5555 5555 4444')).toEqual([VISA, '5555555555554444']);
  });
});
