/**
 * Card checks for confirm: number (digits, length, Luhn), brand, expiry, CVC.
 * Each failure names its field as a dot path under the request body.
 */
import { invalid } from '../core/errors';
import type { CardBrand } from '../model/card-brand';

const NUMBER_FIELD = 'payment_method.card.number';
const MONTH_FIELD = 'payment_method.card.expiry_month';
const YEAR_FIELD = 'payment_method.card.expiry_year';
const CVC_FIELD = 'payment_method.card.cvc';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Spaces are stripped; anything else that is not a digit is refused. */
export function normaliseCardNumber(value: unknown): string {
  if (typeof value !== 'string') throw invalid(NUMBER_FIELD, 'must_be_string');
  const digits = value.replace(/ /g, '');
  if (!/^\d+$/.test(digits)) throw invalid(NUMBER_FIELD, 'digits_only', 'The card number may contain digits only.');
  if (digits.length < 12 || digits.length > 19) {
    throw invalid(NUMBER_FIELD, 'invalid_length', 'The card number must have 12 to 19 digits.');
  }
  if (!luhnValid(digits)) throw invalid(NUMBER_FIELD, 'luhn_check_failed', 'The card number is not valid.');
  return digits;
}

const BRAND_PREFIXES: ReadonlyArray<readonly [CardBrand, RegExp]> = [
  ['amex', /^3[47]/],
  ['diners', /^(30[0-5]|36|38|39)/],
  ['jcb', /^35(2[89]|[3-8])/],
  ['discover', /^(6011|64[4-9]|65)/],
  ['unionpay', /^62/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]|2[3-6]|27[01]|2720)/],
  ['visa', /^4/],
  // BC Card's domestic-only cards start with 9; the sandbox takes 94 for its Korean domestic brand.
  ['kr_local', /^94/],
];

export function detectBrand(digits: string): CardBrand {
  for (const [brand, pattern] of BRAND_PREFIXES) if (pattern.test(digits)) return brand;
  return 'unknown';
}

function digitsOf(value: unknown, field: string): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  if (typeof value === 'string' && /^\d+$/.test(value.trim())) return value.trim();
  throw invalid(field, 'must_be_digits');
}

/**
 * Month 1–12; year with 2 or 4 digits (2-digit years are 20xx); the card is valid
 * through the last day of its expiry month, compared in UTC.
 */
export function normaliseExpiry(month: unknown, year: unknown, now: Date): { expiry_month: string; expiry_year: string } {
  const m = Number(digitsOf(month, MONTH_FIELD));
  if (m < 1 || m > 12) throw invalid(MONTH_FIELD, 'out_of_range', 'The expiry month must be between 1 and 12.');
  const yearDigits = digitsOf(year, YEAR_FIELD);
  if (yearDigits.length !== 2 && yearDigits.length !== 4) {
    throw invalid(YEAR_FIELD, 'invalid_length', 'The expiry year must have 2 or 4 digits.');
  }
  const y = yearDigits.length === 2 ? 2000 + Number(yearDigits) : Number(yearDigits);
  const nowY = now.getUTCFullYear();
  const nowM = now.getUTCMonth() + 1;
  if (y < nowY || (y === nowY && m < nowM)) {
    throw invalid(YEAR_FIELD, 'expired', 'The card expiry date is in the past.');
  }
  if (y > nowY + 50) throw invalid(YEAR_FIELD, 'out_of_range', 'The expiry year is too far in the future.');
  return { expiry_month: String(m).padStart(2, '0'), expiry_year: String(y) };
}

export function checkCvc(value: unknown): void {
  if (typeof value !== 'string' || !/^\d{3,4}$/.test(value)) {
    throw invalid(CVC_FIELD, 'invalid_cvc', 'The CVC must be a string of 3 or 4 digits.');
  }
}
