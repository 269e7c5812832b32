/**
 * The drop-in across the two origins: the provider's methods for the intent's
 * currency, tabs or accordion by device, one Pay button (locked while a confirm
 * runs) whose press the SDK confirms — 3-D Secure included — and the card paid with
 * the keyboard alone. Each other method's own flows are in its spec; here, the
 * drop-in paying with one method of each flow. axe for these screens is the screen
 * walk's (e2e/screen-walk.spec.ts: the accordion, empty to paid); audited here is the
 * tabs a phone's browser gets, which the walk's narrow windows (no phone's user agent)
 * never show.
 */
import AxeBuilder from '@axe-core/playwright';
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const SUCCESS = 'Thank you, your payment succeeded';
const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

const dropin = (page: Page): FrameLocator => page.frameLocator('#dropin iframe');
/** The drop-in's one Pay button (a method's header may start with "Pay" too: "Pay by bank"). */
const payButton = (frame: FrameLocator) => frame.locator('.portico-dropin__pay');

async function open(page: Page, merchantUrl: string, query = ''): Promise<FrameLocator> {
  await page.goto(`${merchantUrl}/dropin.html${query}`);
  const frame = dropin(page);
  await expect(payButton(frame)).toBeVisible();
  return frame;
}

async function fillCard(frame: FrameLocator, number: string = TEST_CARDS.visa): Promise<void> {
  await frame.getByRole('textbox', { name: 'Card number' }).fill(number);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
}

test.describe('drop-in', () => {
  test("lists the intent's methods as an accordion on a desktop, the card open, and pays with its own button", async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, '?amount=25');
    await expect(frame.getByRole('button', { name: 'Pay $25.00' })).toBeVisible();
    await expect(frame.getByRole('button', { name: /^Card/ })).toHaveAttribute('aria-expanded', 'true');
    await expect(frame.getByRole('tablist')).toHaveCount(0);
    await fillCard(frame);
    await frame.getByRole('button', { name: 'Pay $25.00' }).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('a decline shows the issuer message, keeps what was typed, and the button unlocks for a retry', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl);
    await fillCard(frame, TEST_CARDS.insufficientFunds);
    await payButton(frame).click();
    await expect(frame.getByRole('alert').first()).toContainText('sufficient funds');
    await expect(frame.getByRole('textbox', { name: 'Card number' })).toHaveValue('4000 0000 0000 9995');
    await expect(payButton(frame)).not.toHaveAttribute('aria-disabled');
    await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
    await payButton(frame).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('after a decline by a pointer press, focus is in the card number (the message says try a different card), not the security code', async ({
    page,
    merchantUrl,
  }) => {
    const frame = await open(page, merchantUrl);
    await fillCard(frame, TEST_CARDS.insufficientFunds);
    await payButton(frame).click();
    await expect(frame.getByRole('alert').first()).toContainText('try a different card');
    await expect(frame.getByRole('textbox', { name: 'Card number' })).toBeFocused();
  });

  test('one press, one confirm: the button is locked while the confirm runs', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl);
    await fillCard(frame);
    const confirms: string[] = [];
    page.on('request', (request) => request.url().endsWith('/confirm') && confirms.push(request.url()));
    // Hold the provider's answer so the lock can be seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/v1/pa/payment_intents/*/confirm', async (route) => {
      await held;
      await route.continue();
    });
    const pay = payButton(frame);
    await pay.click();
    await expect(pay).toHaveAttribute('aria-disabled', 'true');
    await expect(pay).toHaveText('Processing…');
    await pay.click({ force: true });
    await pay.press('Enter');
    release();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
    expect(confirms).toHaveLength(1);
  });

  test('3-D Secure from the drop-in: the SDK shows the challenge for the press of its Pay button', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl);
    await fillCard(frame, '4000000000003220');
    await payButton(frame).click();
    const challenge = page.frameLocator('dialog[data-portico-3ds] iframe');
    const bank = challenge.frameLocator('iframe[name="portico-acs"]');
    await bank.locator('#otp').fill('1234');
    await bank.locator('button[value="submit"]').click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test("the redirect flow: Pay by bank, the bank's page, and back to the checkout's result page", async ({ page, merchantUrl, checkoutUrl }) => {
    const frame = await open(page, merchantUrl, '?currency=GBP&amount=10.5');
    await frame.getByRole('button', { name: /^Pay by bank/ }).click();
    await expect(frame.getByText(/approve this payment on your bank's page/)).toBeVisible();
    await frame.getByRole('button', { name: 'Continue to pay £10.50' }).click();
    await expect(page).toHaveURL(/\/simulator\/bank\?session=ses_/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`^${checkoutUrl}/page/open_banking/success\\?`));
  });

  test('choosing another method clears the error of the one before (spec §4)', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, '?currency=GBP');
    await fillCard(frame, TEST_CARDS.insufficientFunds);
    await payButton(frame).click();
    await expect(frame.getByRole('alert').first()).toContainText('sufficient funds');
    await frame.getByRole('button', { name: /^Pay by bank/ }).click();
    await expect(frame.getByText('sufficient funds')).toHaveCount(0);
    await frame.getByRole('button', { name: /^Card/ }).click();
    await expect(frame.getByRole('textbox', { name: 'Card number' })).toHaveValue('');
    await expect(frame.getByText('sufficient funds')).toHaveCount(0);
  });

  test('a currency by its minor units: JPY has none', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, '?currency=JPY&amount=1200');
    await expect(frame.getByRole('button', { name: 'Pay ¥1,200' })).toBeVisible();
  });

  test('the keyboard alone: Tab into the card, type, Tab to Pay, Enter — paid', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl);
    await frame.getByRole('button', { name: /^Card/ }).focus();
    await page.keyboard.press('Tab');
    await expect(frame.getByRole('textbox', { name: 'Card number' })).toBeFocused();
    // A complete field moves focus on by itself (the card's own behaviour).
    await page.keyboard.type(TEST_CARDS.visa);
    await expect(frame.getByRole('textbox', { name: 'Expiry date' })).toBeFocused();
    await page.keyboard.type('1234');
    await expect(frame.getByRole('textbox', { name: 'Security code' })).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Tab');
    await expect(payButton(frame)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('Enter in the card fields pays too (the form submits the drop-in)', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl);
    await fillCard(frame);
    await frame.getByRole('textbox', { name: 'Security code' }).press('Enter');
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });
});

test.describe('drop-in on a phone (user agent): tabs', () => {
  test.use({ viewport: { width: 375, height: 740 }, userAgent: IPHONE, isMobile: true, hasTouch: true });

  test('shows the methods as tabs, pays, and passes axe', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl);
    await expect(frame.getByRole('tab', { name: /Card/ })).toHaveAttribute('aria-selected', 'true');
    await expect(frame.getByRole('tabpanel')).toBeVisible();
    await frame.getByRole('textbox', { name: 'Card number' }).waitFor();
    expect((await new AxeBuilder({ page }).withTags(WCAG).include('#dropin').analyze()).violations).toEqual([]);
    await fillCard(frame);
    await payButton(frame).tap();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('the arrow keys, Home and End move between the tabs and open them', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, '?currency=GBP');
    const card = frame.getByRole('tab', { name: /^Card/ });
    await expect(card).toHaveAttribute('aria-selected', 'true');
    await card.focus();
    await page.keyboard.press('End');
    const last = frame.getByRole('tab').last();
    await expect(last).toBeFocused();
    await expect(last).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('Home');
    await expect(card).toHaveAttribute('aria-selected', 'true');
    await page.keyboard.press('ArrowRight');
    await expect(frame.getByRole('tab').nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(card).toHaveAttribute('tabindex', '-1');
  });
  test('one row of tabs, one height; the rest behind More, a menu the keys drive', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, '?currency=JPY&amount=1200&country=JP');
    const boxes = await frame
      .getByRole('tab')
      .evaluateAll((tabs) => tabs.map((tab) => tab.getBoundingClientRect()).map(({ top, height }) => ({ top, height })));
    expect(new Set(boxes.map((box) => box.top)).size).toBe(1);
    // One height for the row: 64 px, or taller where a name wraps to its second line ("Google Pay" at 375 px).
    expect(new Set(boxes.map((box) => box.height)).size).toBe(1);
    expect(boxes[0]!.height).toBeGreaterThanOrEqual(64);
    const more = frame.getByRole('button', { name: 'More' });
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.focus();
    await page.keyboard.press('ArrowDown');
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const first = frame.getByRole('menuitem').first();
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(frame.getByRole('menu')).toHaveCount(0);
    await expect(more).toBeFocused();
    await page.keyboard.press('ArrowUp');
    const last = frame.getByRole('menuitem').last();
    await expect(last).toBeFocused();
    const name = (await last.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(frame.getByRole('menu')).toHaveCount(0);
    const chosen = frame.getByRole('tab', { selected: true });
    await expect(chosen).toBeFocused();
    await expect(chosen).toHaveText(name);
    expect((await new AxeBuilder({ page }).withTags(WCAG).include('#dropin').analyze()).violations).toEqual([]);
  });

  test("the merchant's layout wins over the device's", async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, '?layout=accordion');
    await expect(frame.getByRole('tablist')).toHaveCount(0);
    await expect(frame.getByRole('button', { name: /^Card/ })).toHaveAttribute('aria-expanded', 'true');
  });
});
