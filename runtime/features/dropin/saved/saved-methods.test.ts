import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../../platform/api/page-lifecycle';
import { disableSavedMethod, listSavedMethods, readSavedMethod } from './saved-methods';
import { fakeFetch, json } from '../../../platform/api/testing';

const VISA = {
  id: 'mtd_1',
  customer_id: 'cus_1',
  type: 'card',
  status: 'ACTIVE',
  card: { brand: 'visa', last4: '1111', expiry_month: '12', expiry_year: '2029' },
};
const ACH = {
  id: 'mtd_2',
  customer_id: 'cus_1',
  type: 'ach_direct_debit',
  status: 'ACTIVE',
  ach_direct_debit: { account_holder_name: 'Ada Lovelace', bank_code: '110000000', account_last4: '6789', country: 'US', currency: 'USD' },
};
const LINKED = {
  id: 'mtd_3',
  customer_id: 'cus_1',
  type: 'bacs_direct_debit',
  status: 'ACTIVE',
  bacs_direct_debit: {
    account_holder_name: null,
    bank_code: null,
    account_last4: '0000',
    country: 'GB',
    currency: 'GBP',
    linked_account: { provider: 'truelayer', id: 'acc_tl_gbp_current', bank_name: 'Mock UK Bank', account_name: 'Current Account' },
  },
};

function client(...replies: Parameters<typeof fakeFetch>) {
  const fake = fakeFetch(...replies);
  return { client: createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: fake.fetch, lifecycle: NO_PAGE_LIFECYCLE }), calls: fake.calls };
}

describe('readSavedMethod', () => {
  it('reads a card as brand, last four and a four-digit expiry', () => {
    expect(readSavedMethod(VISA)).toEqual({ kind: 'card', id: 'mtd_1', brand: 'visa', last4: '1111', expiryMonth: '12', expiryYear: '2029' });
    expect(readSavedMethod({ ...VISA, card: { brand: 'maestro', last4: '0004', expiry_month: '3', expiry_year: '30' } })).toMatchObject({
      brand: null,
      expiryMonth: '03',
      expiryYear: '2030',
    });
  });

  it('reads a typed account (holder, last four, currency) and a linked one (its bank and account name)', () => {
    expect(readSavedMethod(ACH)).toEqual({
      kind: 'account',
      id: 'mtd_2',
      scheme: 'ach_direct_debit',
      holder: 'Ada Lovelace',
      last4: '6789',
      currency: 'USD',
      linked: null,
    });
    expect(readSavedMethod(LINKED)).toMatchObject({ holder: null, linked: { bankName: 'Mock UK Bank', accountName: 'Current Account' } });
  });

  it.each([
    ['a disabled method', { ...VISA, status: 'DISABLED' }],
    ['a wallet', { id: 'mtd_4', type: 'applepay', status: 'ACTIVE', applepay: { brand: 'visa', last4: '1111' } }],
    ['a card without its last four', { ...VISA, card: { brand: 'visa', expiry_month: '12', expiry_year: '2029' } }],
    ['no id', { ...VISA, id: 5 }],
    ['not an object', 'mtd_1'],
  ])('leaves out %s', (_label, item) => {
    expect(readSavedMethod(item)).toBeNull();
  });
});

describe('listSavedMethods', () => {
  it("GETs the customer's ACTIVE methods and keeps those it can show, in order", async () => {
    const { client: api, calls } = client(json(200, { items: [VISA, { type: 'applepay' }, ACH], has_more: false }));
    expect((await listSavedMethods(api, 'cus_1')).map((method) => method.id)).toEqual(['mtd_1', 'mtd_2']);
    expect(calls[0]?.url).toBe('/api/v1/pa/payment_methods?customer_id=cus_1&status=ACTIVE');
    expect(calls[0]?.init.method).toBe('GET');
  });

  it('rejects with the failure (the drop-in says so and offers new methods)', async () => {
    const { client: api } = client(json(401, { code: 'unauthorized', message: 'no', details: { reason: 'wrong_customer' } }));
    await expect(listSavedMethods(api, 'cus_1')).rejects.toMatchObject({ status: 401 });
  });
});

describe('disableSavedMethod', () => {
  it('POSTs a request_id to the method’s disable path', async () => {
    const { client: api, calls } = client(json(200, { ...VISA, status: 'DISABLED' }));
    await disableSavedMethod(api, 'mtd_1', 'req_1');
    expect(calls[0]).toMatchObject({ url: '/api/v1/pa/payment_methods/mtd_1/disable', init: { method: 'POST' }, body: { request_id: 'req_1' } });
  });
});
