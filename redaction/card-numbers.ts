/**
 * Finds card numbers in free text however they were written: digits in groups
 * separated by spaces (one or several, non-breaking, thin, ideographic), dots,
 * dashes, slashes, underscores, line breaks or invisible characters; in any
 * script's decimal digits (full-width ０-９ included); glued to letters; followed
 * by an expiry or other digits.
 *
 * A card number is 13 to 19 digits passing Luhn (ISO/IEC 7812). The text is read
 * as chains of digit groups, a group being a run of digits and a chain groups
 * joined by short runs of separators. A card number is first looked for as whole
 * consecutive groups of one chain: "4111 1111 1111 1111 12/28" yields the card and
 * leaves the expiry. Then inside a longer run of digits ("ref12" + a card, a card
 * glued to its expiry: "41111111111111111228"), a window of a network's length that
 * starts with that network's prefix (NETWORKS) and passes Luhn is a card too.
 *
 * How timestamps and ids stay readable: any window of a run passes Luhn one time in
 * ten, so a window counts only with a network's prefix at a length the network issues
 * (Mastercard 51–55 or 2221–2720 at 16 digits, Amex 34/37 at 15, …); no network starts
 * with 1, 7, 8, 9 or 0. A millisecond timestamp (13 digits, 1… until 2033) is a whole
 * run starting with 1; ISO dates and times are short groups; UUIDs and object ids
 * (`int_82fec…`) are read as words and never searched. What may still be masked is a
 * run of 14 or more digits holding a prefixed Luhn-valid window by chance (a long
 * numeric order id): a readable loss in a log, never a card number kept.
 */

const CARD_NUMBER_LENGTH = { min: 13, max: 19 } as const;
/**
 * Only Visa issued 13-digit numbers. Millisecond timestamps are 13 digits too and
 * one in ten passes Luhn; they start with 1 until 2033 (and never with 4 before
 * 2096), so a 13-digit run counts only when it starts with 4.
 */
const THIRTEEN_DIGIT_PREFIX = '4';
/** Separator characters allowed between two groups: enough for '  ', '\r\n', ' - ', ' / '. */
const MAX_SEPARATOR_RUN = 3;

/** Non-ASCII separators: every Unicode space (\s), dashes and the minus sign, full-width . - / _, soft hyphen, zero-width characters. */
const WIDE_SEPARATOR = /^[\s\u2010-\u2015\u2212\uFF0D\uFF0E\uFF0F\uFF3F\u00AD\u200B-\u200D\u2060]$/u;
const ASCII_SEPARATORS = new Set([' ', '\t', '\n', '\r', '\v', '\f', '.', '-', '/', '_']);
const DECIMAL_DIGIT = /^\p{Nd}$/u;
/**
 * A UUID (tracker and request ids) is read as one word: one in some ten thousand
 * random UUIDs has three or four all-digit parts in a row, a dash-separated 16-digit
 * number that passes Luhn one time in ten. 32 hex digits hold no whole card number.
 */
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
/**
 * An object id (int_82fec4804575220760a3abcf: a short lowercase prefix, an
 * underscore, 16 to 32 random hex digits) is read as one word too: one id in a few
 * hundred holds 13 or more digits in a row, and one such run in ten passes Luhn
 * (the leak scan met one). Its hex body must hold a letter: `card_4111111111111111`
 * is a card number glued to a word, and is still found.
 */
const OBJECT_ID = /(?<![A-Za-z0-9])[a-z]{2,8}_(?=[0-9a-f]*[a-f])[0-9a-f]{16,32}(?![A-Za-z0-9])/g;

/**
 * The networks' prefixes and the lengths they issue, for windows inside a longer run
 * (a whole run of 13–19 digits needs only Luhn). Visa 4; Mastercard 51–55, 2221–2720;
 * Amex 34, 37; Discover 6011, 644–649, 65 and UnionPay 62; JCB 3528–3589; Diners
 * 300–305, 36, 38, 39; Maestro's own ranges.
 */
const NETWORKS: ReadonlyArray<readonly [prefix: RegExp, lengths: readonly number[]]> = [
  [/^4/, [13, 16, 19]],
  [/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/, [16]],
  [/^3[47]/, [15]],
  [/^(6011|64[4-9]|65|62)/, [16, 17, 18, 19]],
  [/^35(2[89]|[3-8]\d)/, [16, 17, 18, 19]],
  [/^(30[0-5]|36|3[89])/, [14, 15, 16, 17, 18, 19]],
  [/^(5018|5020|5038|5893|6304|6759|676[1-3])/, [13, 14, 15, 16, 17, 18, 19]],
];

/** Whether a window of a longer run reads as a network's card: its prefix, at a length it issues, passing Luhn. */
export function isNetworkCard(digits: string): boolean {
  return NETWORKS.some(([prefix, lengths]) => lengths.includes(digits.length) && prefix.test(digits)) && luhnValid(digits);
}

export interface CardNumberMatch {
  /** UTF-16 offsets of the first digit and after the last one, in the text searched. */
  readonly start: number;
  readonly end: number;
  /** The number's digits in ASCII, without separators. */
  readonly digits: string;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

/** True when `digits` (ASCII digits only) can be a card number: its length, its Luhn check. */
export function isCardNumber(digits: string): boolean {
  const { length } = digits;
  if (length < CARD_NUMBER_LENGTH.min || length > CARD_NUMBER_LENGTH.max) return false;
  if (length === CARD_NUMBER_LENGTH.min && !digits.startsWith(THIRTEEN_DIGIT_PREFIX)) return false;
  return luhnValid(digits);
}

const wideDigitValues = new Map<number, number | null>();

/**
 * The value of a decimal digit in any script, or null. Unicode encodes decimal
 * digits in runs of ten, zero first, and promises to keep it so: a digit's value
 * is its distance from the start of its run of digits, modulo ten.
 */
function wideDigitValue(code: number): number | null {
  const known = wideDigitValues.get(code);
  if (known !== undefined) return known;
  let value: number | null = null;
  if (DECIMAL_DIGIT.test(String.fromCodePoint(code))) {
    let start = code;
    while (DECIMAL_DIGIT.test(String.fromCodePoint(start - 1))) start--;
    value = (code - start) % 10;
  }
  wideDigitValues.set(code, value);
  return value;
}

interface DigitGroup {
  readonly start: number;
  end: number;
  digits: string;
  /** Each digit's UTF-16 offset (a digit outside the BMP takes two). */
  readonly offsets: number[];
}

/**
 * The card number starting at `groups[first]`, as whole groups, or null. The
 * longest that passes wins: a 19-digit card whose first 16 digits happen to pass
 * Luhn is redacted whole, at the cost of sometimes taking an expiry's month with it.
 */
function cardFrom(groups: readonly DigitGroup[], first: number): { last: number; digits: string } | null {
  let digits = '';
  let card: { last: number; digits: string } | null = null;
  for (let last = first; last < groups.length; last++) {
    digits += groups[last]!.digits;
    if (digits.length > CARD_NUMBER_LENGTH.max) break;
    if (isCardNumber(digits)) card = { last, digits };
  }
  return card;
}

/** Network cards inside one run longer than the window, earliest first, the longest at each start. */
function cardsInRun(group: DigitGroup, into: CardNumberMatch[]): void {
  const { digits, offsets } = group;
  if (digits.length <= CARD_NUMBER_LENGTH.min) return;
  for (let from = 0; from + CARD_NUMBER_LENGTH.min <= digits.length;) {
    let length = Math.min(CARD_NUMBER_LENGTH.max, digits.length - from);
    while (length >= CARD_NUMBER_LENGTH.min && !isNetworkCard(digits.slice(from, from + length))) length--;
    if (length < CARD_NUMBER_LENGTH.min) {
      from += 1;
      continue;
    }
    const after = from + length;
    into.push({ start: offsets[from]!, end: after < offsets.length ? offsets[after]! : group.end, digits: digits.slice(from, after) });
    from = after;
  }
}

function cardsInChain(groups: readonly DigitGroup[], into: CardNumberMatch[]): void {
  for (let first = 0; first < groups.length;) {
    const card = cardFrom(groups, first);
    if (card === null) {
      cardsInRun(groups[first]!, into);
      first += 1;
      continue;
    }
    into.push({ start: groups[first]!.start, end: groups[card.last]!.end, digits: card.digits });
    first = card.last + 1;
  }
}

/** Every card number in `text`, in order, not overlapping. */
export function findCardNumbers(text: string): CardNumberMatch[] {
  const found: CardNumberMatch[] = [];
  if (text.length < CARD_NUMBER_LENGTH.min) return found;
  let chain: DigitGroup[] = [];
  let group: DigitGroup | null = null;
  let separators = 0;
  // Same offsets, UUIDs and object ids blanked: the scan below reads `words` and reports offsets into `text`.
  const blank = (word: string): string => 'x'.repeat(word.length);
  const withoutUuids = text.includes('-') ? text.replace(UUID, blank) : text;
  const words = withoutUuids.includes('_') ? withoutUuids.replace(OBJECT_ID, blank) : withoutUuids;
  const endChain = (): void => {
    if (chain.length > 0) cardsInChain(chain, found);
    chain = [];
    group = null;
  };
  for (let i = 0; i < words.length;) {
    const code = words.codePointAt(i)!;
    const width = code > 0xffff ? 2 : 1;
    const value = code >= 48 && code <= 57 ? code - 48 : code < 128 ? null : wideDigitValue(code);
    if (value !== null) {
      if (group === null) {
        group = { start: i, end: i, digits: '', offsets: [] };
        chain.push(group);
      }
      group.offsets.push(i);
      group.digits += value;
      group.end = i + width;
      separators = 0;
    } else if (chain.length > 0 && (code < 128 ? ASCII_SEPARATORS.has(words[i]!) : WIDE_SEPARATOR.test(String.fromCodePoint(code)))) {
      group = null;
      separators += 1;
      if (separators > MAX_SEPARATOR_RUN) endChain();
    } else {
      endChain();
    }
    i += width;
  }
  endChain();
  return found;
}
