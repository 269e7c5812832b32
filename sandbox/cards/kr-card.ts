/**
 * Korean local cards: no CVC online; the issuer checks the first two digits of the
 * card's PIN and the holder's birth date (YYMMDD), or for a corporate card the
 * business registration number (10 digits, the last a check digit), instead.
 * They travel as `payment_method.card.kr_card: { psw_first_two, identifier }`.
 * The sandbox's Korean domestic brand (`kr_local`, prefix 94, as BC Card's
 * domestic-only cards) requires them; other brands may carry them.
 */
import { invalid } from '../core/errors';
import { isObject } from '../core/body';

const KR_FIELD = 'payment_method.card.kr_card';
const PSW_FIELD = `${KR_FIELD}.psw_first_two`;
const IDENTIFIER_FIELD = `${KR_FIELD}.identifier`;
const NUMBER_FIELD = 'payment_method.card.number';

export interface KrCardInput {
  readonly psw_first_two: string;
  readonly identifier: string;
}

/** YYMMDD as a calendar date that has come: this century when that day has passed, else the last. */
export function isBirthDate(yymmdd: string, now: Date): boolean {
  const match = /^(\d\d)(\d\d)(\d\d)$/.exec(yymmdd);
  if (!match) return false;
  const [yy, month, day] = match.slice(1).map(Number) as [number, number, number];
  const century = Math.floor(now.getUTCFullYear() / 100) * 100;
  const year = Date.UTC(century + yy, month - 1, day) > now.getTime() ? century - 100 + yy : century + yy;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The National Tax Service's check digit: weights 1,3,7,1,3,7,1,3,5, plus the tens of 5 × the ninth digit. */
export function isBusinessNumber(digits: string): boolean {
  if (!/^\d{10}$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weighted = [1, 3, 7, 1, 3, 7, 1, 3, 5].reduce((sum, weight, i) => sum + weight * d[i]!, 0);
  return (10 - ((weighted + Math.floor((5 * d[8]!) / 10)) % 10)) % 10 === d[9];
}

/**
 * `kr_card` as sent, checked; `null` when absent. A card of the Korean domestic
 * brand without it is refused, and a number with it has 14–16 digits.
 */
export function readKrCard(value: unknown, number: string, domestic: boolean, now: Date): KrCardInput | null {
  if (value === undefined || value === null) {
    if (domestic) throw invalid(KR_FIELD, 'required', `A Korean domestic card needs ${KR_FIELD}: { psw_first_two, identifier }.`);
    return null;
  }
  if (!isObject(value)) throw invalid(KR_FIELD, 'must_be_object');
  if (number.length < 14 || number.length > 16) {
    throw invalid(NUMBER_FIELD, 'invalid_length', 'A Korean card number must have 14 to 16 digits.');
  }
  const { psw_first_two: psw, identifier } = value;
  if (typeof psw !== 'string' || !/^\d{2}$/.test(psw)) {
    throw invalid(PSW_FIELD, 'invalid_psw_first_two', `${PSW_FIELD} must be a string of exactly 2 digits.`);
  }
  if (typeof identifier !== 'string' || !/^(\d{6}|\d{10})$/.test(identifier)) {
    throw invalid(IDENTIFIER_FIELD, 'invalid_length', `${IDENTIFIER_FIELD} must be 6 digits (YYMMDD) or 10 digits (business registration number).`);
  }
  if (identifier.length === 6 && !isBirthDate(identifier, now)) {
    throw invalid(IDENTIFIER_FIELD, 'invalid_birth_date', `${IDENTIFIER_FIELD} is not a date of birth as YYMMDD.`);
  }
  if (identifier.length === 10 && !isBusinessNumber(identifier)) {
    throw invalid(IDENTIFIER_FIELD, 'invalid_business_number', `${IDENTIFIER_FIELD} fails the business registration number's check digit.`);
  }
  return { psw_first_two: psw, identifier };
}
