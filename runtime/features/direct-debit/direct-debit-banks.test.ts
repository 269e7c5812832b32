import { afterEach, describe, expect, it } from 'vitest';
import { createApiClient } from '../../platform/api/client';
import { bankForCode, forgetBankLists, listDirectDebitBanks } from './direct-debit-banks';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { fakeFetch, json } from '../../platform/api/testing';

const AU = {
  country_code: 'AU',
  scheme: 'becs',
  items: [
    { bank_code: '000000', name: 'Portico Test Bank' },
    { bank_code: '062', name: 'Commonwealth Bank' },
    { bank_code: 6, name: 'bad' },
    { name: 'no code' },
  ],
};

describe('direct-debit banks', () => {
  afterEach(forgetBankLists);

  it('asks once per country, keeps the well-formed items, and asks again after a failure', async () => {
    const api = fakeFetch(json(503, { code: 'unavailable' }), json(200, AU));
    const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: api.fetch, lifecycle: NO_PAGE_LIFECYCLE });
    await expect(listDirectDebitBanks(client, 'au')).rejects.toBeTruthy();
    const banks = await listDirectDebitBanks(client, 'AU');
    await listDirectDebitBanks(client, 'AU');
    expect(api.calls.map((call) => call.url)).toEqual(['/pa/direct_debit_banks?country_code=AU', '/pa/direct_debit_banks?country_code=AU']);
    expect(banks).toEqual([
      { bankCode: '000000', name: 'Portico Test Bank' },
      { bankCode: '062', name: 'Commonwealth Bank' },
    ]);
  });

  it('finds the bank by the longest listed code the typed code starts with', () => {
    const banks = [
      { bankCode: '000000', name: 'Test' },
      { bankCode: '062', name: 'Commonwealth Bank' },
      { bankCode: '06', name: 'Broad' },
    ];
    expect(bankForCode(banks, '062000')?.name).toBe('Commonwealth Bank');
    expect(bankForCode(banks, '000000')?.name).toBe('Test');
    expect(bankForCode(banks, '123456')).toBeNull();
  });
});
