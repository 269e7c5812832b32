/**
 * Arbitraries for the redaction tests: Luhn-valid card numbers written in every
 * shape a log may hold them, and text around them with no digit of its own.
 * Imported by tests only.
 */
import fc from 'fast-check';
import { isCardNumber, luhnValid } from './card-numbers';
import { REDACTED } from './redact';

const CARD_MARK = REDACTED.cardNumber;

/** Separator runs between digit groups: every shape the issue names. */
const SEPARATORS = [' ', '  ', '\u00A0', '\u00A0\u00A0', '\u202F', '\u2009', '\u3000', '.', '-', ' - ', '\u2013', '/', ' / ', '_', '\n', '\r\n', '\t'] as const;

const FULL_WIDTH_ZERO = 0xff10;
export const toFullWidth = (digits: string): string => digits.replace(/[0-9]/g, (d) => String.fromCharCode(FULL_WIDTH_ZERO + Number(d)));
/** Every decimal digit in `text` (any script) as ASCII, everything else dropped. */
export const digitsOf = (text: string): string =>
  [...text].map((c) => (/[0-9]/.test(c) ? c : /[\uFF10-\uFF19]/.test(c) ? String(c.charCodeAt(0) - FULL_WIDTH_ZERO) : '')).join('');

function withCheckDigit(body: string): string {
  for (let check = 0; check < 10; check++) if (luhnValid(body + check)) return body + check;
  throw new Error('unreachable: one check digit always fits');
}

/** A card number: 13 to 19 digits passing Luhn (13-digit ones start with 4, as Visa's). */
export const cardNumber: fc.Arbitrary<string> = fc
  .integer({ min: 13, max: 19 })
  .chain((length) =>
    fc
      .tuple(
        length === 13 ? fc.constant('4') : fc.constantFrom(...'123456789'),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length - 2, maxLength: length - 2 }),
      )
      .map(([first, rest]) => withCheckDigit(first + rest)),
  )
  .filter(isCardNumber);

/** `digits` cut into groups of 1 to 6 digits, joined by separator runs (one kind per number, or mixed). */
export const writtenAs = (digits: string): fc.Arbitrary<string> =>
  fc
    .record({
      sizes: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: digits.length, maxLength: digits.length }),
      separators: fc.array(fc.constantFrom(...SEPARATORS, ''), { minLength: digits.length, maxLength: digits.length }),
      fullWidth: fc.boolean(),
    })
    .map(({ sizes, separators, fullWidth }) => {
      const groups: string[] = [];
      for (let at = 0, i = 0; at < digits.length; i++) {
        groups.push(digits.slice(at, at + sizes[i]!));
        at += sizes[i]!;
      }
      const text = groups.reduce((out, group, i) => (i === 0 ? group : out + separators[i]! + group), '');
      return fullWidth ? toFullWidth(text) : text;
    });

/** Words and punctuation with no digit, nothing redaction looks for, ending or starting with a letter so card numbers may be glued to them. */
const WORDS = ['order', 'declined', 'the', 'number', 'was', 'typed', 'into', 'field', 'shopper', 'élan', '値段', 'ok', 'card', 'pay'];
const PUNCTUATION = [' ', ', ', ': ', ' (', ') ', '"', ' — ', '\n'];
export const prose: fc.Arbitrary<string> = fc
  .array(fc.tuple(fc.constantFrom(...WORDS), fc.constantFrom(...PUNCTUATION, '')), { maxLength: 6 })
  .map((parts) => parts.map(([word, gap]) => word + gap).join(''));

/** Nine common shapes of a card number in a log line, as the hostile review tried them (the old sink kept four). */
export const REVIEW_SHAPES: ReadonlyArray<readonly [shape: string, text: string, expected: string]> = [
  ['digits alone', 'card 4111111111111111 declined', `card ${CARD_MARK} declined`],
  ['single spaces', 'card 4111 1111 1111 1111 declined', `card ${CARD_MARK} declined`],
  ['dashes', 'card 4111-1111-1111-1111 declined', `card ${CARD_MARK} declined`],
  ['Amex grouping', 'card 3782 822463 10005 declined', `card ${CARD_MARK} declined`],
  ['double spaces', 'card 4111  1111  1111  1111 declined', `card ${CARD_MARK} declined`],
  ['non-breaking spaces', 'card 4111\u00A01111\u00A01111\u00A01111 declined', `card ${CARD_MARK} declined`],
  ['glued to text', 'card4111111111111111declined', `card${CARD_MARK}declined`],
  ['glued to text, grouped', 'pan:4111 1111 1111 1111/exp', `pan:${CARD_MARK}/exp`],
  ['followed by an expiry', 'card 4111 1111 1111 1111 12/28 declined', `card ${CARD_MARK} 12/28 declined`],
];

/**
 * A card number inside a longer run of digits (issue 27: the sink kept the first two),
 * one row per shape: the window with a network's prefix and length is masked, the
 * digits around it stay.
 */
export const RUN_SHAPES: ReadonlyArray<readonly [shape: string, text: string, expected: string]> = [
  ['a reference glued in front (ref12 + card)', 'ref124111111111111111 declined', `ref12${CARD_MARK} declined`],
  ['its expiry glued behind (20 digits)', 'pan 41111111111111111228 declined', `pan ${CARD_MARK}1228 declined`],
  ['digits on both sides', 'x 0074111111111111111100 y', `x 007${CARD_MARK}100 y`],
  ['a Mastercard 2-series in a run', 'id 992223000048400011 ok', `id 99${CARD_MARK} ok`],
  ['an Amex in a run with its CVC-like tail', 'amex 3782822463100051234 ok', `amex ${CARD_MARK}1234 ok`],
  ['full-width digits in a run', `no ${toFullWidth('9941111111111111111')} ok`, `no ${toFullWidth('99')}${CARD_MARK}${toFullWidth('1')} ok`],
  ['two cards in one run', '41111111111111115555555555554444', `${CARD_MARK}${CARD_MARK}`],
];
