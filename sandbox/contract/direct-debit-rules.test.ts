/**
 * The runtime's direct-debit form checks (runtime/features/direct-debit/account-rules.ts)
 * and the sandbox's confirm checks (sandbox/methods/bank-details.ts) agree: the same
 * SEPA countries, and the same verdict on each sample, so the form never lets through
 * what the provider refuses, nor refuses what it takes.
 */
import { describe, expect, it } from 'vitest';
import { accountProblem, SEPA_IBAN_LENGTHS } from '../../runtime/features/direct-debit/account-rules';
import type { AccountField, DirectDebitScheme } from '../../runtime/payment/consent/direct-debit-schemes';
import { parseBankDetails } from '../methods/bank-details';
import { methodSpec } from '../methods/table';

const SAMPLES: ReadonlyArray<readonly [DirectDebitScheme, Readonly<Partial<Record<AccountField, string>>>]> = [
  ['ach_direct_debit', { routing_number: '110000000', account_number: '1234' }],
  ['ach_direct_debit', { routing_number: '123456789', account_number: '1234' }],
  ['ach_direct_debit', { routing_number: '021000021', account_number: '123' }],
  ['ach_direct_debit', { routing_number: '021000021', account_number: '123456789012345678' }],
  ['bacs_direct_debit', { sort_code: '108800', account_number: '00012345' }],
  ['bacs_direct_debit', { sort_code: '10880', account_number: '00012345' }],
  ['bacs_direct_debit', { sort_code: '108800', account_number: '0001234' }],
  ['becs_direct_debit', { bsb: '000000', account_number: '12345' }],
  ['becs_direct_debit', { bsb: '000000', account_number: '1234567890' }],
  ['sepa_direct_debit', { iban: 'DE89370400440532013000' }],
  ['sepa_direct_debit', { iban: 'FR1420041010050500013M02606' }],
  ['sepa_direct_debit', { iban: 'DE89370400440532013001' }],
  ['sepa_direct_debit', { iban: 'GB29NWBK60161331926819' }],
];

describe('direct-debit rules: the form and the sandbox agree', () => {
  it("the form takes IBANs of exactly the sandbox's SEPA countries", () => {
    expect(Object.keys(SEPA_IBAN_LENGTHS).sort()).toEqual([...(methodSpec('sepa_direct_debit')?.country_codes ?? [])].sort());
  });

  it.each(SAMPLES)('%s %j', (scheme, fields) => {
    const formTakes = Object.entries(fields).every(([field, value]) => accountProblem(field as AccountField, scheme, value) === null);
    let sandboxTakes = true;
    try {
      parseBankDetails(
        scheme,
        (name) => fields[name as AccountField],
        (name) => name,
      );
    } catch {
      sandboxTakes = false;
    }
    expect(formTakes).toBe(sandboxTakes);
  });
});
