/** The card element in Arabic (right to left) and in a dark browser, and a card saved for a subscription. */
import { expect } from '@playwright/test';
import { waitFor, waitForEnabled, waitForText, type Place, type Shopper } from '../shopper';
import { expectPaid } from './cards';
import type { Journey } from './journey';

const CARD_FRAME = '#card-element iframe';
const inCard = (css: string): Place => ({ frames: [CARD_FRAME], css });

async function payVisa(shopper: Shopper, frame: string, number = '4111111111111111'): Promise<void> {
  const at = (name: string): Place => ({ frames: [frame], css: `input[name="${name}"]` });
  await waitFor(
    'the card number field',
    () => shopper.value(at('number')),
    (value) => value !== null,
  );
  await shopper.fill(at('number'), number);
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

/** The subscription page with the card saved: `number` typed and saved, through the bank's challenge when `challenged`. */
async function subscribe(shopper: Shopper, number?: string, challenged = false): Promise<void> {
  await shopper.goto('/recurring.html');
  const frame = '#element iframe';
  await waitForText(shopper, { frames: [frame], css: 'section, [role="region"]', text: 'Saved for future payments' }, /\$9\.99 each time/);
  await payVisa(shopper, frame, number);
  await shopper.click({ css: 'button', text: 'Save and subscribe' });
  if (challenged) {
    const otp: Place = { frames: BANK_FORM, css: '#otp' };
    await waitFor(
      "the bank's code field",
      () => shopper.value(otp),
      (value) => value !== null,
    );
    await shopper.fill(otp, '1234');
    await shopper.click({ frames: BANK_FORM, css: 'button[value="submit"]' });
  }
  await waitForText(shopper, { css: '#status' }, 'Subscribed: your payment method is saved.');
}

const BANK_FORM = ['dialog[data-portico-3ds] iframe', 'iframe[name="portico-acs"]'];

export const recurringChallenge: Journey = {
  name: "recurring with a card that asks for 3-D Secure at save: the bank's page in the overlay, the right code saves it",
  run: async (shopper) => {
    await subscribe(shopper, '4000000000003220', true);
  },
};

export const recurring: Journey = {
  name: 'recurring: the terms shown, the card saved on the consent, which the sandbox holds as verified',
  run: async (shopper, { merchantUrl }) => {
    await subscribe(shopper);
    const heard = JSON.parse((await shopper.text({ css: '#consent-log' })) ?? 'null') as { id: string } | null;
    // As the merchant's server reads it from the sandbox (examples/merchant-app.ts's /api/consents/:id).
    const consent = (await (await fetch(`${merchantUrl}/api/consents/${encodeURIComponent(heard?.id ?? '')}`)).json()) as {
      status: string;
      payment_method_id: string | null;
    };
    expect(consent).toMatchObject({ status: 'VERIFIED', payment_method_id: expect.stringMatching(/^mtd_/) });
  },
};
