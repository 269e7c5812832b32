// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInFrame } from '../../../host/testing';
import { fakeProvider } from '../flow/testing';
import PayEasyBody from './PayEasyBody';

const PAY_EASY = {
  method: 'pay_easy',
  collection_number: '58091',
  customer_number: '1234567890123456',
  confirmation_number: '246810',
  shopper_name: 'Hanako',
  shopper_email: 'h@example.jp',
  shopper_phone: '0312345678',
};

describe('PayEasyBody', () => {
  afterEach(cleanup);

  it('asks for name, email and phone (no store), then shows the three numbers to copy', async () => {
    const provider = fakeProvider('JPY', 3000, PAY_EASY);
    const { call } = renderInFrame(PayEasyBody, { client: provider.client });
    expect(screen.queryByLabelText(/^store/i)).toBeNull();
    fireEvent.change(screen.getByLabelText(/full name/i), { target: { value: 'Hanako' } });
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'h@example.jp' } });
    fireEvent.change(screen.getByLabelText(/phone/i), { target: { value: '03-1234-5678' } });
    await act(async () => {
      await call('confirm', {});
    });
    expect(provider.confirms()[0]!.body).toMatchObject({
      payment_method: { type: 'pay_easy', pay_easy: { shopper_name: 'Hanako', shopper_email: 'h@example.jp', shopper_phone: '0312345678' } },
    });
    const sheet = screen.getByRole('region', { name: 'Pay at an ATM or in online banking' });
    for (const [name, value] of [
      ['Collection number', '58091'],
      ['Customer number', '1234567890123456'],
      ['Confirmation number', '246810'],
    ]) {
      expect(within(sheet).getByRole('button', { name: `Copy ${name}` })).toBeTruthy();
      expect(within(sheet).getByText(value!)).toBeTruthy();
    }
    expect(within(sheet).getByText('¥3,000')).toBeTruthy();
    expect(within(sheet).getByText('0312345678')).toBeTruthy();
  });

  it('a phone of 9 digits is refused on its field, nothing sent', async () => {
    const provider = fakeProvider('JPY', 3000, PAY_EASY);
    const { call } = renderInFrame(PayEasyBody, { client: provider.client });
    fireEvent.change(screen.getByLabelText(/full name/i), { target: { value: 'Hanako' } });
    fireEvent.change(screen.getByLabelText(/email/i), { target: { value: 'h@example.jp' } });
    fireEvent.change(screen.getByLabelText(/phone/i), { target: { value: '031234567' } });
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'validation_error', details: { fields: ['phone'] } });
    });
    expect(screen.getByText('Enter a phone number of 10 or 11 digits.')).toBeTruthy();
    expect(provider.confirms()).toHaveLength(0);
  });
});
