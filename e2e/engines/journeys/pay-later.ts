/** Pay-later methods: konbini's payment code, and a QR code, each paid as the sandbox simulates the shopper paying. */
import { expect } from '@playwright/test';
import { addressParams } from '../../support/address-params';
import { intentOf, intentOfSession, shopperPaid } from '../sandbox';
import { waitFor, waitForEnabled, waitForText } from '../shopper';
import { expectPaid } from './cards';
import type { Journey } from './journey';

export const konbini: Journey = {
  name: 'konbini: the contact form, the payment code to pay at Lawson; paid at the store, the intent succeeds',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/instructions.html');
    await shopper.click({ css: 'button', text: 'Konbini' });
    const page = await waitFor(
      "the checkout's konbini page",
      () => shopper.url(),
      (url) => url.startsWith(`${checkoutUrl}/page/jp/konbini/payment`),
    );
    const intentId = addressParams(page).get('intent_id') ?? '';
    await waitFor(
      'the store field',
      () => shopper.value({ css: 'select' }),
      (value) => value !== null,
    );
    await shopper.select({ css: 'select' }, 'lawson');
    await shopper.fill({ css: 'input[autocomplete="name"]' }, '山田 太郎');
    await shopper.fill({ css: 'input[type="email"]' }, 'taro@example.jp');
    await shopper.fill({ css: 'input[type="tel"]' }, '090-1234-5678');
    await shopper.click({ css: 'button', text: 'Get payment instructions' });
    await waitForText(shopper, { css: 'section', text: 'Pay at Lawson' }, /Payment code/);
    expect((await intentOf(checkoutUrl, intentId)).status).toBe('REQUIRES_CUSTOMER_ACTION');
    await shopperPaid(checkoutUrl, intentId);
    expect((await intentOf(checkoutUrl, intentId)).status).toBe('SUCCEEDED');
  },
};

export const qrCode: Journey = {
  name: "QR code: the code to scan; paid in the wallet (the sandbox's simulation), the page goes on to its success page",
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/qrcode.html');
    await waitForEnabled(shopper, { css: '#pay' });
    await shopper.click({ css: '#pay' });
    const code = { frames: ['#payment-element iframe'], css: '[data-qr-content]' };
    const content = await waitFor(
      'the QR code',
      () => shopper.attribute(code, 'data-qr-content'),
      (text) => text !== null && text !== '',
    );
    // The code encodes the checkout's wallet page for this payment's session.
    const session = new URLSearchParams((content ?? '').split('?')[1] ?? '').get('session') ?? '';
    expect(session).toMatch(/^ses_/);
    const intentId = await intentOfSession(checkoutUrl, session);
    expect((await intentOf(checkoutUrl, intentId)).status).toBe('REQUIRES_CUSTOMER_ACTION');
    await shopperPaid(checkoutUrl, intentId);
    await expectPaid(shopper, checkoutUrl);
  },
};
