/**
 * The drop-in paying with one method of each flow the card and bank specs do not
 * cover: a wallet (Google Pay, the sandbox's stand-in sheet), a QR code (the wallet app
 * played by /qrcode/mock in a second page) and instructions (konbini, settled by the
 * simulation API as the store would). Each ends with the drop-in's own paid state and
 * the merchant's success page. axe for these screens is the screen walk's
 * (e2e/screen-walk.spec.ts: the drop-in's QR code shown and konbini's instructions).
 */
import type { FrameLocator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { sessionOf, simulate, WalletApp } from './support/qr-page';
import { TARO } from './support/instructions-page';
import { clickToClose } from './support/press-to-close';
import { expectFrameSettled } from './support/frame-settled';

const SUCCESS = 'Thank you, your payment succeeded';

async function open(page: Page, merchantUrl: string, query: string): Promise<FrameLocator> {
  await page.goto(`${merchantUrl}/dropin.html${query}`);
  const frame = page.frameLocator('#dropin iframe');
  await expect(frame.locator('.portico-dropin__pay')).toBeVisible();
  // Google Pay's row joins the list once the wallet says it can pay, moving the rows under it: click once the list is whole.
  await expect(frame.getByRole('button', { name: /^Google Pay/ }).first()).toBeVisible();
  await expectFrameSettled(page.locator('#dropin iframe'));
  return frame;
}

/** The intent the drop-in pays, from the options the SDK wrote into its frame's address. */
async function intentOf(page: Page): Promise<string> {
  const hash = new URL((await page.locator('#dropin iframe').getAttribute('src')) ?? '').hash;
  const options = new URLSearchParams(hash.slice(hash.indexOf('?') + 1)).get('options');
  return (JSON.parse(options ?? '{}') as { intent_id: string }).intent_id;
}

test.describe('drop-in: one method of each flow', () => {
  test('wallet: Google Pay brings its own button (no Pay button of the drop-in) and pays with the sheet', async ({ page, merchantUrl }) => {
    const frame = await open(page, merchantUrl, '?currency=USD&amount=20');
    // The method's header in the accordion, then the wallet's own button in its panel.
    await frame
      .getByRole('button', { name: /^Google Pay/ })
      .first()
      .click();
    await expect(frame.locator('.portico-dropin__pay')).toHaveCount(0);
    const walletButton = frame.locator('.portico-dropin__panel').getByRole('button', { name: 'Google Pay' });
    const [sheet] = await Promise.all([page.waitForEvent('popup'), walletButton.click()]);
    await sheet.waitForLoadState();
    await clickToClose(sheet.getByRole('button', { name: /\(tok_visa\)/ }));
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('QR code: "Show QR code", the wallet app pays in another page, the drop-in turns paid without a reload', async ({
    page,
    context,
    merchantUrl,
    checkoutUrl,
  }) => {
    const frame = await open(page, merchantUrl, '?currency=HKD&amount=88');
    await frame.getByRole('button', { name: /^QR code/ }).click();
    await frame.getByRole('button', { name: 'Show QR code to pay HK$88.00' }).click();
    const code = frame.getByRole('img', { name: /^QR code to pay / });
    await expect(code).toBeVisible();
    // While the code is shown, the drop-in's Pay button is gone (the shopper pays on the phone).
    await expect(frame.locator('.portico-dropin__pay')).toHaveCount(0);
    const content = (await code.getAttribute('data-qr-content')) ?? '';
    expect(new URL(content).origin).toBe(checkoutUrl);
    const app = new WalletApp(await context.newPage());
    await app.open(content);
    await app.payButton.click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS, { timeout: 20_000 });
    expect(sessionOf(content)).toMatch(/^ses_/);
  });

  test('instructions: konbini in Japan, the form, the sheet, then paid at the store (simulation API)', async ({ page, request, merchantUrl, checkoutUrl }) => {
    const frame = await open(page, merchantUrl, '?currency=JPY&amount=1200&country=JP');
    await frame.getByRole('button', { name: /^Konbini/ }).click();
    await frame.getByLabel('Store', { exact: true }).selectOption(TARO.store);
    await frame.getByLabel('Full name').fill(TARO.name);
    await frame.getByLabel('Email address').fill(TARO.email);
    await frame.getByLabel('Phone number').fill(TARO.phone);
    await frame.locator('.portico-dropin__pay').click();
    await expect(frame.getByText(/payment code/i).first()).toBeVisible();
    await expect(frame.locator('.portico-dropin__pay')).toHaveCount(0);
    await simulate(request, checkoutUrl, 'pay', await intentOf(page));
    await expect(page.locator('#headline')).toHaveText(SUCCESS, { timeout: 20_000 });
  });
});
