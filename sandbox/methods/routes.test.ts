import { describe, expect, it } from 'vitest';
import { METHOD_TABLE } from './table';
import { METHOD_TYPES, MERCHANT } from '../test-support/methods';
import { createIntent, expectError, get, makeApp } from '../test-support/app';
import { asCustomer, createCustomer, customerSecret } from '../test-support/customers';

interface Item {
  name: string;
  flows: string[];
  transaction_modes: string[];
  transaction_currencies: string[];
  country_codes: string[];
  card_schemes?: Array<{ name: string }>;
}

async function list(query: string, headers: Record<string, string> = MERCHANT): Promise<{ items: Item[]; has_more: boolean }> {
  const res = await get(makeApp(), `${METHOD_TYPES}${query}`, headers);
  expect(res.status).toBe(200);
  return (await res.json()) as { items: Item[]; has_more: boolean };
}

const names = (items: Item[]) => items.map((i) => i.name);

describe('GET /api/v1/pa/config/payment_method_types', () => {
  it('lists every method of spec §1 without filters', async () => {
    const body = await list('');
    expect(body.has_more).toBe(false);
    expect(names(body.items)).toEqual(METHOD_TABLE.map((m) => m.name));
    for (const wanted of [
      'card',
      'applepay',
      'googlepay',
      'wechatpay',
      'ach_direct_debit',
      'bacs_direct_debit',
      'sepa_direct_debit',
      'becs_direct_debit',
      'open_banking',
      'konbini',
      'pay_easy',
      'spei',
      'bank_transfer',
      'paynow',
      'qrcode',
    ]) {
      expect(names(body.items)).toContain(wanted);
    }
  });

  it('filters by currency, country and mode together (JPY, JP, oneoff)', async () => {
    const body = await list('?transaction_currency=JPY&country_code=JP&transaction_mode=oneoff');
    expect(names(body.items)).toEqual(['card', 'applepay', 'googlepay', 'konbini', 'pay_easy']);
    const konbini = body.items.find((i) => i.name === 'konbini');
    expect(konbini).toMatchObject({ flows: ['instructions'], transaction_currencies: ['JPY'], country_codes: ['JP'], transaction_modes: ['oneoff'] });
  });

  it('keeps only methods that take recurring payments in recurring mode', async () => {
    const body = await list('?transaction_mode=recurring');
    expect(names(body.items)).toEqual(['card', 'applepay', 'googlepay', 'ach_direct_debit', 'bacs_direct_debit', 'sepa_direct_debit', 'becs_direct_debit']);
    for (const item of body.items) expect(item.transaction_modes).toContain('recurring');
  });

  it.each([
    ['MXN', 'MX', ['card', 'spei']],
    ['SGD', 'SG', ['card', 'applepay', 'googlepay', 'paynow', 'qrcode']],
    ['GBP', 'GB', ['card', 'applepay', 'googlepay', 'bacs_direct_debit', 'open_banking', 'bank_transfer']],
    ['CNY', 'CN', ['card', 'wechatpay', 'qrcode']],
    ['USD', 'US', ['card', 'applepay', 'googlepay', 'ach_direct_debit', 'bank_transfer']],
  ])('for %s in %s lists %j', async (currency, country, expected) => {
    expect(names((await list(`?transaction_currency=${currency}&country_code=${country}`)).items)).toEqual(expected);
  });

  it('answers an empty list when nothing matches', async () => {
    expect((await list('?transaction_currency=XOF&country_code=SN')).items).toEqual([]);
  });

  it("shows each method's flows, QR and redirect included", async () => {
    const { items } = await list('');
    const flows = Object.fromEntries(items.map((i) => [i.name, i.flows]));
    expect(flows.wechatpay).toEqual(['qrcode', 'redirect']);
    expect(flows.paynow).toEqual(['qrcode', 'instructions']);
    expect(flows.open_banking).toEqual(['redirect']);
    expect(flows.applepay).toEqual(['wallet']);
    expect(flows.ach_direct_debit).toEqual(['account_link', 'inline']);
  });

  it('lists card brands in the spec §9 order: default, and the US order for US', async () => {
    const brands = (items: Item[]) => items.find((i) => i.name === 'card')?.card_schemes?.map((s) => s.name);
    expect(brands((await list('')).items)).toEqual(['visa', 'mastercard', 'amex', 'unionpay', 'jcb', 'discover', 'diners']);
    expect(brands((await list('?country_code=JP')).items)).toEqual(['visa', 'mastercard', 'amex', 'unionpay', 'jcb', 'discover', 'diners']);
    expect(brands((await list('?country_code=US')).items)).toEqual(['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay']);
  });

  it("accepts an intent's client secret", async () => {
    const app = makeApp();
    const intent = await createIntent(app, { currency: 'JPY' });
    const res = await get(app, `${METHOD_TYPES}?transaction_currency=JPY`, { 'client-secret': intent.client_secret });
    expect(res.status).toBe(200);
  });

  it("accepts a customer's client secret (recurring mode lists what can be saved)", async () => {
    const app = makeApp();
    const customer = await createCustomer(app);
    const res = await get(app, `${METHOD_TYPES}?transaction_currency=USD&transaction_mode=recurring`, asCustomer(await customerSecret(app, customer.id)));
    expect(res.status).toBe(200);
    expect(names(((await res.json()) as { items: Item[] }).items)).toEqual(['card', 'applepay', 'googlepay', 'ach_direct_debit']);
  });

  it.each([
    ['no credentials', {}],
    ['a wrong merchant key', { 'x-api-key': 'sk_wrong' }],
    ['a malformed client secret', { 'client-secret': 'not-a-token' }],
    ['a forged client secret', { 'client-secret': `${'e30'}.${Buffer.from('{"intent_id":"int_x","exp":9999999999}').toString('base64url')}.sig` }],
  ])('answers 401 with %s', async (_name, headers) => {
    await expectError(await get(makeApp(), METHOD_TYPES, headers), 401, 'unauthorized');
  });

  it.each([
    ['transaction_currency=jpy', 'transaction_currency', 'invalid_currency'],
    ['transaction_currency=ABC', 'transaction_currency', 'invalid_currency'],
    ['transaction_currency=', 'transaction_currency', 'invalid_currency'],
    ['transaction_currency=JPY&transaction_currency=USD', 'transaction_currency', 'repeated'],
    ['country_code=jp', 'country_code', 'invalid_country'],
    ['country_code=XX', 'country_code', 'invalid_country'],
    ['country_code=JPN', 'country_code', 'invalid_country'],
    ['transaction_mode=monthly', 'transaction_mode', 'invalid_value'],
    ['transaction_mode=ONEOFF', 'transaction_mode', 'invalid_value'],
  ])('answers 400 for %s, naming the field', async (query, field, reason) => {
    const err = await expectError(await get(makeApp(), `${METHOD_TYPES}?${query}`, MERCHANT), 400, 'validation_error');
    expect(err.details).toEqual({ field, reason });
  });

  it('ignores unknown query parameters', async () => {
    expect((await list('?page_size=10&foo=bar')).items.length).toBe(METHOD_TABLE.length);
  });
});
