// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInFrame } from '../../../host/testing';
import { fakeProvider } from '../flow/testing';
import BankTransferBody from './BankTransferBody';

const ACCOUNTS = [
  ['GBP', { bank_name: 'Sandbox Bank UK', account_number: '12345678', sort_code: '041234' }, ['Sort code', 'Account number'], '£25.00'],
  ['EUR', { bank_name: 'Sandbox Bank EU', iban: 'DE89370400440532013000', bic: 'SNDBDEFFXXX' }, ['IBAN', 'BIC (SWIFT code)'], '€25.00'],
  ['USD', { bank_name: 'Sandbox Bank US', account_number: '000123456789', routing_number: '021000021' }, ['Routing number (ABA)', 'Account number'], '$25.00'],
  ['AUD', { bank_name: 'Sandbox Bank AU', bsb: '062000', account_number: '123456789' }, ['BSB number', 'Account number'], 'A$25.00'],
] as const;

describe('BankTransferBody', () => {
  afterEach(cleanup);

  it.each(ACCOUNTS)("in %s shows that currency's account fields, each to copy, and the reference", async (currency, account, labels, amount) => {
    const provider = fakeProvider(currency, 25, { method: 'bank_transfer', bank_account: account, reference: 'PRTABCDEFGH23' });
    const { call } = renderInFrame(BankTransferBody, { client: provider.client });
    await act(async () => {
      await call('confirm', {});
    });
    expect(provider.confirms()[0]!.body).toMatchObject({ payment_method: { type: 'bank_transfer' } });
    const sheet = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(within(sheet).getByText(account.bank_name)).toBeTruthy();
    for (const label of [...labels, 'Reference']) expect(within(sheet).getByRole('button', { name: `Copy ${label}` })).toBeTruthy();
    expect(within(sheet).getAllByRole('button', { name: /^Copy / })).toHaveLength(3);
    expect(within(sheet).getByText(amount)).toBeTruthy();
    // A sort code as printed on cards and statements (and copied so).
    if ('sort_code' in account) expect(within(sheet).getByText('04-12-34')).toBeTruthy();
  });

  it("shows the deadline on the shopper's clock, and on the shop's beside it when they differ", async () => {
    const shopperZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // A shop whose clock reads otherwise than this machine's, whatever zone the tests run in.
    const shopZone = shopperZone === 'Asia/Tokyo' ? 'Europe/London' : 'Asia/Tokyo';
    const provider = fakeProvider('GBP', 25, { method: 'bank_transfer', bank_account: ACCOUNTS[0][1], reference: 'PRT1', time_zone: shopZone });
    const { call } = renderInFrame(BankTransferBody, { client: provider.client });
    await act(async () => {
      await call('confirm', {});
    });
    const deadline = screen.getByRole('region', { name: 'Pay by bank transfer' }).querySelector('[data-row="deadline"] dd');
    const zoneName = new Intl.DateTimeFormat('en', { timeZone: shopZone, timeZoneName: 'short' }).formatToParts(new Date('2026-11-24T14:15:48.249Z'));
    expect(deadline?.textContent).toContain(`Shop's time: `);
    expect(deadline?.textContent).toContain(zoneName.find((part) => part.type === 'timeZoneName')?.value);
  });

  it("leaves out a field that is not a string (the provider's JSON is not trusted)", async () => {
    const provider = fakeProvider('GBP', 25, {
      method: 'bank_transfer',
      bank_account: { account_number: 12345678, sort_code: '<b>041234</b>' },
      reference: { x: 1 },
    });
    const { call } = renderInFrame(BankTransferBody, { client: provider.client });
    await act(async () => {
      await call('confirm', {});
    });
    const sheet = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(within(sheet).queryByText('Account number')).toBeNull();
    expect(within(sheet).queryByText('Reference')).toBeNull();
    // Shown as text, never as markup.
    expect(within(sheet).getByText('<b>041234</b>')).toBeTruthy();
  });
});
