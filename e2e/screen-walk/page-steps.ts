/** Steps shared by the page family's visits (visits-pages.ts, visits-bank-link.ts): a hosted drop-in's card form, a held request. */
import { expect, type Page } from '@playwright/test';
import { TEST_CARDS } from '../support/fixtures';
import { hold, nextFrame } from './visit';
import type { Walk } from './walk';

export const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

/** Leaves whatever is open first: a hash-only change to the same address would not load the page again. */
export async function open(page: Page, url: string): Promise<void> {
  await page.goto('about:blank');
  await page.goto(url);
}

// ---------------------------------------------------------------- the drop-in on a hosted page

export const payButton = (page: Page) => page.locator('.portico-dropin__pay');

async function clickPay(page: Page): Promise<void> {
  await payButton(page).scrollIntoViewIfNeeded();
  await nextFrame(page);
  await payButton(page).click();
}

async function fillCard(page: Page, number: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/**
 * The card form of a hosted drop-in from empty to declined: typing, a number cut short
 * (each field says what is wrong), a card without funds.
 */
export async function typingInvalidDeclined(walk: Walk): Promise<void> {
  const { page } = walk;
  const number = page.getByRole('textbox', { name: 'Card number' });
  await number.pressSequentially('4111 11');
  await walk.check('typing');
  await clickPay(page);
  await expect(page.locator('[aria-invalid="true"]').first()).toBeVisible();
  await walk.check('invalid');
  await fillCard(page, TEST_CARDS.insufficientFunds);
  await clickPay(page);
  await expect(page.getByRole('alert').filter({ hasText: 'sufficient funds' }).first()).toBeVisible();
  await walk.check('declined');
  await number.fill(TEST_CARDS.visa);
}

/** Pays while `pattern` (the confirm, or the consent's verify) is held: the processing state. */
export async function processing(walk: Walk, pattern: string): Promise<void> {
  const request = await hold(walk.page, pattern);
  await clickPay(walk.page);
  await request.requested;
  await walk.check('processing');
  await request.release();
}
