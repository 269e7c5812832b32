/**
 * The bank list the direct-debit screens offer per country (`pa/direct_debit_banks`).
 * Fixed and documented in docs/sandbox/links-and-helpers.md; every country has a
 * "Portico Test Bank" first, the one tests pick.
 */
import { invalid } from '../core/errors';

export interface DirectDebitBank {
  readonly bank_code: string;
  readonly name: string;
}

export interface CountryBanks {
  readonly scheme: 'ach' | 'bacs' | 'becs' | 'sepa' | 'pad';
  readonly banks: readonly DirectDebitBank[];
}

const test = (code: string): DirectDebitBank => ({ bank_code: code, name: 'Portico Test Bank' });

export const DIRECT_DEBIT_BANKS: Readonly<Record<string, CountryBanks>> = {
  US: {
    scheme: 'ach',
    banks: [
      test('110000000'),
      { bank_code: '026009593', name: 'Bank of America' },
      { bank_code: '021000021', name: 'JPMorgan Chase' },
      { bank_code: '121000248', name: 'Wells Fargo' },
    ],
  },
  GB: {
    scheme: 'bacs',
    banks: [
      test('108800'),
      { bank_code: '200000', name: 'Barclays' },
      { bank_code: '400000', name: 'HSBC UK' },
      { bank_code: '309634', name: 'Lloyds Bank' },
      { bank_code: '600001', name: 'NatWest' },
    ],
  },
  AU: {
    scheme: 'becs',
    banks: [
      test('000000'),
      { bank_code: '012', name: 'ANZ' },
      { bank_code: '062', name: 'Commonwealth Bank' },
      { bank_code: '083', name: 'NAB' },
      { bank_code: '032', name: 'Westpac' },
    ],
  },
  CA: { scheme: 'pad', banks: [test('000'), { bank_code: '001', name: 'Bank of Montreal' }, { bank_code: '004', name: 'TD Canada Trust' }] },
  DE: { scheme: 'sepa', banks: [test('TESTDE00'), { bank_code: 'DEUTDEFF', name: 'Deutsche Bank' }, { bank_code: 'COBADEFF', name: 'Commerzbank' }] },
  FR: { scheme: 'sepa', banks: [test('TESTFR00'), { bank_code: 'BNPAFRPP', name: 'BNP Paribas' }, { bank_code: 'SOGEFRPP', name: 'Société Générale' }] },
  NL: { scheme: 'sepa', banks: [test('TESTNL00'), { bank_code: 'INGBNL2A', name: 'ING' }, { bank_code: 'ABNANL2A', name: 'ABN AMRO' }] },
  ES: { scheme: 'sepa', banks: [test('TESTES00'), { bank_code: 'BSCHESMM', name: 'Banco Santander' }, { bank_code: 'BBVAESMM', name: 'BBVA' }] },
  IT: { scheme: 'sepa', banks: [test('TESTIT00'), { bank_code: 'UNCRITMM', name: 'UniCredit' }, { bank_code: 'BCITITMM', name: 'Intesa Sanpaolo' }] },
};

/** `?country_code=`: two letters, either case. */
export function countryCode(value: string | undefined): string {
  if (value === undefined || value === '') throw invalid('country_code', 'required', 'The country_code query parameter is required.');
  if (!/^[A-Za-z]{2}$/.test(value)) throw invalid('country_code', 'invalid_country', 'country_code must be a 2-letter ISO 3166-1 code.');
  return value.toUpperCase();
}

/** Countries without direct debit here get an empty list, not an error: the screen shows "no banks". */
export function banksFor(country: string): { country_code: string; scheme: CountryBanks['scheme'] | null; items: readonly DirectDebitBank[] } {
  const entry = Object.hasOwn(DIRECT_DEBIT_BANKS, country) ? DIRECT_DEBIT_BANKS[country] : undefined;
  return { country_code: country, scheme: entry?.scheme ?? null, items: entry?.banks ?? [] };
}
