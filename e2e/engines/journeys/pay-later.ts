/** Konbini: the payment code to pay at a store, then the store's payment as the sandbox simulates it. */
import { expect } from '@playwright/test';
import { addressParams } from '../../support/address-params';
import { intentOf, shopperPaid } from '../sandbox';
import { waitFor, waitForText } from '../shopper';
import type { Journey } from './journey';

export const konbini: Journey = {
  name: 'konbini: the contact form, the payment code to pay at Lawson; paid at the store, the intent succeeds',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/instructions.html');
    await shopper.click({ css: 'button', text: 'Konbini' });
    const page = await waitFor('the checkout\'s konbini page', () => shopper.url(), (url) => url.startsWith(`${checkoutUrl}/page/jp/konbini/payment`));
    const intentId = addressParams(page).get('intent_id') ?? '';
    await waitFor('the store field', () => shopper.value({ css: 'select' }), (value) => value !== null);
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
