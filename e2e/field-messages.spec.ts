// Issue 26: in a form of several fields, each wrong field shows its own message and is described by it alone.
import type { FrameLocator, Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SplitCardPage } from './support/split-card';
import { KrCardPage } from './support/kr-card-page';

const NUMBER_INCOMPLETE = 'Your card number is incomplete.';
const EXPIRY_PAST = "Your card's expiry date is in the past.";

/** The text of what the field's `aria-describedby` names, each id's element visible. */
async function description(frame: FrameLocator, field: Locator): Promise<string> {
  const ids = (await field.getAttribute('aria-describedby')) ?? '';
  const texts: string[] = [];
  for (const id of ids.split(' ').filter(Boolean)) {
    const line = frame.locator(`[id="${id}"]`);
    await expect(line).toBeVisible();
    texts.push((await line.textContent()) ?? '');
  }
  return texts.join(' ');
}

test('card: two wrong fields show two messages, each field described by its own', async ({ cardPage }) => {
  await cardPage.open();
  const frame = cardPage.frame;
  const number = frame.locator('input[name="number"]');
  const expiry = frame.locator('input[name="expiry"]');
  const cvc = frame.locator('input[name="cvc"]');
  await number.pressSequentially('4111 1111');
  await expiry.pressSequentially('0120');
  await cvc.pressSequentially('123');
  await cvc.press('Tab');
  await expect(cardPage.elementMessage.locator('p')).toHaveText([NUMBER_INCOMPLETE, EXPIRY_PAST]);
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(expiry).toHaveAttribute('aria-invalid', 'true');
  await expect(cvc).toHaveAttribute('aria-invalid', 'false');
  expect(await description(frame, number)).toBe(NUMBER_INCOMPLETE);
  expect(await description(frame, expiry)).toBe(EXPIRY_PAST);
  expect(await cvc.getAttribute('aria-describedby')).toBeNull();
});

test('full-featured card: each wrong card field with its own message', async ({ fullCardPage }) => {
  await fullCardPage.open();
  const frame = fullCardPage.frame;
  const number = frame.getByLabel('Card number');
  const expiry = frame.getByLabel('Expiry date');
  await number.pressSequentially('4111 1111');
  await expiry.pressSequentially('0120');
  await expiry.press('Tab');
  await expect(fullCardPage.elementMessage.locator('p')).toHaveText([NUMBER_INCOMPLETE, EXPIRY_PAST]);
  expect(await description(frame, number)).toBe(NUMBER_INCOMPLETE);
  expect(await description(frame, expiry)).toBe(EXPIRY_PAST);
  await expect(frame.getByLabel('Security code')).toHaveAttribute('aria-invalid', 'false');
});

test('split fields: each frame shows its own wrong field', async ({ page, merchantUrl, checkoutUrl }) => {
  const split = new SplitCardPage(page, merchantUrl, checkoutUrl);
  await split.open();
  await split.input('number').pressSequentially('4111 1111');
  await split.input('number').press('Tab');
  await split.input('expiry').pressSequentially('0120');
  await split.input('expiry').press('Tab');
  expect(await description(split.frame('number'), split.input('number'))).toBe(NUMBER_INCOMPLETE);
  expect(await description(split.frame('expiry'), split.input('expiry'))).toBe(EXPIRY_PAST);
  await expect(split.input('cvc')).toHaveAttribute('aria-invalid', 'false');
});

test('Korean card fields: two wrong fields, each frame with its own message', async ({ page, merchantUrl }) => {
  const kr = new KrCardPage(page, merchantUrl);
  await kr.open();
  await kr.input('kr-card-number').pressSequentially('9410 12');
  await kr.input('kr-card-number').press('Tab');
  await kr.input('kr-card-expiry').pressSequentially('0120');
  await kr.input('kr-card-expiry').press('Tab');
  await expect(kr.message('kr-card-number')).toHaveText(NUMBER_INCOMPLETE);
  await expect(kr.message('kr-card-expiry')).toHaveText(EXPIRY_PAST);
  expect(await description(kr.frame('kr-card-number'), kr.input('kr-card-number'))).toBe(NUMBER_INCOMPLETE);
  expect(await description(kr.frame('kr-card-expiry'), kr.input('kr-card-expiry'))).toBe(EXPIRY_PAST);
  for (const kind of ['kr-card-psw-first-two', 'kr-card-identifier'] as const) {
    await expect(kr.input(kind)).toHaveAttribute('aria-invalid', 'false');
    await expect(kr.message(kind)).toHaveText('');
  }
});
