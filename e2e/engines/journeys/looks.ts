/** The card element in Arabic (right to left) and in a dark browser, and a card saved for a subscription. */
import { expect } from '@playwright/test';
import { waitFor, waitForEnabled, waitForText, type Place, type Shopper } from '../shopper';
import { expectPaid } from './cards';
import type { Journey } from './journey';

const CARD_FRAME = '#card-element iframe';
const inCard = (css: string): Place => ({ frames: [CARD_FRAME], css });

async function payVisa(shopper: Shopper, frame: string): Promise<void> {
  const at = (name: string): Place => ({ frames: [frame], css: `input[name="${name}"]` });
  await waitFor(
    'the card number field',
    () => shopper.value(at('number')),
    (value) => value !== null,
  );
  await shopper.fill(at('number'), '4111111111111111');
  await shopper.fill(at('expiry'), '1234');
  await shopper.fill(at('cvc'), '123');
}

export const arabic: Journey = {
  name: 'Arabic: the card element right to left in Arabic, and it pays',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/card-script.html?lang=ar');
    await waitForEnabled(shopper, { css: '#pay' });
    await waitFor(
      'the frame in Arabic',
      () => shopper.attribute(inCard('html'), 'dir'),
      (dir) => dir === 'rtl',
    );
    expect(await shopper.attribute(inCard('html'), 'lang')).toBe('ar');
    await waitForText(shopper, inCard('label:has(input[name="number"])'), /رقم البطاقة/);
    await payVisa(shopper, CARD_FRAME);
    await shopper.click({ css: '#pay' });
    await expectPaid(shopper, checkoutUrl);
  },
};

export const darkMode: Journey = {
  name: 'dark mode: a dark browser gets the dark element, and it pays',
  dark: true,
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/card-script.html');
    await waitForEnabled(shopper, { css: '#pay' });
    await waitFor(
      'the dark element',
      () => shopper.attribute(inCard('[data-mode]'), 'data-mode'),
      (mode) => mode === 'dark',
    );
    await payVisa(shopper, CARD_FRAME);
    await shopper.click({ css: '#pay' });
    await expectPaid(shopper, checkoutUrl);
  },
};

export const recurring: Journey = {
  name: 'recurring: the terms shown, the card saved on the consent, which the sandbox holds as verified',
  run: async (shopper, { merchantUrl }) => {
    await shopper.goto('/recurring.html');
    const frame = '#element iframe';
    await waitForText(shopper, { frames: [frame], css: 'section, [role="region"]', text: 'Saved for future payments' }, /\$9\.99 each time/);
    await payVisa(shopper, frame);
    await shopper.click({ css: 'button', text: 'Save and subscribe' });
    await waitForText(shopper, { css: '#status' }, 'Subscribed: your payment method is saved.');
    const heard = JSON.parse((await shopper.text({ css: '#consent-log' })) ?? 'null') as { id: string } | null;
    // As the merchant's server reads it from the sandbox (examples/merchant-app.ts's /api/consents/:id).
    const consent = (await (await fetch(`${merchantUrl}/api/consents/${encodeURIComponent(heard?.id ?? '')}`)).json()) as {
      status: string;
      payment_method_id: string | null;
    };
    expect(consent).toMatchObject({ status: 'VERIFIED', payment_method_id: expect.stringMatching(/^mtd_/) });
  },
};
