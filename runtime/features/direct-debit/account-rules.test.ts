import { describe, expect, it } from 'vitest';
import { abaValid, accountProblem, format, ibanChecksumValid } from './account-rules';
import { fieldProblem, formProblems, typedPaymentMethod, EMPTY_ACCOUNT } from './account-form';

describe('account rules (as the sandbox checks them)', () => {
  it('ABA routing numbers: 3-7-1 weights', () => {
    for (const good of ['021000021', '110000000', '026009593', '121000248']) expect(abaValid(good)).toBe(true);
    for (const bad of ['123456789', '021000020', '02100002', 'abcdefghi']) expect(abaValid(bad)).toBe(false);
  });

  it('IBAN mod-97, length per country, SEPA countries only', () => {
    expect(ibanChecksumValid('DE89370400440532013000')).toBe(true);
    expect(ibanChecksumValid('FR1420041010050500013M02606')).toBe(true);
    expect(ibanChecksumValid('DE89370400440532013001')).toBe(false);
    expect(accountProblem('iban', 'sepa_direct_debit', 'de89 3704 0044 0532 0130 00')).toBeNull();
    expect(accountProblem('iban', 'sepa_direct_debit', 'NL91ABNA0417164300')).toBeNull();
    expect(accountProblem('iban', 'sepa_direct_debit', 'GB29NWBK60161331926819')).toBe('country');
    expect(accountProblem('iban', 'sepa_direct_debit', 'DE8937040044053201300')).toBe('length');
    expect(accountProblem('iban', 'sepa_direct_debit', '89DE')).toBe('format');
    expect(accountProblem('iban', 'sepa_direct_debit', '')).toBe('required');
  });

  it('lengths per scheme: ACH 4–17, Bacs 8, BECS 5–9; codes of 6 and 9 digits', () => {
    expect(accountProblem('account_number', 'ach_direct_debit', '123')).toBe('length');
    expect(accountProblem('account_number', 'ach_direct_debit', '1234')).toBeNull();
    expect(accountProblem('account_number', 'bacs_direct_debit', '1234567')).toBe('length');
    expect(accountProblem('account_number', 'becs_direct_debit', '123456789')).toBeNull();
    expect(accountProblem('sort_code', 'bacs_direct_debit', '12-34-5')).toBe('length');
    expect(accountProblem('bsb', 'becs_direct_debit', '062-000')).toBeNull();
    expect(accountProblem('routing_number', 'ach_direct_debit', '12345678')).toBe('length');
    expect(accountProblem('routing_number', 'ach_direct_debit', '123456789')).toBe('checkDigit');
  });

  it('formats as typed: 12-34-56, 123-456, IBAN in fours; digits only, cut at the longest', () => {
    expect(format('sort_code', 'bacs_direct_debit', '123456789')).toBe('12-34-56');
    expect(format('sort_code', 'bacs_direct_debit', '12-3')).toBe('12-3');
    expect(format('bsb', 'becs_direct_debit', '062 000')).toBe('062-000');
    expect(format('iban', 'sepa_direct_debit', 'de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
    expect(format('routing_number', 'ach_direct_debit', '02-1000-021-99')).toBe('021000021');
    expect(format('account_number', 'becs_direct_debit', '1234567890')).toBe('123456789');
  });

  it('the holder: a name of 1–100 characters, an email, the mandate ticked', () => {
    expect(fieldProblem('name', 'ach_direct_debit', { ...EMPTY_ACCOUNT, name: ' ' })).toBe('required');
    expect(fieldProblem('name', 'ach_direct_debit', { ...EMPTY_ACCOUNT, name: 'x'.repeat(101) })).toBe('length');
    expect(fieldProblem('email', 'ach_direct_debit', { ...EMPTY_ACCOUNT, email: 'a@b' })).toBe('format');
    expect(formProblems(['mandate'], 'ach_direct_debit', EMPTY_ACCOUNT)).toEqual(['mandate']);
    expect(formProblems(['mandate'], 'ach_direct_debit', { ...EMPTY_ACCOUNT, agreed: true })).toEqual([]);
  });

  it('sends digits only and the compact IBAN', () => {
    const values = {
      ...EMPTY_ACCOUNT,
      name: ' Ada ',
      email: 'ada@example.com',
      sort_code: '20-00-00',
      account_number: '12345678',
      iban: 'de89 3704 0044 0532 0130 00',
      bsb: '062-000',
      agreed: true,
    };
    expect(typedPaymentMethod('bacs_direct_debit', values)).toEqual({
      type: 'bacs_direct_debit',
      bacs_direct_debit: { sort_code: '200000', account_number: '12345678', owner_name: 'Ada', owner_email: 'ada@example.com' },
    });
    expect(typedPaymentMethod('sepa_direct_debit', values)).toEqual({
      type: 'sepa_direct_debit',
      sepa_direct_debit: { iban: 'DE89370400440532013000', owner_name: 'Ada', owner_email: 'ada@example.com' },
    });
    expect(typedPaymentMethod('becs_direct_debit', values)).toEqual({
      type: 'becs_direct_debit',
      becs_direct_debit: { bsb: '062000', account_number: '12345678', owner_name: 'Ada', owner_email: 'ada@example.com' },
    });
  });
});
