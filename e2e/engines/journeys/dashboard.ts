/** The test-mode dashboard (issue 41) in every engine: sign in with the secret key, find a payment just made, refund part of it. */
import { expect } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../../../sandbox/server';
import { intentInAddress } from '../sandbox';
import { waitFor, waitForEnabled, waitForText, type Place } from '../shopper';
import { expectPaid } from './cards';
import type { Journey } from './journey';

const KEY = process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY;
const card = (name: string): Place => ({ frames: ['#card-element iframe'], css: `input[name="${name}"]` });

export const dashboardRefund: Journey = {
  name: 'dashboard: signed in with the key, a payment just made is listed and part of it refunded',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/card-script.html');
    await waitForEnabled(shopper, { css: '#pay' });
    await shopper.fill(card('number'), '4111111111111111');
    await shopper.fill(card('expiry'), '1234');
    await shopper.fill(card('cvc'), '123');
    await shopper.click({ css: '#pay' });
    await expectPaid(shopper, checkoutUrl);
    const intentId = await intentInAddress(shopper);

    await shopper.goto(`${checkoutUrl}/dashboard/`);
    // The page is an app: its form is drawn once its script has run.
    await waitForEnabled(shopper, { css: 'input[name="key"]' });
    await shopper.fill({ css: 'input[name="key"]' }, KEY);
    await waitForEnabled(shopper, { css: 'button[type="submit"]' });
    await shopper.click({ css: 'button[type="submit"]' });
    const row: Place = { css: `a[href="/dashboard/payments/${intentId}"]` };
    await waitFor(
      'the payment in the list',
      () => shopper.text(row),
      (text) => text !== null,
    );
    await shopper.click(row);
    await waitForText(shopper, { css: 'h2', text: 'Timeline' }, 'Timeline');
    await shopper.fill({ css: '.dash-refund input' }, '1');
    await shopper.click({ css: '.dash-refund button' });
    await waitForText(shopper, { css: '.dash-done' }, /^Refunded/);
    const refunds = await fetch(`${checkoutUrl}/api/v1/pa/refunds?payment_intent_id=${intentId}`, { headers: { 'x-api-key': KEY } });
    expect(((await refunds.json()) as { items: Array<{ amount: number }> }).items.map((r) => r.amount)).toEqual([1]);
  },
};
