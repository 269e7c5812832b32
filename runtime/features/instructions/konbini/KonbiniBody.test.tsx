// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInFrame } from '../../../host/testing';
import { fakeProvider, waitingIntent } from '../flow/testing';
import KonbiniBody from './KonbiniBody';

const logged = vi.hoisted(() => [] as unknown[][]);
vi.mock('../../../platform/telemetry', () => ({ logEvent: (...args: unknown[]) => logged.push(args) }));

const LAWSON = {
  method: 'konbini',
  store: 'lawson',
  payment_code: '12345678901',
  confirmation_number: '654321',
  shopper_name: '山田 太郎',
  shopper_email: 'taro@example.jp',
  shopper_phone: '09012345678',
};

function setup() {
  const provider = fakeProvider('JPY', 1200, LAWSON);
  const frame = renderInFrame(KonbiniBody, { client: provider.client });
  const field = (name: RegExp) => screen.getByLabelText(name) as HTMLInputElement;
  const fill = (values: { store?: string; name?: string; email?: string; phone?: string }) => {
    if (values.store !== undefined) fireEvent.change(field(/^store/i), { target: { value: values.store } });
    if (values.name !== undefined) fireEvent.change(field(/full name/i), { target: { value: values.name } });
    if (values.email !== undefined) fireEvent.change(field(/email/i), { target: { value: values.email } });
    if (values.phone !== undefined) fireEvent.change(field(/phone/i), { target: { value: values.phone } });
  };
  const confirm = async () => {
    let outcome: unknown;
    await act(async () => {
      outcome = await frame.call('confirm', {}).catch((error: unknown) => ({ rejected: error }));
    });
    return outcome;
  };
  return { provider, ...frame, field, fill, confirm };
}

describe('KonbiniBody', () => {
  afterEach(() => {
    cleanup();
    logged.length = 0;
  });

  it('refuses an unfinished form without calling the provider, each field saying what it wants', async () => {
    const { provider, confirm, fill, field } = setup();
    fill({ store: 'lawson', name: '山田 太郎', email: 'taro@example', phone: '090-1234-56' });
    expect(await confirm()).toEqual({ rejected: expect.objectContaining({ code: 'validation_error', details: { fields: ['email', 'phone'] } }) });
    expect(provider.confirms()).toHaveLength(0);
    expect(screen.getByText('Enter an email address like name@example.com.')).toBeTruthy();
    expect(screen.getByText('Enter a phone number of 10 or 11 digits.')).toBeTruthy();
    expect(field(/phone/i).getAttribute('aria-invalid')).toBe('true');
    expect(field(/phone/i).getAttribute('aria-describedby')).toMatch(/hint .*error/);
    // Nothing typed is lost, and the first wrong field has focus.
    expect(field(/phone/i).value).toBe('090-1234-56');
    expect(field(/full name/i).value).toBe('山田 太郎');
    expect(document.activeElement).toBe(field(/email/i));
  });

  it('pays: the store and details go to the provider, the instructions show, then "paid" once settled', async () => {
    const { provider, confirm, fill, events } = setup();
    fill({ store: 'lawson', name: '山田 太郎', email: 'taro@example.jp', phone: '090-1234-5678' });
    expect(await confirm()).toMatchObject({ id: 'int_1', status: 'REQUIRES_CUSTOMER_ACTION' });
    expect(provider.confirms()[0]!.body).toMatchObject({
      payment_method: {
        type: 'konbini',
        konbini: { store: 'lawson', shopper_name: '山田 太郎', shopper_email: 'taro@example.jp', shopper_phone: '09012345678' },
      },
    });
    const sheet = screen.getByRole('region', { name: 'Pay at Lawson' });
    expect(within(sheet).getByText('12345678901')).toBeTruthy();
    expect(within(sheet).getByText('654321')).toBeTruthy();
    expect(within(sheet).getByText('¥1,200')).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Copy Payment code' })).toBeTruthy();
    expect(within(sheet).getByRole('button', { name: 'Copy Confirmation number' })).toBeTruthy();
    expect(within(sheet).getByText(/Waiting for your payment/)).toBeTruthy();
    // The chain's own badge heads the voucher (decorative: the heading names the store).
    const badge = sheet.querySelector('.portico-store-mark');
    expect(badge?.getAttribute('data-store')).toBe('lawson');
    expect(badge?.getAttribute('aria-hidden')).toBe('true');
    expect(badge?.textContent).toBe('LAWSON');

    provider.settle();
    await screen.findByText('Payment received', {}, { timeout: 4000 });
    expect(screen.getByText('Thank you. We have received your payment of ¥1,200.')).toBeTruthy();
    expect(events.some(([event]) => event === 'onSuccess')).toBe(true);
  });

  it('copies a number, and when the clipboard refuses logs onCopyFailed and says to copy it by hand', async () => {
    const { confirm, fill } = setup();
    fill({ store: 'seven_eleven', name: 'Taro', email: 'taro@example.jp', phone: '0312345678' });
    await confirm();
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new DOMException('denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    fireEvent.click(screen.getByRole('button', { name: 'Copy Payment code' }));
    await screen.findByText('Payment code copied.');
    expect(writeText).toHaveBeenCalledWith('12345678901');
    expect(screen.getByRole('button', { name: 'Copied Payment code' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Copy Confirmation number' }));
    await screen.findByText('Could not copy. The Confirmation number is selected: copy it by hand.');
    expect(window.getSelection()?.toString()).toBe('654321');
    await waitFor(() => expect(logged).toContainEqual(['onCopyFailed', 'error', expect.objectContaining({ field: 'confirmation_number' })]));
  });

  it('a refusal (the deadline passed unpaid) shows why above the form, with what was typed, and pays again', async () => {
    const { provider, confirm, fill, field, events } = setup();
    fill({ store: 'familymart', name: 'Taro', email: 'taro@example.jp', phone: '09012345678' });
    await confirm();
    provider.reject();
    await screen.findByText('We did not receive your payment before the deadline. You can start again.', {}, { timeout: 4000 });
    expect(events).toContainEqual(['onError', expect.objectContaining({ code: 'payment_rejected' })]);
    expect(field(/phone/i).value).toBe('09012345678');
    expect((screen.getByLabelText(/^store/i) as HTMLSelectElement).value).toBe('familymart');
    expect(await confirm()).toMatchObject({ status: 'REQUIRES_CUSTOMER_ACTION' });
    expect(provider.confirms()).toHaveLength(2);
  });

  it('marks the field the provider refused, keeping its value', async () => {
    const { provider, confirm, fill, field } = setup();
    provider.refuseNextConfirm(400, {
      code: 'validation_error',
      message: 'bad',
      details: { field: 'payment_method.konbini.shopper_email', reason: 'invalid_email' },
    });
    fill({ store: 'lawson', name: 'Taro', email: 'taro@example.jp', phone: '09012345678' });
    expect(await confirm()).toEqual({ rejected: expect.objectContaining({ code: 'validation_error' }) });
    await waitFor(() => expect(document.activeElement).toBe(field(/email/i)));
    expect(field(/email/i).getAttribute('aria-invalid')).toBe('true');
    expect(field(/email/i).value).toBe('taro@example.jp');
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('shows the instructions of a payment already waiting (a reload) without confirming again', async () => {
    const provider = fakeProvider('JPY', 1200, LAWSON);
    provider.setIntent(waitingIntent('JPY', 1200, LAWSON));
    renderInFrame(KonbiniBody, { client: provider.client });
    await screen.findByRole('region', { name: 'Pay at Lawson' });
    expect(provider.confirms()).toHaveLength(0);
  });
});
