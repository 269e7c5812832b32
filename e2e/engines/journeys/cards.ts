/** Card journeys: the card element paid and declined, the split and Korean fields typed in one go. */
import { expect } from '@playwright/test';
import { intentInAddress, intentOf } from '../sandbox';
import { waitFor, waitForEnabled, waitForText, type Place, type Shopper } from '../shopper';
import type { Journey } from './journey';

const VISA = '4111111111111111';
const SUCCESS = 'Thank you, your payment succeeded';
const PAY: Place = { css: '#pay' };
const HEADLINE: Place = { css: '#headline' };
const card = (name: string): Place => ({ frames: ['#card-element iframe'], css: `input[name="${name}"]` });

async function typeCard(shopper: Shopper, number: string): Promise<void> {
  await shopper.goto('/card-script.html');
  await waitForEnabled(shopper, PAY);
  await shopper.fill(card('number'), number);
  await shopper.fill(card('expiry'), '1234');
  await shopper.fill(card('cvc'), '123');
}

/** Paid: the success page says so and the sandbox holds the intent as SUCCEEDED. */
export async function expectPaid(shopper: Shopper, checkoutUrl: string): Promise<void> {
  await waitForText(shopper, HEADLINE, SUCCESS);
  expect((await intentOf(checkoutUrl, await intentInAddress(shopper))).status).toBe('SUCCEEDED');
}

export const cardPay: Journey = {
  name: 'card: pays, and the sandbox holds the intent as succeeded',
  run: async (shopper, { checkoutUrl }) => {
    await typeCard(shopper, VISA);
    expect(await shopper.value(card('number'))).toBe('4111 1111 1111 1111');
    await shopper.click(PAY);
    await expectPaid(shopper, checkoutUrl);
  },
};

export const cardDecline: Journey = {
  name: 'card: a decline says why, keeps the card and leaves the intent unpaid',
  run: async (shopper, { checkoutUrl }) => {
    await typeCard(shopper, '4000000000009995');
    await shopper.click(PAY);
    await waitForText(
      shopper,
      { frames: ['#card-element iframe'], css: '[role="alert"]' },
      "This card doesn't have sufficient funds or credit. Please try a different card.",
    );
    const error = JSON.parse((await shopper.text({ css: '#merchant-error' })) ?? 'null') as {
      code: string;
      original_code: string;
      details: { intent_id?: string };
    } | null;
    expect(error).toMatchObject({ code: 'issuer_declined', original_code: '51' });
    expect(await shopper.value(card('number'))).toBe('4000 0000 0000 9995');
    expect(new URL(await shopper.url()).pathname).toBe('/card-script.html');
    // The sandbox recorded the attempt and charged nothing.
    expect((await intentOf(checkoutUrl, error?.details.intent_id ?? '')).status).toBe('REQUIRES_PAYMENT_METHOD');
  },
};

const split = (field: string): Place => ({ frames: [`#card-${field} iframe`], css: `input[name="${field}"]` });
// Keys carried from frame to frame arrive one message at a time: a CVC of 1 or 2 digits may still be growing.
const cvcHasThreeDigits = (got: ReadonlyArray<string | null>) => (got[2]?.length ?? 0) >= 3;

export const splitInOneGo: Journey = {
  name: 'split fields: a card typed in one go lands in number, expiry and CVC, and pays',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/split-card.html');
    await waitForEnabled(shopper, PAY);
    // As a shopper starts: once every field shows.
    for (const field of ['expiry', 'cvc'])
      await waitFor(
        `the ${field} field`,
        () => shopper.value(split(field)),
        (value) => value !== null,
      );
    // Into the number only: focus moves on by itself as each field is complete.
    await shopper.fill(split('number'), `${VISA}1234123`);
    const values = () => Promise.all(['number', 'expiry', 'cvc'].map((field) => shopper.value(split(field))));
    const typed = await waitFor('the three fields', values, cvcHasThreeDigits);
    expect(typed).toEqual(['4111 1111 1111 1111', '12 / 34', '123']);
    await shopper.click(PAY);
    await expectPaid(shopper, checkoutUrl);
  },
};

const KR_KINDS = ['kr-card-number', 'kr-card-expiry', 'kr-card-psw-first-two', 'kr-card-identifier'] as const;
const kr = (kind: string): Place => ({ frames: [`#${kind} iframe`], css: 'input' });

export const koreanInOneGo: Journey = {
  name: 'Korean fields: a card typed in one go lands in its four fields, and pays',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/kr-card.html');
    await waitForEnabled(shopper, PAY);
    for (const kind of KR_KINDS)
      await waitFor(
        `the ${kind} field`,
        () => shopper.value(kr(kind)),
        (value) => value !== null,
      );
    await shopper.fill(kr('kr-card-number'), '9410000000000005' + '1234' + '12' + '900101');
    const values = () => Promise.all(KR_KINDS.map((kind) => shopper.value(kr(kind))));
    const typed = await waitFor('the four fields', values, (got) => (got[3]?.length ?? 0) >= 6);
    expect(typed.map((value) => value?.replace(/\D/g, ''))).toEqual(['9410000000000005', '1234', '12', '900101']);
    await shopper.click(PAY);
    await expectPaid(shopper, checkoutUrl);
  },
};

export const focusAfterRefusal: Journey = {
  name: 'keyboard: Pay with the number only puts focus in the expiry, where the rest typed lands; then it pays',
  run: async (shopper, { checkoutUrl }) => {
    await shopper.goto('/split-card.html');
    await waitForEnabled(shopper, PAY);
    for (const field of ['expiry', 'cvc'])
      await waitFor(
        `the ${field} field`,
        () => shopper.value(split(field)),
        (value) => value !== null,
      );
    await shopper.fill(split('number'), VISA);
    await shopper.click(PAY);
    // The refusal names the expiry: the SDK focuses its frame (as element.focus() does), and the keys go there.
    await waitForText(shopper, { frames: ['#card-expiry iframe'], css: '[role="alert"]' }, /./);
    await shopper.type('1234123');
    const values = () => Promise.all(['number', 'expiry', 'cvc'].map((field) => shopper.value(split(field))));
    const typed = await waitFor('the three fields', values, cvcHasThreeDigits);
    expect(typed).toEqual(['4111 1111 1111 1111', '12 / 34', '123']);
    await shopper.click(PAY);
    await expectPaid(shopper, checkoutUrl);
  },
};
