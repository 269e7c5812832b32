// @vitest-environment jsdom
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInFrame } from '../../../host/testing';
import { fakeProvider } from '../flow/testing';
import PayNowInstructionsBody from './PayNowInstructionsBody';

describe('PayNowInstructionsBody', () => {
  afterEach(cleanup);

  it('confirms PayNow for a bank app and shows a PayNow QR code with the UEN and reference, then "paid"', async () => {
    const provider = fakeProvider('SGD', 25, { method: 'paynow', uen: '201912345K', reference: 'PRTABCDEFGH23' });
    const { call } = renderInFrame(PayNowInstructionsBody, { client: provider.client });
    await act(async () => {
      await call('confirm', {});
    });
    expect(provider.confirms()[0]!.body).toMatchObject({ payment_method: { type: 'paynow', paynow: { flow: 'instructions' } } });
    const sheet = screen.getByRole('region', { name: 'Pay with PayNow' });
    const qr = within(sheet).getByRole('img', { name: 'PayNow QR code to scan with your bank app' });
    expect(qr.querySelector('svg')).not.toBeNull();
    expect(qr.getAttribute('data-qr-content')).toMatch(/SG\.PAYNOW.*201912345K.*540525\.00.*PRTABCDEFGH23/);
    expect(within(sheet).getByRole('button', { name: 'Copy UEN (business number)' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Copy Reference' })).toBeTruthy();
    provider.settle();
    await screen.findByText('Payment received', {}, { timeout: 4000 });
  });
});
