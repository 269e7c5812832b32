// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FrameOptions } from '../../../protocol';
import { createApiClient } from '../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json, networkFailure, type FakeReply } from '../../platform/api/testing';
import { renderInFrame } from '../../host/testing';
import DropinElement from './DropinElement';

const logged: unknown[][] = [];
vi.mock('../../platform/telemetry', async (actual) => ({ ...(await actual<object>()), logEvent: (...args: unknown[]) => void logged.push(args) }));

const INTENT = { id: 'int_1', status: 'REQUIRES_PAYMENT_METHOD', amount: 25, currency: 'USD' };
const PAID = { ...INTENT, status: 'SUCCEEDED' };
const CARD = { name: 'card', flows: ['inline'], active: true, card_schemes: [{ name: 'visa' }, { name: 'mastercard' }] };
const VISA = { id: 'mtd_visa', type: 'card', status: 'ACTIVE', card: { brand: 'visa', last4: '1111', expiry_month: '12', expiry_year: '2099' } };
const ACH = {
  id: 'mtd_ach',
  type: 'ach_direct_debit',
  status: 'ACTIVE',
  ach_direct_debit: { account_holder_name: 'Ada Lovelace', bank_code: '110000000', account_last4: '6789', country: 'US', currency: 'USD' },
};
const DECLINE = {
  code: 'issuer_declined',
  message: 'declined',
  details: { intent_id: 'int_1' },
  provider_original_response_code: '51',
  original_code: '51',
};

function setup({
  saved = [json(200, { items: [VISA, ACH], has_more: false })],
  confirm = [json(200, PAID)],
  options = { customer_id: 'cus_1' },
}: {
  saved?: FakeReply[];
  confirm?: FakeReply[];
  options?: Partial<FrameOptions>;
} = {}) {
  const methods = fakeFetch(...saved);
  const confirms = fakeFetch(...confirm);
  const listing = fakeFetch(json(200, { items: [CARD], has_more: false }));
  const intents = fakeFetch(json(200, INTENT));
  const fetch = byPath({ '/confirm': confirms, '/config/payment_method_types': listing, '/payment_methods': methods }, intents);
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
  const frame = renderInFrame(DropinElement, { client, kind: 'dropin', options });
  return { ...frame, methods, confirms };
}

const group = () => screen.findByRole('radiogroup', { name: 'Saved payment methods' });
const radio = (name: RegExp | string) => screen.getByRole('radio', { name });

describe('the drop-in with a customer’s saved methods', () => {
  afterEach(cleanup);

  it('lists the saved card and account first, the card chosen, with its expiry; the new methods wait behind a radio', async () => {
    const { methods } = setup();
    const list = await group();
    expect(methods.calls[0]?.url).toBe('/api/v1/pa/payment_methods?customer_id=cus_1&status=ACTIVE');
    const visa = within(list).getByRole('radio', { name: /Visa ending in 1111/ }) as HTMLInputElement;
    expect(visa.checked).toBe(true);
    expect(within(list).getByText('Visa •••• 1111')).toBeTruthy();
    expect(within(list).getByText('Expires 12/99')).toBeTruthy();
    expect(within(list).getByRole('radio', { name: /ACH Direct Debit ending in 6789/ })).toBeTruthy();
    expect(within(list).getByText('Ada Lovelace')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /card number/i })).toBeNull();
    fireEvent.click(radio('Use a new payment method'));
    expect(await screen.findByRole('textbox', { name: /card number/i })).toBeTruthy();
  });

  it('refuses a missing or short CVC before any call, then pays with the saved card and its CVC', async () => {
    const { call, confirms, events } = setup();
    await group();
    const cvc = (await screen.findByLabelText('Security code')) as HTMLInputElement;
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'validation_error', details: { fields: ['cvc'] } });
    });
    expect(screen.getByRole('alert').textContent).toBe("Enter your card's security code to pay with it.");
    expect(document.activeElement).toBe(cvc);
    fireEvent.change(cvc, { target: { value: '12' } });
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'validation_error' });
    });
    expect(screen.getByRole('alert').textContent).toBe("Your card's security code is incomplete.");
    expect(confirms.calls).toHaveLength(0);
    fireEvent.change(cvc, { target: { value: '123' } });
    await act(async () => {
      await call('confirm', {});
    });
    expect(confirms.calls[0]?.body).toMatchObject({ payment_method_id: 'mtd_visa', payment_method_options: { card: { cvc: '123' } } });
    expect(confirms.calls[0]?.body).not.toHaveProperty('payment_method');
    expect(events).toContainEqual(['onSuccess', { intent: PAID }]);
  });

  it('pays on Enter in the CVC, as the card’s fields do (the SDK confirms on submit)', async () => {
    const { events } = setup();
    await group();
    fireEvent.keyDown(await screen.findByLabelText('Security code'), { key: 'Enter' });
    expect(events.filter(([event]) => event === 'onSubmit')).toHaveLength(1);
  });

  it('shows the decline of a saved card under it', async () => {
    const { call } = setup({ confirm: [json(400, DECLINE)] });
    await group();
    fireEvent.change(await screen.findByLabelText('Security code'), { target: { value: '123' } });
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'issuer_declined', original_code: '51' });
    });
    expect(screen.getByRole('alert').textContent).toBe("This card doesn't have sufficient funds or credit. Please try a different card.");
    // The card was re-authenticated by its CVC, and the payment did not take it (spec §8).
    expect(logged).toContainEqual(['etfReAuthVerificationError', 'error', { payment_method_id: 'mtd_visa', code: 'issuer_declined' }]);
  });

  it('pays with a saved account without a CVC', async () => {
    const { call, confirms } = setup();
    await group();
    fireEvent.click(radio(/ACH Direct Debit ending in 6789/));
    expect(screen.queryByLabelText('Security code')).toBeNull();
    await act(async () => {
      await call('confirm', {});
    });
    expect(confirms.calls[0]?.body).toMatchObject({ payment_method_id: 'mtd_ach' });
    expect(confirms.calls[0]?.body).not.toHaveProperty('payment_method_options');
  });

  it('asks before removing: Escape and Keep leave the method, Remove disables it and it leaves the list', async () => {
    const { methods } = setup({ saved: [json(200, { items: [VISA, ACH] }), json(200, { ...VISA, status: 'DISABLED' })] });
    await group();
    const removeVisa = screen.getByRole('button', { name: 'Remove Visa ending in 1111' });
    fireEvent.click(removeVisa);
    const dialog = screen.getByRole('alertdialog', { name: 'Remove Visa ending in 1111?' });
    const keep = within(dialog).getByRole('button', { name: 'Keep' });
    expect(document.activeElement).toBe(keep);
    // Focus stays in the dialog: Tab from the last button goes to the first.
    fireEvent.keyDown(keep, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Remove' }));
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove Visa ending in 1111' })));

    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 1111' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep' }));
    expect(methods.calls).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 1111' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(methods.calls[1]).toMatchObject({ url: '/api/v1/pa/payment_methods/mtd_visa/disable', init: { method: 'POST' } });
    expect(screen.queryByRole('radio', { name: /Visa/ })).toBeNull();
    expect(screen.getByRole('status').textContent?.replace(/\u00a0/g, ' ')).toBe('Visa •••• 1111 was removed.');
    // The account is now the chosen one, and has focus.
    const ach = radio(/ACH Direct Debit ending in 6789/) as HTMLInputElement;
    expect(ach.checked).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(ach));
  });

  it('keeps a method whose removal failed, and says so', async () => {
    setup({ saved: [json(200, { items: [VISA] }), networkFailure] });
    await group();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Visa ending in 1111' }));
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(
      await within(screen.getByRole('alertdialog')).findByText('It could not be removed. Check your connection and try again.', {}, { timeout: 4000 }),
    ).toBeTruthy();
    fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Keep' }));
    expect(radio(/Visa ending in 1111/)).toBeTruthy();
  });

  it('offers new methods when the list cannot be loaded, and says so with a retry', async () => {
    const { methods } = setup({ saved: [json(500, { code: 'x', message: 'x', details: {} })] });
    expect(await screen.findByRole('textbox', { name: /card number/i }, { timeout: 4000 })).toBeTruthy();
    expect(screen.getByText('Your saved payment methods could not be loaded. You can still pay with a new payment method.')).toBeTruthy();
    const before = methods.calls.length;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(methods.calls.length).toBeGreaterThan(before));
  });

  it('offers to save a new card for the customer, and sends save_payment_method when ticked', async () => {
    const { call, confirms } = setup({ saved: [json(200, { items: [] })] });
    const number = await screen.findByRole('textbox', { name: /card number/i });
    fireEvent.change(number, { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByLabelText('Expiry date'), { target: { value: '1234' } });
    fireEvent.change(screen.getByLabelText('Security code'), { target: { value: '123' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Save this card for future payments' }));
    await act(async () => {
      await call('confirm', {});
    });
    expect(confirms.calls[0]?.body).toMatchObject({ payment_method: { type: 'card' }, save_payment_method: true });
  });

  it('without a customer, lists nothing saved and offers no box', async () => {
    const { methods } = setup({ options: {} });
    expect(await screen.findByRole('textbox', { name: /card number/i })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(methods.calls).toHaveLength(0);
  });

  it('in recurring mode offers the saved card for the consent, with no CVC (nor save box): verify takes its id', async () => {
    const methods = fakeFetch(json(200, { items: [VISA, ACH] }));
    const consent = {
      id: 'cst_1',
      customer_id: 'cus_1',
      status: 'PENDING_VERIFICATION',
      next_triggered_by: 'customer',
      terms_of_use: null,
      payment_method: null,
      next_action: null,
    };
    const verified = { ...consent, status: 'VERIFIED', payment_method: { id: 'mtd_visa', type: 'card' } };
    const consents = fakeFetch(json(200, consent), json(200, verified));
    const fetch = byPath(
      {
        '/payment_consents': consents,
        '/config/payment_method_types': fakeFetch(json(200, { items: [CARD] })),
        '/payment_methods': methods,
      },
      fakeFetch(json(404, {})),
    );
    const client = createApiClient({ base: '', clientSecret: 'customer_secret', trackerId: 't', fetch, lifecycle: NO_PAGE_LIFECYCLE });
    const { call } = renderInFrame(DropinElement, {
      client,
      kind: 'dropin',
      intentId: null,
      options: { mode: 'recurring', customer_id: 'cus_1', consent_id: 'cst_1', currency: 'GBP' },
    });
    const list = await group();
    expect((within(list).getByRole('radio', { name: /Visa ending in 1111/ }) as HTMLInputElement).checked).toBe(true);
    // The US account is not in the consent's currency.
    expect(within(list).queryByRole('radio', { name: /ACH/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /security code/i })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agree and save' })).toBeTruthy());
    await act(async () => {
      await expect(call('verifyConsent', {})).resolves.toMatchObject({ id: 'cst_1', status: 'VERIFIED', payment_method_id: 'mtd_visa' });
    });
    expect(consents.calls.at(-1)?.url).toBe('/api/v1/pa/payment_consents/cst_1/verify');
    expect(consents.calls.at(-1)?.body).toMatchObject({ payment_method_id: 'mtd_visa' });
    expect(consents.calls.at(-1)?.body).not.toHaveProperty('payment_method');
  });
});
