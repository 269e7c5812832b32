/**
 * A payment by the keyboard alone in the element kinds whose own specs had no keyboard
 * path: redirect, WeChat Pay, Apple Pay, Google Pay and the Korean card fields. Focus
 * starts on the merchant page and moves only by Tab; every action is Enter or Space.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { GOOD_KR_CARD, KrCardPage } from './support/kr-card-page';
import { QrPage, WalletApp } from './support/qr-page';
import { installApplePay, WALLET_NAMES, WALLETS, WalletPage } from './support/wallets';
import { pressToClose } from './support/press-to-close';

const PAID = 'Thank you, your payment succeeded';

/** Presses Tab until `target` has focus (at most `limit` times): the path a keyboard user takes. */
async function tabTo(page: Page, target: Locator, limit = 15): Promise<void> {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === element.ownerDocument.activeElement && element.ownerDocument.hasFocus()).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Starts from the top of the merchant's page, as after it loads. */
async function fromTheTop(page: Page): Promise<void> {
  await page.locator('h1').first().click();
}

test("redirect: Tab to Pay, Enter; on the bank's page Tab to Pay, Enter; back on the result page, paid", async ({ page, merchantUrl, checkoutUrl }) => {
  await page.goto(`${merchantUrl}/redirect.html`);
  await expect(page.locator('#pay')).toBeEnabled();
  await fromTheTop(page);
  await tabTo(page, page.locator('#pay'));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/simulator\/bank\?session=ses_/);
  await tabTo(page, page.getByRole('button', { name: 'Pay' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`^${checkoutUrl}/page/open_banking/success\\?`));
  expect(new URL(page.url()).searchParams.get('status')).toBe('SUCCEEDED');
});

test('WeChat Pay on a desktop: Tab to Pay, Enter shows the code; the wallet app pays by Enter; the merchant page goes on', async ({
  page,
  context,
  merchantUrl,
  checkoutUrl,
}) => {
  const qr = new QrPage(page, merchantUrl, checkoutUrl, 'wechat');
  await qr.open();
  await fromTheTop(page);
  await tabTo(page, page.locator('#pay'));
  await page.keyboard.press('Enter');
  const content = await qr.content();
  const wallet = new WalletApp(await context.newPage());
  await wallet.open(content);
  await tabTo(wallet.page, wallet.payButton);
  await wallet.page.keyboard.press('Enter');
  await expect(page.locator('#headline')).toHaveText(PAID);
});

for (const kind of WALLETS) {
  test(`${WALLET_NAMES[kind]}: Tab into the button's frame, Enter opens the sheet, a test card is picked by keys`, async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    if (kind === 'apple-pay') await installApplePay(page, checkoutUrl);
    const wallet = new WalletPage(page, merchantUrl, kind);
    await wallet.open();
    await expect(wallet.button).toBeEnabled();
    await fromTheTop(page);
    await tabTo(page, wallet.button);
    const [sheet] = await Promise.all([page.waitForEvent('popup'), page.keyboard.press('Enter')]);
    await sheet.waitForLoadState();
    await tabTo(sheet, sheet.getByRole('button', { name: /\(tok_visa\)/ }), 30);
    await pressToClose(sheet, 'Enter');
    await expect(page.locator('#headline')).toHaveText(PAID);
  });
}

test('Korean card fields: Tab crosses the four frames in order, each typed, Enter pays', async ({ page, merchantUrl }) => {
  const kr = new KrCardPage(page, merchantUrl);
  await kr.open();
  await fromTheTop(page);
  const steps = [
    ['kr-card-number', GOOD_KR_CARD.number],
    ['kr-card-expiry', GOOD_KR_CARD.expiry.replace(/\D/g, '')],
    ['kr-card-psw-first-two', GOOD_KR_CARD.pswFirstTwo],
    ['kr-card-identifier', GOOD_KR_CARD.identifier],
  ] as const;
  for (const [kind, typed] of steps) {
    await tabTo(page, kr.input(kind));
    await page.keyboard.type(typed);
  }
  await page.keyboard.press('Enter');
  await expect(page.locator('#headline')).toHaveText(PAID);
});
