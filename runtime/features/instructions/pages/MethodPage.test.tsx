// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../../../platform/i18n/react';
import { testI18n } from '../../../platform/i18n/test-i18n';
import { parseLocation } from '../../../platform/router';
import { loadConfirmPayment } from '../../../payment/load-confirm-payment';
import { fakeProvider, waitingIntent, type FakeProvider } from '../flow/testing';
import KonbiniPaymentPage from './KonbiniPaymentPage';
import SpeiPaymentPage from './SpeiPaymentPage';

vi.mock('../../../platform/telemetry', () => ({ logEvent: () => {} }));

// The confirm chunk loads once, as in a page after its first paint: each Pay click then sends its confirm at once.
beforeAll(() => loadConfirmPayment());

const LAWSON = { method: 'konbini', store: 'lawson', payment_code: '12345678901', confirmation_number: '654321' };
const QUERY = '?intent_id=int_1&client_secret=cs_1';

function open(Page: typeof KonbiniPaymentPage, provider: FakeProvider | null, path: string, search = QUERY) {
  if (provider) vi.stubGlobal('fetch', provider.fetch);
  const location = parseLocation({ pathname: path, search, hash: '' });
  render(
    <I18nProvider i18n={testI18n()}>
      <Page location={location} services={{ apiBase: '' }} />
    </I18nProvider>,
  );
}

const payButton = () => screen.queryByRole('button', { name: 'Get payment instructions' });

describe('an instructions method as a page', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('says the link is incomplete without a client secret', () => {
    open(KonbiniPaymentPage, null, '/page/jp/konbini/payment', '?intent_id=int_1');
    expect(screen.getByRole('alert').textContent).toBe('This payment link is incomplete. Please go back to the shop and try again.');
  });

  it('retrieves the intent, then the page\'s Pay button confirms the body\'s form; the instructions replace the button, then "paid"', async () => {
    const provider = fakeProvider('JPY', 1200, LAWSON);
    open(KonbiniPaymentPage, provider, '/page/jp/konbini/payment');
    expect(await screen.findByText('Amount due: ¥1,200')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Konbini (convenience store)' })).toBeTruthy();
    expect(document.title).toBe('Konbini (convenience store)');

    // Pay with the form unfinished: the fields say what they want, nothing is sent, the button is back.
    await act(async () => fireEvent.click(payButton()!));
    expect(screen.getByText('Choose the store where you will pay.')).toBeTruthy();
    expect(provider.confirms()).toHaveLength(0);
    expect(payButton()).not.toBeNull();

    fireEvent.change(screen.getByLabelText(/^store/i), { target: { value: 'lawson' } });
    fireEvent.change(screen.getByLabelText(/full name/i), { target: { value: 'Taro' } });
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'taro@example.jp' } });
    fireEvent.change(screen.getByLabelText(/phone/i), { target: { value: '09012345678' } });
    await act(async () => fireEvent.click(payButton()!));
    expect(provider.confirms()).toHaveLength(1);
    const sheet = await screen.findByRole('region', { name: 'Pay at Lawson' });
    expect(within(sheet).getByText('12345678901')).toBeTruthy();
    await waitFor(() => expect(payButton()).toBeNull());

    provider.settle();
    await screen.findByText('Payment received', {}, { timeout: 4000 });
    await waitFor(() => expect(screen.queryByText('Amount due: ¥1,200')).toBeNull());
  });

  it('Enter in a field pays, as the Pay button does', async () => {
    const provider = fakeProvider('JPY', 1200, LAWSON);
    open(KonbiniPaymentPage, provider, '/page/jp/konbini/payment');
    await screen.findByText('Amount due: ¥1,200');
    fireEvent.change(screen.getByLabelText(/^store/i), { target: { value: 'lawson' } });
    fireEvent.change(screen.getByLabelText(/full name/i), { target: { value: 'Taro' } });
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'taro@example.jp' } });
    fireEvent.change(screen.getByLabelText(/phone/i), { target: { value: '09012345678' } });
    await act(async () => fireEvent.submit(screen.getByLabelText(/phone/i).closest('form')!));
    await screen.findByRole('region', { name: 'Pay at Lawson' });
    expect(provider.confirms()).toHaveLength(1);
  });

  it('locks the Pay button while the confirm runs (the body reports it, as to the drop-in)', async () => {
    const provider = fakeProvider('MXN', 250, { method: 'spei', bank_account: { bank_name: 'STP', clabe: '646180123456789013' }, reference: '1234567' });
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      if (String(input).endsWith('/confirm')) await held;
      return provider.fetch(input, init);
    });
    open(SpeiPaymentPage, null, '/page/mx/spei/payment');
    await screen.findByText(/Amount due/);
    await act(async () => fireEvent.click(payButton()!));
    expect(payButton()!.hasAttribute('disabled')).toBe(true);
    // A second press while it runs sends nothing more.
    await act(async () => fireEvent.click(payButton()!));
    await act(async () => release());
    await screen.findByRole('region', { name: 'Pay by SPEI transfer' });
    await waitFor(() => expect(payButton()).toBeNull());
    expect(provider.confirms()).toHaveLength(1);
  });

  it('a reload of a payment that waits shows its instructions at once, with no Pay button and no new attempt', async () => {
    const provider = fakeProvider('MXN', 250, { method: 'spei', bank_account: { bank_name: 'STP', clabe: '646180123456789013' }, reference: '1234567' });
    provider.setIntent(waitingIntent('MXN', 250, { method: 'spei', bank_account: { bank_name: 'STP', clabe: '646180123456789013' }, reference: '1234567' }));
    open(SpeiPaymentPage, provider, '/page/mx/spei/payment');
    await screen.findByRole('region', { name: 'Pay by SPEI transfer' });
    await waitFor(() => expect(payButton()).toBeNull());
    expect(provider.confirms()).toHaveLength(0);
  });

  it("a refusal while waiting brings back the form's message and the Pay button", async () => {
    const provider = fakeProvider('MXN', 250, { method: 'spei', bank_account: { bank_name: 'STP', clabe: '646180123456789013' }, reference: '1234567' });
    open(SpeiPaymentPage, provider, '/page/mx/spei/payment');
    await screen.findByText(/Amount due/);
    await act(async () => fireEvent.click(payButton()!));
    await screen.findByRole('region', { name: 'Pay by SPEI transfer' });
    provider.reject();
    await screen.findByText('We did not receive your payment before the deadline. You can start again.', {}, { timeout: 4000 });
    await waitFor(() => expect(payButton()).not.toBeNull());
  });

  it('an intent already paid says so, with nothing to pay', async () => {
    const provider = fakeProvider('JPY', 1200, LAWSON);
    provider.settle();
    open(KonbiniPaymentPage, provider, '/page/jp/konbini/payment');
    await screen.findByText('Payment received');
    await waitFor(() => expect(payButton()).toBeNull());
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('an unknown intent is "not found"; a failed load offers to try again', async () => {
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ code: 'not_found', message: 'no' }), { status: 404 }));
    open(KonbiniPaymentPage, null, '/page/jp/konbini/payment');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this payment. Please go back to the shop and try again.');
    cleanup();

    const provider = fakeProvider('JPY', 1200, LAWSON);
    let first = true;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      if (first) {
        first = false;
        return Promise.reject(new TypeError('Failed to fetch'));
      }
      return provider.fetch(input, init);
    });
    open(KonbiniPaymentPage, null, '/page/jp/konbini/payment');
    expect((await screen.findByRole('alert')).textContent).toBe('We could not load this payment. Check your connection and try again.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Amount due: ¥1,200')).toBeTruthy();
  });
});
