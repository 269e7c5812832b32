/** 3-D Secure, the drop-in, the hosted page and the redirect to a bank, as a shopper goes through them. */
import { expect } from '@playwright/test';
import { addressParams } from '../../support/address-params';
import { intentOf, linkOf, makeLink } from '../sandbox';
import { waitFor, waitForEnabled, waitForText, type Place, type Shopper } from '../shopper';
import { expectPaid } from './cards';
import type { Journey } from './journey';

const PAY: Place = { css: '#pay' };
const CARD_FRAME = '#card-element iframe';
const THREE_DS = ['dialog[data-portico-3ds] iframe'];
const BANK_FORM = [...THREE_DS, 'iframe[name="portico-acs"]'];

async function payByCard(shopper: Shopper, number: string): Promise<void> {
  await shopper.goto('/card-script.html');
  await waitForEnabled(shopper, PAY);
  await shopper.fill({ frames: [CARD_FRAME], css: 'input[name="number"]' }, number);
  await shopper.fill({ frames: [CARD_FRAME], css: 'input[name="expiry"]' }, '1234');
  await shopper.fill({ frames: [CARD_FRAME], css: 'input[name="cvc"]' }, '123');
  await shopper.click(PAY);
}

export const threeDsChallenge: Journey = {
  name: "3-D Secure challenge: the bank's page in the overlay, the right code pays",
  run: async (shopper, { checkoutUrl }) => {
    await payByCard(shopper, '4000000000003220');
    await waitForText(shopper, { css: '#status' }, 'Waiting for your bank…');
    if (shopper.engine === 'phone') {
      // EMV's window size 05 on a phone: the challenge takes the whole screen.
      const screen = await shopper.viewport();
      expect(await shopper.rect({ css: 'dialog[data-portico-3ds]' })).toEqual({ x: 0, y: 0, ...screen });
    }
    const otp: Place = { frames: BANK_FORM, css: '#otp' };
    await waitFor(
      "the bank's code field",
      () => shopper.value(otp),
      (value) => value !== null,
    );
    await shopper.fill(otp, '1234');
    await shopper.click({ frames: BANK_FORM, css: 'button[value="submit"]' });
    await expectPaid(shopper, checkoutUrl);
  },
};

export const threeDsFrictionless: Journey = {
  name: '3-D Secure frictionless: the hidden device check, no challenge, paid',
  run: async (shopper, { checkoutUrl }) => {
    await payByCard(shopper, '4000000000003014');
    await expectPaid(shopper, checkoutUrl);
  },
};

const DROPIN = '#dropin iframe';
const inDropin = (css: string, text?: string): Place => ({ frames: [DROPIN], css, ...(text ? { text } : {}) });

/** The drop-in's method button (an accordion's header or, in the tab layout, a tab) whose words start with `name`. */
const method = (name: string) => inDropin('button', name);

export const dropinSwitch: Journey = {
  name: 'drop-in: a switch to pay by bank and back to the card, then paid by card',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/dropin.html?currency=GBP');
    await waitFor(
      "the drop-in's Pay button",
      () => shopper.text(inDropin('.portico-dropin__pay')),
      (text) => text !== null,
    );
    // Spec §3: tabs on a phone, an accordion on a desktop.
    expect(await shopper.text(inDropin('[role="tablist"]'))).toEqual(shopper.engine === 'phone' ? expect.any(String) : null);
    // A phone's tab row holds what fits; pay by bank is behind "More" there (ui/MoreMenu.tsx).
    if (shopper.engine === 'phone') {
      await shopper.click(method('More'));
      await shopper.click(inDropin('[role="menuitem"]', 'Pay by bank'));
    } else {
      await shopper.click(method('Pay by bank'));
    }
    await waitForText(shopper, inDropin('p', 'approve this payment'), /approve this payment on your bank's page/);
    await shopper.click(method('Card'));
    const number = inDropin('input[name="number"]');
    await waitFor(
      'the card number field',
      () => shopper.value(number),
      (value) => value === '',
    );
    await shopper.fill(number, '4111111111111111');
    await shopper.fill(inDropin('input[name="expiry"]'), '1234');
    await shopper.fill(inDropin('input[name="cvc"]'), '123');
    await shopper.click(inDropin('.portico-dropin__pay'));
    await expectPaid(shopper, checkoutUrl);
  },
};

export const hostedPage: Journey = {
  name: "hosted page: to the checkout's own page, paid there, back on the merchant's success page",
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/hosted.html');
    await waitForEnabled(shopper, PAY);
    await shopper.click(PAY);
    await waitFor(
      "the checkout's page",
      () => shopper.url(),
      (url) => url.startsWith(checkoutUrl),
    );
    const number: Place = { css: 'input[name="number"]' };
    await waitFor(
      'the card number field',
      () => shopper.value(number),
      (value) => value !== null,
    );
    await shopper.fill(number, '4111111111111111');
    await shopper.fill({ css: 'input[name="expiry"]' }, '1234');
    await shopper.fill({ css: 'input[name="cvc"]' }, '123');
    await shopper.click({ css: '.portico-dropin__pay' });
    await expectPaid(shopper, checkoutUrl);
  },
};

export const redirectToBank: Journey = {
  name: "redirect: to the bank's page, Pay there, back on the checkout's result page, paid",
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/redirect.html');
    await waitForEnabled(shopper, PAY);
    await shopper.click(PAY);
    await waitFor(
      "the bank's page",
      () => shopper.url(),
      (url) => url.includes('/simulator/bank?session=ses_'),
    );
    await shopper.click({ css: 'button', text: 'Pay' });
    const back = await waitFor(
      'the result page',
      () => shopper.url(),
      (url) => url.startsWith(`${checkoutUrl}/page/open_banking/success`),
    );
    const params = addressParams(back);
    expect(params.get('status')).toBe('SUCCEEDED');
    const returnUrl = new URL(params.get('return_url') ?? '', checkoutUrl);
    expect((await intentOf(checkoutUrl, returnUrl.searchParams.get('intent_id') ?? '')).status).toBe('SUCCEEDED');
  },
};

export const paymentLink: Journey = {
  name: "payment link: the title and amount, paid on the checkout's page; the sandbox holds the link as paid",
  run: async (shopper, { checkoutUrl }) => {
    const link = await makeLink(checkoutUrl, { title: 'Blue mug', amount: 12.5, currency: 'USD' });
    await shopper.goto(link.url);
    await waitForText(shopper, { css: 'h1' }, 'Blue mug');
    await waitForText(shopper, { css: '.portico-checkout__amount' }, '$12.50');
    const number: Place = { css: 'input[name="number"]' };
    await waitFor(
      'the card number field',
      () => shopper.value(number),
      (value) => value !== null,
    );
    await shopper.fill(number, '4111111111111111');
    await shopper.fill({ css: 'input[name="expiry"]' }, '1234');
    await shopper.fill({ css: 'input[name="cvc"]' }, '123');
    await shopper.click({ css: '.portico-dropin__pay' });
    await waitFor(
      'the success page',
      () => shopper.url(),
      (url) => new URL(url).hash.startsWith('#/checkout-success'),
    );
    expect(await linkOf(checkoutUrl, link.code)).toMatchObject({ status: 'PAID', payment_count: 1 });
  },
};
