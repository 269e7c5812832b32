/**
 * The four Korean card fields as pure functions: format what the shopper types,
 * and say what is wrong with it. Messages are i18n keys (see kr-fields.ts).
 * The Korean rules need none of the card's brand table (../card/card-fields.ts).
 */

export type KrProblem = 'incomplete' | 'invalid' | 'past';

export interface KrFieldState {
  readonly empty: boolean;
  readonly valid: boolean;
  /** The shopper has typed all of it: focus may move on (a valid number may still grow). */
  readonly done: boolean;
  /** What to say once the shopper has left the field or pressed Pay. */
  readonly problem: KrProblem | null;
}

const EMPTY: KrFieldState = { empty: true, valid: false, done: false, problem: 'incomplete' };
const OK: KrFieldState = { empty: false, valid: true, done: true, problem: null };
const wrong = (problem: KrProblem): KrFieldState => ({ empty: false, valid: false, done: false, problem });

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d > 4 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/*
 * Card number. Korean issuers (BC, Shinhan, KB Kookmin, Samsung, Hyundai, Lotte,
 * NH, Hana, Woori, …) issue 16-digit numbers for Visa, Mastercard, JCB, UnionPay and
 * their domestic-only brands (BC's local cards start with 9), 15 digits for the
 * American Express cards some of them issue and 14 for Diners Club. Every one of
 * these is an ISO/IEC 7812 number with a Luhn check digit as far as we could
 * check; we found no primary source for the domestic-only ranges, so the rule is
 * the safe reading of it: 14–16 digits with Luhn, whatever the prefix.
 */
const KR_NUMBER_LENGTHS = { min: 14, max: 16 } as const;

/** The length a number with this prefix is printed with: Amex 15, Diners 14, the rest 16. */
export function expectedNumberLength(digits: string): number {
  if (/^3[47]/.test(digits)) return 15;
  if (/^3(0[0-5]|6)/.test(digits)) return 14;
  return KR_NUMBER_LENGTHS.max;
}

/** Groups of four; Amex and Diners lengths as 4-6-5 and 4-6-4, as printed on the card. */
export function formatKrNumber(input: string): string {
  const raw = digitsOf(input).slice(0, KR_NUMBER_LENGTHS.max);
  const gaps = expectedNumberLength(raw) < KR_NUMBER_LENGTHS.max ? [4, 10] : [4, 8, 12];
  let out = '';
  for (let i = 0; i < raw.length; i++) out += (gaps.includes(i) ? ' ' : '') + raw[i];
  return out;
}

export function krNumberState(value: string): KrFieldState {
  const raw = digitsOf(value);
  if (!raw) return EMPTY;
  if (raw.length >= KR_NUMBER_LENGTHS.min && luhnValid(raw)) return { ...OK, done: raw.length >= expectedNumberLength(raw) };
  // Short of the longest length a failing check digit may still be an unfinished number.
  return wrong(raw.length < KR_NUMBER_LENGTHS.max ? 'incomplete' : 'invalid');
}

/** "MM / YY"; a lone first digit above 1 means a single-digit month ("4" → "04 / "). */
export function formatKrExpiry(input: string, previous = ''): string {
  let raw = digitsOf(input).slice(0, 4);
  if (raw.length === 1 && Number(raw) > 1) raw = `0${raw}`;
  if (raw.length < 2) return raw;
  if (raw.length === 2) return input.length < previous.length ? raw : `${raw} / `;
  return `${raw.slice(0, 2)} / ${raw.slice(2)}`;
}

export function parseKrExpiry(value: string): { month: string; year: string } | null {
  const raw = digitsOf(value);
  return raw.length === 4 ? { month: raw.slice(0, 2), year: `20${raw.slice(2)}` } : null;
}

/** Month 1–12; good through the last day of its month; at most 20 years ahead. */
export function krExpiryState(value: string, now = new Date()): KrFieldState {
  const raw = digitsOf(value);
  if (!raw) return EMPTY;
  const month = Number(raw.slice(0, 2));
  if (raw.length >= 2 && (month < 1 || month > 12)) return wrong('invalid');
  const parsed = parseKrExpiry(value);
  if (!parsed) return wrong('incomplete');
  const year = Number(parsed.year);
  if (year * 12 + month - 1 < now.getFullYear() * 12 + now.getMonth()) return wrong('past');
  if (year > now.getFullYear() + 20) return wrong('invalid');
  return OK;
}

/** The first two digits of the card's PIN: exactly two digits. */
export const formatPswFirstTwo = (input: string): string => digitsOf(input).slice(0, 2);

export function pswFirstTwoState(value: string): KrFieldState {
  const raw = digitsOf(value);
  if (!raw) return EMPTY;
  return raw.length === 2 ? OK : wrong('incomplete');
}

/*
 * Identifier: a personal card's holder gives a birth date (YYMMDD), a corporate
 * card's a business registration number (사업자등록번호, 10 digits, the last a
 * check digit). Told apart by length.
 */
const BIRTH_DATE_LENGTH = 6;
const BUSINESS_NUMBER_LENGTH = 10;

export const formatIdentifier = (input: string): string => digitsOf(input).slice(0, BUSINESS_NUMBER_LENGTH);

/**
 * YYMMDD as a real calendar date, not in the future: the century is this one
 * when that date has passed, else the last ("991231" is 1999; "000229" is 2000,
 * a leap year as every year divisible by 400).
 */
export function birthDateValid(yymmdd: string, now = new Date()): boolean {
  if (!/^\d{6}$/.test(yymmdd)) return false;
  const yy = Number(yymmdd.slice(0, 2));
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12 || day < 1) return false;
  const thisCentury = Math.floor(now.getFullYear() / 100) * 100;
  const year = new Date(thisCentury + yy, month - 1, day) > now ? thisCentury - 100 + yy : thisCentury + yy;
  // Day 0 of the next month is the last day of this one (28, 29, 30 or 31).
  return day <= new Date(year, month, 0).getDate();
}

const BUSINESS_WEIGHTS = [1, 3, 7, 1, 3, 7, 1, 3, 5] as const;

/**
 * The National Tax Service's check: each of the first nine digits times its
 * weight, plus the tens of the ninth digit times 5; the tenth digit is what
 * brings the sum to a multiple of ten.
 */
export function businessNumberValid(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const sum = BUSINESS_WEIGHTS.reduce((total, weight, i) => total + d[i]! * weight, 0) + Math.floor((d[8]! * 5) / 10);
  return (10 - (sum % 10)) % 10 === d[9];
}

export function identifierState(value: string, now = new Date()): KrFieldState {
  const raw = digitsOf(value);
  if (!raw) return EMPTY;
  if (raw.length === BIRTH_DATE_LENGTH && birthDateValid(raw, now)) return OK;
  if (raw.length === BUSINESS_NUMBER_LENGTH) return businessNumberValid(raw) ? OK : wrong('invalid');
  // Six digits that are no date may be the start of a business number, but a shopper who leaves them there is wrong.
  return wrong(raw.length === BIRTH_DATE_LENGTH ? 'invalid' : 'incomplete');
}
