// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { FrameOptions } from '../../../../protocol';
import { createApiClient } from '../../../platform/api/client';
import { NO_PAGE_LIFECYCLE } from '../../../platform/api/page-lifecycle';
import { byPath, fakeFetch, json } from '../../../platform/api/testing';
import { renderInFrame } from '../../../host/testing';
import FullFeaturedCardElement from './FullFeaturedCardElement';

const PAID = { id: 'int_1', status: 'SUCCEEDED', amount: 25, currency: 'USD' };

function setup(options: Partial<FrameOptions> = {}) {
  const api = fakeFetch(json(200, PAID));
  const bin = fakeFetch(json(200, { bin: '41111111', brand: 'visa', issuer_country: 'US', type: 'credit', known: true }));
  const client = createApiClient({ base: '', clientSecret: 'cs', trackerId: 't', fetch: byPath({ '/bin/lookup': bin }, api), lifecycle: NO_PAGE_LIFECYCLE });
  const frame = renderInFrame(FullFeaturedCardElement, { client, kind: 'full-featured-card', options });
  const field = (name: string | RegExp) => screen.getByLabelText(name) as HTMLInputElement;
  const type = (name: string | RegExp, value: string) => fireEvent.change(field(name), { target: { value } });
  const fillCard = (number = '4111111111111111') => {
    type('Card number', number);
    type('Expiry date', '1234');
    type('Security code', '123');
  };
  const fillBilling = () => {
    type('Name on card', 'Ada Lovelace');
    fireEvent.change(screen.getByRole('combobox', { name: 'Country or region' }), { target: { value: 'GB' } });
    type('Address', '10 Downing Street');
    type('City', 'London');
    type('Postal code', 'SW1A 2AA');
  };
  return { ...frame, api, bin, field, type, fillCard, fillBilling };
}

describe('FullFeaturedCardElement', () => {
  afterEach(cleanup);

  it('shows the accepted brands, the card, the name and the billing address, each with its autocomplete', () => {
    const { field, events } = setup();
    expect(events).toContainEqual(['onReady', { kind: 'full-featured-card', title: 'Secure card payment form' }]);
    const brands = screen.getByRole('list', { name: 'Accepted cards' });
    // jsdom's browser language is en-US: the country starts as the United States, with spec §9's US order.
    expect([...brands.querySelectorAll('svg')].map((svg) => svg.getAttribute('data-brand'))).toEqual(['visa', 'mastercard', 'amex', 'jcb', 'unionpay']);
    const country = screen.getByRole('combobox', { name: 'Country or region' }) as HTMLSelectElement;
    expect(country.value).toBe('US');
    expect(country.getAttribute('autocomplete')).toBe('billing country');
    expect(within(country).getByRole('option', { name: 'Germany' })).toBeTruthy();
    const autocomplete = Object.fromEntries(
      ['Card number', 'Expiry date', 'Security code', 'Name on card', 'Address', 'City', 'Postal code', 'State, province or region (optional)'].map((name) => [
        name,
        field(name).getAttribute('autocomplete'),
      ]),
    );
    expect(autocomplete).toEqual({
      'Card number': 'cc-number',
      'Expiry date': 'cc-exp',
      'Security code': 'cc-csc',
      'Name on card': 'cc-name',
      Address: 'billing address-line1',
      City: 'billing address-level2',
      'Postal code': 'billing postal-code',
      'State, province or region (optional)': 'billing address-level1',
    });
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('labels every field alike: the card fields with the one label the name and address have (issue 38)', () => {
    const { field } = setup();
    // The element holding a field's visible label text: its <label>, or the label's text part beside the control's box.
    const labelOf = (name: string) => {
      const input = field(name);
      const label = input.closest('label') ?? document.querySelector(`label[for="${input.id}"]`)!;
      return label.classList.contains('portico-field__label') ? label : label.querySelector(':scope > span:not(.portico-box)')!;
    };
    expect(labelOf('Name on card').className).toBe('portico-field__label');
    for (const name of ['Card number', 'Expiry date', 'Security code']) expect(labelOf(name).className, name).toBe('portico-field__label');
    // The card's group is named as the billing address is.
    expect(screen.getByRole('group', { name: 'Card information' }).querySelector('legend')?.className).toBe('portico-field__legend');
  });

  it("orders the brands for the billing country, and shows only the merchant's when limited", () => {
    setup({ brands: ['unionpay', 'discover', 'visa'] });
    const shown = () => [...screen.getByRole('list', { name: 'Accepted cards' }).querySelectorAll('svg')].map((svg) => svg.getAttribute('data-brand'));
    expect(shown()).toEqual(['visa', 'discover', 'unionpay']);
    fireEvent.change(screen.getByRole('combobox', { name: 'Country or region' }), { target: { value: 'DE' } });
    expect(shown()).toEqual(['visa', 'unionpay', 'discover']);
  });

  it("says the bank may ask to confirm where the billing country is an EU member (spec §5's list of 27)", () => {
    setup();
    const country = screen.getByRole('combobox', { name: 'Country or region' });
    const note = () => screen.queryByText('Your bank may ask you to confirm this payment.');
    for (const [code, shown] of [
      ['DE', true],
      ['BG', true],
      ['CH', false],
      ['GB', false],
      ['US', false],
      ['SE', true],
    ] as const) {
      fireEvent.change(country, { target: { value: code } });
      expect(note() !== null, code).toBe(shown);
    }
  });

  it("pays with the card, the holder's name and the billing address in the shape the payment API takes", async () => {
    const { fillCard, fillBilling, call, api, events } = setup();
    fillCard();
    fillBilling();
    await act(async () => {
      await expect(call('confirm', {})).resolves.toEqual(PAID);
    });
    expect(api.calls[0]!.body).toMatchObject({
      payment_method: {
        type: 'card',
        card: {
          number: '4111111111111111',
          expiry_month: '12',
          expiry_year: '2034',
          cvc: '123',
          name: 'Ada Lovelace',
          billing: { address: { country_code: 'GB', street: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA' } },
        },
      },
    });
    expect(api.calls[0]!.body).not.toHaveProperty('save_payment_method');
    expect(events).toContainEqual(['onSuccess', { intent: PAID }]);
  });

  it('with a customer, offers to save the card, and asks the payment API to when ticked', async () => {
    const { fillCard, fillBilling, call, api } = setup({ customer_id: 'cus_1' });
    fillCard();
    fillBilling();
    const save = screen.getByRole('checkbox', { name: 'Save this card for future payments' }) as HTMLInputElement;
    expect(save.checked).toBe(false);
    fireEvent.click(save);
    await act(async () => {
      await call('confirm', {});
    });
    expect(api.calls[0]!.body).toMatchObject({ save_payment_method: true });
  });

  it('refuses an incomplete form without calling the API: every missing field named, shown, and focus on the first', async () => {
    const { call, api, field, type } = setup();
    type('Postal code', '');
    fireEvent.change(screen.getByRole('combobox', { name: 'Country or region' }), { target: { value: '' } });
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({
        code: 'validation_error',
        details: { fields: ['number', 'expiry', 'cvc', 'name', 'country', 'line1', 'city', 'postcode'] },
      });
    });
    expect(api.calls).toHaveLength(0);
    // Each card field its own line, named by that field alone.
    for (const [name, line] of [
      ['Card number', 'Your card number is incomplete.'],
      ['Expiry date', "Your card's expiry date is incomplete."],
      ['Security code', "Your card's security code is incomplete."],
    ] as const) {
      expect(field(name).getAttribute('aria-invalid')).toBe('true');
      expect(document.getElementById(field(name).getAttribute('aria-describedby') ?? '')?.textContent).toBe(line);
    }
    expect(document.activeElement).toBe(field('Card number'));
    expect(screen.getByText('Enter the name on your card.')).toBeTruthy();
    expect(screen.getByText('Select your country or region.')).toBeTruthy();
    expect(field('Name on card').getAttribute('aria-invalid')).toBe('true');
    expect(field('Name on card').getAttribute('aria-describedby')).toBe('portico-ffc-name-error');
    expect(field('State, province or region (optional)').getAttribute('aria-invalid')).toBe('false');
  });

  it('with a complete card, focus goes to the first missing billing field; a confirm()’s cardholderName fills an empty name', async () => {
    const { fillCard, type, call, api, field } = setup();
    fillCard();
    fireEvent.change(screen.getByRole('combobox', { name: 'Country or region' }), { target: { value: 'HK' } });
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ details: { fields: ['name', 'line1', 'city'] } });
    });
    expect(document.activeElement).toBe(field('Name on card'));
    // Hong Kong has no postal codes: the field is optional there.
    expect(field('Postal code (optional)')).toBeTruthy();
    type('Address', '1 Queen’s Road');
    type('City', 'Hong Kong');
    await act(async () => {
      await call('confirm', { cardholderName: 'Grace Hopper' });
    });
    expect(api.calls[0]!.body).toMatchObject({
      payment_method: { card: { name: 'Grace Hopper', billing: { address: { country_code: 'HK', street: '1 Queen’s Road', city: 'Hong Kong' } } } },
    });
  });

  it('is complete (change) only once the billing address is, and clear() empties every field', async () => {
    const { fillCard, fillBilling, call, events, field } = setup({ customer_id: 'cus_1' });
    fillCard();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_050)));
    const last = () => events.filter(([event]) => event === 'onChange').at(-1)![1];
    expect(last()).toMatchObject({ complete: false, fields: { number: { valid: true }, expiry: { valid: true }, cvc: { valid: true } } });
    fillBilling();
    await act(() => new Promise((resolve) => setTimeout(resolve, 1_050)));
    expect(last()).toMatchObject({ complete: true, empty: false });
    fireEvent.click(screen.getByRole('checkbox'));
    await act(async () => {
      await call('update', { action: 'clear' });
    });
    expect(field('Card number').value).toBe('');
    expect(field('Name on card').value).toBe('');
    expect(field('City').value).toBe('');
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(false);
  });

  it("refuses a brand outside the merchant's limit above the billing fields, as the card does", async () => {
    const { type, call, api } = setup({ brands: ['visa', 'mastercard'] });
    type('Card number', '3782 822463 10005');
    expect(screen.getByRole('alert').textContent).toBe('American Express cards are not accepted here. Please use Visa or Mastercard.');
    await act(async () => {
      await expect(call('confirm', {})).rejects.toMatchObject({ code: 'validation_error' });
    });
    expect(api.calls).toHaveLength(0);
  });
});
