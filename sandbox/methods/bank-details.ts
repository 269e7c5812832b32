/**
 * Bank account details typed by the shopper for a direct debit, per scheme,
 * checked as the scheme would (lengths, ABA and IBAN check digits). Only a
 * summary is kept: the last four digits, never the full account number.
 */
import { invalid } from '../core/errors';
import { abaValid, normaliseIban } from './bank-math';
import { methodSpec } from './table';

export interface BankDetails {
  /** Stored on the payment attempt as `bank_account`. */
  readonly summary: Readonly<Record<string, string>>;
  /** Decides the test outcome (ending in 0002: insufficient funds). */
  readonly lastDigits: string;
}

type Read = (name: string) => unknown;
type FieldOf = (name: string) => string;

const SCHEME_FIELDS: Readonly<Record<string, readonly string[]>> = {
  ach_direct_debit: ['account_number', 'routing_number'],
  bacs_direct_debit: ['account_number', 'sort_code'],
  sepa_direct_debit: ['iban'],
  becs_direct_debit: ['bsb', 'account_number'],
};

function digits(read: Read, fieldOf: FieldOf, name: string, min: number, max: number, strip = /[ ]/g): string {
  const value = read(name);
  if (value === undefined || value === null) throw invalid(fieldOf(name), 'required', `${fieldOf(name)} is required.`);
  if (typeof value !== 'string') throw invalid(fieldOf(name), 'must_be_string');
  const clean = value.replace(strip, '');
  if (!/^\d+$/.test(clean)) throw invalid(fieldOf(name), 'digits_only', `${fieldOf(name)} may contain digits only.`);
  if (clean.length < min || clean.length > max) {
    throw invalid(
      fieldOf(name),
      'invalid_length',
      min === max ? `${fieldOf(name)} must have ${min} digits.` : `${fieldOf(name)} must have ${min} to ${max} digits.`,
    );
  }
  return clean;
}

function ownerName(read: Read, fieldOf: FieldOf): Record<string, string> {
  const value = read('owner_name');
  if (value === undefined || value === null) return {};
  if (typeof value !== 'string' || value.trim().length === 0 || value.length > 100) {
    throw invalid(fieldOf('owner_name'), 'invalid_value', `${fieldOf('owner_name')} must be a string of 1 to 100 characters.`);
  }
  return { owner_name: value };
}

/** Null when the shopper typed none of the scheme's fields (the account is to be linked instead). */
export function parseBankDetails(scheme: string, read: Read, fieldOf: FieldOf): BankDetails | null {
  const fields = SCHEME_FIELDS[scheme] ?? [];
  if (fields.every((name) => read(name) === undefined || read(name) === null)) return null;
  const owner = ownerName(read, fieldOf);
  switch (scheme) {
    case 'ach_direct_debit': {
      const account = digits(read, fieldOf, 'account_number', 4, 17);
      const routing = digits(read, fieldOf, 'routing_number', 9, 9);
      if (!abaValid(routing)) throw invalid(fieldOf('routing_number'), 'check_digit_failed', 'The routing number is not valid.');
      return { summary: { account_mask: account.slice(-4), routing_number: routing, ...owner }, lastDigits: account };
    }
    case 'bacs_direct_debit': {
      const account = digits(read, fieldOf, 'account_number', 8, 8);
      const sortCode = digits(read, fieldOf, 'sort_code', 6, 6, /[ -]/g);
      return { summary: { account_mask: account.slice(-4), sort_code: sortCode, ...owner }, lastDigits: account };
    }
    case 'sepa_direct_debit': {
      const raw = read('iban');
      if (typeof raw !== 'string') throw invalid(fieldOf('iban'), 'must_be_string');
      const iban = normaliseIban(raw);
      if (iban === null) throw invalid(fieldOf('iban'), 'invalid_iban', 'The IBAN is not valid.');
      if (!(methodSpec(scheme)?.country_codes ?? []).includes(iban.slice(0, 2))) {
        throw invalid(fieldOf('iban'), 'country_not_supported', 'The IBAN is from a country this sandbox does not debit.');
      }
      return { summary: { iban_country: iban.slice(0, 2), account_mask: iban.slice(-4), ...owner }, lastDigits: iban };
    }
    default: {
      const bsb = digits(read, fieldOf, 'bsb', 6, 6, /[ -]/g);
      const account = digits(read, fieldOf, 'account_number', 5, 9);
      return { summary: { account_mask: account.slice(-4), bsb, ...owner }, lastDigits: account };
    }
  }
}
