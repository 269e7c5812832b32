/**
 * The wallet buttons' screenshots (npm run screenshots): each button on the demo
 * merchant's page with the wallets' stand-ins (e2e/support/wallets.ts), after a decline,
 * the express checkout's test sheet, and Apple Pay where there is none (the merchant's
 * error handler's view).
 */
import type { Browser, Page } from '@playwright/test';
import { installApplePay, WalletPage, type WalletKind } from '../e2e/support/wallets';

/** Waits until the wallet's iframe has the height of its content (onResize, debounced 60 ms). */
async function fitWalletFrame(page: Page): Promise<void> {
  const inner = page.frames().find((f) => /#\/elements\/(apple|google)-pay/.test(f.url()));
  if (!inner) throw new Error('no wallet frame');
  const height = await inner.evaluate(() => Math.ceil(document.querySelector('.portico-wallet')?.getBoundingClientRect().height ?? 0));
  await page.waitForFunction((h) => (document.querySelector<HTMLIFrameElement>('#wallet-element iframe')?.offsetHeight ?? -1) === h, height);
}

export async function shootWallets(
  browser: Browser,
  urls: { merchantUrl: string; checkoutUrl: string },
  out: string,
  width: number,
  scheme: 'light' | 'dark',
): Promise<void> {
  const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
  await installApplePay(page, urls.checkoutUrl);
  for (const kind of ['apple-pay', 'google-pay'] as const satisfies readonly WalletKind[]) {
    const wallet = new WalletPage(page, urls.merchantUrl, kind);
    await wallet.open();
    await wallet.button.waitFor();
    await page.locator('#status:text-is("")').waitFor();
    await fitWalletFrame(page);
    await page.screenshot({ path: `${out}/${kind}-${width}-${scheme}.png`, fullPage: true });
    // Declined: the sheet closes, the element says why, the button stays for another try.
    const sheet = await wallet.openSheet();
    await Promise.all([sheet.waitForEvent('close'), WalletPage.pick(sheet, 'tok_insufficient_funds')]);
    await wallet.elementMessage.filter({ hasText: /funds/ }).waitFor();
    await page.locator('#merchant-error').waitFor();
    await fitWalletFrame(page);
    await page.screenshot({ path: `${out}/${kind}-declined-${width}-${scheme}.png`, fullPage: true });
  }
  // The express checkout's test sheet after a change of address (the merchant's new total).
  const express = new WalletPage(page, urls.merchantUrl, 'apple-pay');
  await express.open('?express=1');
  const sheet = await express.openSheet();
  await sheet.setViewportSize({ width: 420, height: 640 });
  await sheet.emulateMedia({ colorScheme: scheme });
  const address = sheet.getByLabel('Ship to');
  await address.selectOption({ label: 'London, EC1A 1BB, GB' });
  await sheet.locator('.total', { hasText: '32.00 USD' }).waitFor();
  await page.screenshot({ path: `${out}/apple-pay-express-${width}-${scheme}.png`, fullPage: true });
  await sheet.screenshot({ path: `${out}/wallet-test-sheet-${width}-${scheme}.png` });
  await sheet.close();
  await page.close();
  // No Apple Pay in this browser: no button; the demo page shows what its error handler got.
  const bare = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
  await new WalletPage(bare, urls.merchantUrl, 'apple-pay').open();
  await bare.locator('#merchant-error').waitFor();
  await bare.screenshot({ path: `${out}/apple-pay-unavailable-${width}-${scheme}.png`, fullPage: true });
  await bare.close();
}
