import { describe, expect, it } from 'vitest';
import { readPaymentLink } from './payment-links';

const base = { code: 'plk_Q8mZt2LxV0aBc3De', title: 'Blue mug', status: 'UNPAID', reusable: false };

describe('readPaymentLink', () => {
  it('reads a fixed and a flexible link, the collect items (absent: false) and the merchant', () => {
    expect(
      readPaymentLink({ ...base, flexible: false, amount: 12.5, currency: 'USD', description: 'Mug', collect: { phone: true }, business_name: 'Shop' }),
    ).toEqual({
      ...base,
      flexible: false,
      amount: 12.5,
      currency: 'USD',
      description: 'Mug',
      merchant: 'Shop',
      identity: {},
      collect: { billing_address: false, shipping_address: false, phone: true, reference: false, message: false },
    });
    expect(readPaymentLink({ ...base, flexible: true, min_amount: null, max_amount: 9, currencies: ['EUR', 'nope'] })).toMatchObject({
      flexible: true,
      minAmount: null,
      maxAmount: 9,
      currencies: ['EUR'],
      description: null,
      merchant: null,
    });
  });

  it("keeps the merchant's logo, terms and privacy pages only when each is of its kind", () => {
    const link = { ...base, flexible: false, amount: 1, currency: 'USD' };
    const identity = { logo_url: 'https://shop.example/logo.png', terms_url: 'https://shop.example/terms', privacy_url: 'http://shop.example/privacy' };
    expect(readPaymentLink({ ...link, ...identity })?.identity).toEqual(identity);
    const hostile = { logo_url: 'http://shop.example/logo.png', terms_url: 'javascript:alert(1)', privacy_url: 42 };
    expect(readPaymentLink({ ...link, ...hostile })?.identity).toEqual({});
    expect(readPaymentLink({ ...link, logo_url: 'data:image/svg+xml;base64,PHN2Zy8+' })?.identity).toEqual({ logo_url: 'data:image/svg+xml;base64,PHN2Zy8+' });
  });

  it.each([
    ['not an object', 'link'],
    ['no status', { ...base, status: 'OPEN', flexible: false, amount: 1, currency: 'USD' }],
    ['no title', { ...base, title: ' ', flexible: false, amount: 1, currency: 'USD' }],
    ['a fixed link without amount', { ...base, flexible: false, currency: 'USD' }],
    ['a flexible link without currencies', { ...base, flexible: true, currencies: [] }],
    ['a negative limit', { ...base, flexible: true, min_amount: -1, currencies: ['USD'] }],
  ])('refuses %s', (_, answer) => {
    expect(readPaymentLink(answer)).toBeNull();
  });
});
