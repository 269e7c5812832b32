/**
 * Direct-debit bank details, one rule per scheme: which fields, how each is
 * checked, and the masked summary kept afterwards (never the full account number).
 */
import { invalid } from '../core/errors';
import { type Json, requiredObject, requiredString } from './fields';
import type { BankSummary, DebitScheme } from './types';

interface SchemeRule {
  readonly country: string;
  readonly currency: string;
  /** Reads `payment_method.<scheme>`; `at` builds a field's dot path. */
  readonly read: (details: Json, at: (field: string) => string) => { bank_code: string | null; account: string; country?: string };
}

/** Digits only, after dropping spaces and dashes, with a length between min and max. */
function digits(value: unknown, field: string, min: number, max: number): string {
  const text = requiredString(value, field, 64).replace(/[ -]/g, '');
  if (!/^\d+$/.test(text)) throw invalid(field, 'digits_only', `${field} may contain digits only.`);
  if (text.length < min || text.length > max) {
    const count = min === max ? `${min}` : `${min} to ${max}`;
    throw invalid(field, 'invalid_length', `${field} must have ${count} digits.`);
  }
  return text;
}

/** The ABA routing-number checksum: weights 3, 7, 1 over the nine digits. */
function abaValid(routing: string): boolean {
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routing].reduce((acc, d, i) => acc + Number(d) * (weights[i] ?? 0), 0);
  return sum % 10 === 0;
}

/** ISO 13616: move the first four characters to the end, letters to numbers, remainder mod 97 is 1. */
function ibanValid(iban: string): boolean {
  const moved = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const ch of moved) {
    const value = ch >= 'A' ? ch.charCodeAt(0) - 55 : Number(ch);
    remainder = Number(`${remainder}${value}`) % 97;
  }
  return remainder === 1;
}

export const DEBIT_RULES: Readonly<Record<DebitScheme, SchemeRule>> = {
  ach_direct_debit: {
    country: 'US',
    currency: 'USD',
    read: (d, at) => {
      const routing = digits(d.routing_number, at('routing_number'), 9, 9);
      if (!abaValid(routing)) throw invalid(at('routing_number'), 'checksum_failed', 'The routing number is not valid.');
      return { bank_code: routing, account: digits(d.account_number, at('account_number'), 4, 17) };
    },
  },
  bacs_direct_debit: {
    country: 'GB',
    currency: 'GBP',
    read: (d, at) => ({
      bank_code: digits(d.sort_code, at('sort_code'), 6, 6),
      account: digits(d.account_number, at('account_number'), 8, 8),
    }),
  },
  becs_direct_debit: {
    country: 'AU',
    currency: 'AUD',
    read: (d, at) => ({
      bank_code: digits(d.bsb_number, at('bsb_number'), 6, 6),
      account: digits(d.account_number, at('account_number'), 5, 9),
    }),
  },
  sepa_direct_debit: {
    country: 'DE',
    currency: 'EUR',
    read: (d, at) => {
      const iban = requiredString(d.iban, at('iban'), 64).replace(/ /g, '').toUpperCase();
      if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) throw invalid(at('iban'), 'invalid_format', 'The IBAN is not well formed.');
      if (!ibanValid(iban)) throw invalid(at('iban'), 'checksum_failed', 'The IBAN is not valid.');
      return { bank_code: null, account: iban, country: iban.slice(0, 2) };
    },
  },
};

export function readBankDetails(scheme: DebitScheme, pm: Json): BankSummary {
  const at = (field: string) => `payment_method.${scheme}.${field}`;
  const details = requiredObject(pm[scheme], `payment_method.${scheme}`);
  const rule = DEBIT_RULES[scheme];
  const account_holder_name = requiredString(details.account_holder_name, at('account_holder_name'), 200);
  const read = rule.read(details, at);
  return {
    account_holder_name,
    bank_code: read.bank_code,
    account_last4: read.account.slice(-4),
    country: read.country ?? rule.country,
    currency: rule.currency,
  };
}
