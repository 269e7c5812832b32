/**
 * Each account field's rule, as the sandbox checks it (docs/sandbox/methods.md,
 * "Direct debit"), so a mistake is shown on its field before any call: what the
 * shopper may type (digits, or an IBAN's letters and digits), how it is shown
 * (12-34-56, 123-456, IBAN in groups of four), and what is wrong with it.
 *
 * The IBAN rules (ISO 13616: country, length per country, mod-97) are those of the
 * 11 SEPA countries the sandbox debits (sandbox/methods/table.ts SEPA_COUNTRIES;
 * sandbox/contract/direct-debit-rules.test.ts keeps the two lists equal), so a full
 * IBAN registry would buy nothing here.
 */
import type { AccountField, DirectDebitScheme } from '../../payment/consent/direct-debit-schemes';

/** What is wrong with a field; its message is `directDebit.field.{field}.{problem}`. */
export type FieldProblem = 'required' | 'length' | 'checkDigit' | 'format' | 'country';

/** IBAN length of each SEPA country the sandbox debits. */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AT: 20,
  BE: 16,
  DE: 22,
  ES: 24,
  FI: 18,
  FR: 27,
  IE: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  PT: 25,
};

/** Account number lengths per scheme (SEPA has none: the IBAN holds it). */
export const ACCOUNT_LENGTHS: Readonly<Record<Exclude<DirectDebitScheme, 'sepa_direct_debit'>, { readonly min: number; readonly max: number }>> = {
  ach_direct_debit: { min: 4, max: 17 },
  bacs_direct_debit: { min: 8, max: 8 },
  becs_direct_debit: { min: 5, max: 9 },
};

const CODE_LENGTHS: Readonly<Record<'routing_number' | 'sort_code' | 'bsb', number>> = { routing_number: 9, sort_code: 6, bsb: 6 };

const digitsOf = (raw: string): string => raw.replace(/\D/g, '');

/** An IBAN as the provider reads it: no spaces, upper case. */
function compactIban(raw: string): string {
  return raw.replace(/[^0-9a-z]/gi, '').toUpperCase();
}

/** The value the provider is sent: digits only, or the compact IBAN. */
export function normalise(field: AccountField, raw: string): string {
  return field === 'iban' ? compactIban(raw) : digitsOf(raw);
}

/** The most a field can hold, in significant characters (IBAN: 34, ISO 13616's longest). */
function maxLength(field: AccountField, scheme: DirectDebitScheme): number {
  if (field === 'iban') return 34;
  if (field === 'account_number') return scheme === 'sepa_direct_debit' ? 0 : ACCOUNT_LENGTHS[scheme].max;
  return CODE_LENGTHS[field];
}

/** How a field reads while typed: sort code 12-34-56, BSB 123-456, IBAN in groups of four, the rest as digits. */
export function format(field: AccountField, scheme: DirectDebitScheme, raw: string): string {
  const value = normalise(field, raw).slice(0, maxLength(field, scheme));
  switch (field) {
    case 'sort_code':
      return value.match(/.{1,2}/g)?.join('-') ?? '';
    case 'bsb':
      return value.length > 3 ? `${value.slice(0, 3)}-${value.slice(3)}` : value;
    case 'iban':
      return value.match(/.{1,4}/g)?.join(' ') ?? '';
    default:
      return value;
  }
}

/** ABA routing number check: weights 3, 7, 1 over the nine digits, a multiple of ten. */
export function abaValid(routing: string): boolean {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1];
  const sum = [...routing].reduce((total, digit, i) => total + Number(digit) * (weights[i % 3] ?? 0), 0);
  return sum % 10 === 0;
}

/** ISO 13616 mod-97: the first four characters moved to the end, letters as 10–35, the remainder is 1. */
export function ibanChecksumValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return false;
  let remainder = 0;
  for (const ch of iban.slice(4) + iban.slice(0, 4)) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/** The IBAN's country code (its first two letters), or null before they are typed. */
export function ibanCountry(raw: string): string | null {
  const iban = compactIban(raw);
  return /^[A-Z]{2}/.test(iban) ? iban.slice(0, 2) : null;
}

function ibanProblem(iban: string): FieldProblem | null {
  if (!/^[A-Z]{2}\d{2}/.test(iban)) return 'format';
  const length = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return 'country';
  if (iban.length !== length) return 'length';
  return ibanChecksumValid(iban) ? null : 'checkDigit';
}

/** What is wrong with an account field's value, or null when the provider will take it. */
export function accountProblem(field: AccountField, scheme: DirectDebitScheme, raw: string): FieldProblem | null {
  const value = normalise(field, raw);
  if (value === '') return 'required';
  switch (field) {
    case 'iban':
      return ibanProblem(value);
    case 'account_number': {
      if (scheme === 'sepa_direct_debit') return null;
      const { min, max } = ACCOUNT_LENGTHS[scheme];
      return value.length < min || value.length > max ? 'length' : null;
    }
    case 'routing_number':
      if (value.length !== 9) return 'length';
      return abaValid(value) ? null : 'checkDigit';
    default:
      return value.length === CODE_LENGTHS[field] ? null : 'length';
  }
}
