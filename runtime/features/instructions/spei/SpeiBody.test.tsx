// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInFrame } from '../../../host/testing';
import { fakeProvider } from '../flow/testing';
import SpeiBody from './SpeiBody';

describe('SpeiBody', () => {
  afterEach(cleanup);

  it('has nothing to fill in; confirms SPEI and shows the bank, CLABE and reference with the amount in pesos', async () => {
    const provider = fakeProvider('MXN', 250.5, { method: 'spei', bank_account: { bank_name: 'STP', clabe: '646180123456789013' }, reference: '1234567' });
    const { call } = renderInFrame(SpeiBody, { client: provider.client });
    expect(screen.getByText(/CLABE account number and a reference/)).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    await act(async () => {
      await call('confirm', {});
    });
    expect(provider.confirms()[0]!.body).toMatchObject({ payment_method: { type: 'spei' } });
    const sheet = screen.getByRole('region', { name: 'Pay by SPEI transfer' });
    expect(within(sheet).getByText('STP')).toBeTruthy();
    expect(within(sheet).getByText('646180123456789013')).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Copy CLABE account number' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Copy Reference' })).toBeTruthy();
    expect(within(sheet).getByText('MX$250.50')).toBeTruthy();
  });
});
