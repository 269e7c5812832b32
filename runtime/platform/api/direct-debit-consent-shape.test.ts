import { describe, expect, it } from 'vitest';
import { toConsentPaymentMethod } from './direct-debit-consent-shape';

const owner = { owner_name: 'Ada Lovelace', owner_email: 'ada@example.com' };

describe('toConsentPaymentMethod: the confirm shape as consent verify takes it', () => {
  it.each([
    [
      { type: 'ach_direct_debit', ach_direct_debit: { routing_number: '110000000', account_number: '000123456789', ...owner } },
      { type: 'ach_direct_debit', ach_direct_debit: { account_holder_name: 'Ada Lovelace', routing_number: '110000000', account_number: '000123456789' } },
    ],
    [
      { type: 'bacs_direct_debit', bacs_direct_debit: { sort_code: '108800', account_number: '00012345', ...owner } },
      { type: 'bacs_direct_debit', bacs_direct_debit: { account_holder_name: 'Ada Lovelace', sort_code: '108800', account_number: '00012345' } },
    ],
    [
      { type: 'sepa_direct_debit', sepa_direct_debit: { iban: 'DE89370400440532013000', ...owner } },
      { type: 'sepa_direct_debit', sepa_direct_debit: { account_holder_name: 'Ada Lovelace', iban: 'DE89370400440532013000' } },
    ],
    [
      { type: 'becs_direct_debit', becs_direct_debit: { bsb: '000000', account_number: '123456', ...owner } },
      { type: 'becs_direct_debit', becs_direct_debit: { account_holder_name: 'Ada Lovelace', bsb_number: '000000', account_number: '123456' } },
    ],
    [
      { type: 'ach_direct_debit', ach_direct_debit: { link_session_id: 'ses_1' } },
      { type: 'ach_direct_debit', ach_direct_debit: { link_session_id: 'ses_1' } },
    ],
    [
      { type: 'bacs_direct_debit', bacs_direct_debit: {} },
      { type: 'bacs_direct_debit', bacs_direct_debit: {} },
    ],
  ] as const)('%j', (input, expected) => {
    expect(toConsentPaymentMethod(input)).toEqual(expected);
  });
});
