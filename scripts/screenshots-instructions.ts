/**
 * Screenshots of the pay-later methods' pages (runtime/features/instructions/pages/): for each
 * method its form, its instructions and "paid", and the result page; opened from
 * the demo merchant's page as a shopper would, settled by the sandbox's simulation API.
 */
import type { Page } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';
import { addressParams } from '../e2e/support/address-params';

const KEY = process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY;

/** Demo button, file name and, for konbini and Pay-easy, the form. */
const METHODS = [
  { name: 'konbini', button: /^Konbini/, store: 'lawson' },
  { name: 'pay-easy', button: /^Pay-easy/ },
  { name: 'spei', button: /^SPEI/ },
  { name: 'bank-transfer', button: /^Bank transfer/ },
  { name: 'paynow', button: /^PayNow/ },
] as const;

async function settle(checkoutUrl: string, intentId: string): Promise<void> {
  const res = await fetch(`${checkoutUrl}/api/v1/simulation/pa/shopper_actions/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': KEY },
    body: JSON.stringify({ request_id: crypto.randomUUID(), intent_id: intentId }),
  });
  if (!res.ok) throw new Error(`shopper_actions/pay: ${res.status} ${await res.text()}`);
}

/** Konbini in the drop-in's frame: the same body, its instructions in the merchant's page. */
async function shootDropinKonbini(page: Page, merchantUrl: string, suffix: string, out: string): Promise<void> {
  await page.goto(`${merchantUrl}/dropin.html?currency=JPY&amount=1200&country=JP`);
  const frame = page.frameLocator('#dropin iframe');
  await frame.getByRole('button', { name: /^Konbini/ }).click();
  await frame.getByLabel('Store', { exact: true }).selectOption('lawson');
  await frame.getByLabel('Full name').fill('山田 太郎');
  await frame.getByLabel('Email address').fill('taro@example.jp');
  await frame.getByLabel('Phone number').fill('09012345678');
  await frame.getByRole('button', { name: 'Get payment instructions' }).click();
  await frame.locator('.portico-instr__sheet').waitFor();
  // The frame follows its content's height (onResize, debounced 60 ms): look until two looks agree that it fits.
  const inner = await (await page.locator('#dropin iframe').elementHandle())?.contentFrame();
  for (let fits = 0; fits < 2;) {
    await page.waitForTimeout(150);
    const content = (await inner?.evaluate(() => Math.ceil(document.querySelector('.portico-dropin')!.getBoundingClientRect().height))) ?? 0;
    const frameHeight = await page.evaluate(() => document.querySelector<HTMLIFrameElement>('#dropin iframe')?.offsetHeight ?? 0);
    fits = frameHeight >= content ? fits + 1 : 0;
  }
  // A full-page capture draws only the viewport's part of a cross-origin frame: make the viewport the page's height.
  const viewport = page.viewportSize();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  if (viewport) await page.setViewportSize({ width: viewport.width, height: pageHeight });
  await page.screenshot({ path: `${out}/instructions-dropin-konbini-sheet-${suffix}.png` });
  if (viewport) await page.setViewportSize(viewport);
}

export async function shootInstructions(page: Page, urls: { merchantUrl: string; checkoutUrl: string }, suffix: string, out: string): Promise<void> {
  for (const method of METHODS) {
    await page.goto(`${urls.merchantUrl}/instructions.html`);
    await page.getByRole('button', { name: method.button }).click();
    await page.waitForURL((url) => url.origin === urls.checkoutUrl);
    const pay = page.getByRole('button', { name: 'Get payment instructions' });
    await pay.waitFor();
    if (method.name === 'konbini' || method.name === 'pay-easy') {
      if ('store' in method) await page.getByLabel('Store').selectOption(method.store);
      await page.getByLabel('Full name').fill('山田 太郎');
      await page.getByLabel('Email address').fill('taro@example.jp');
      await page.getByLabel('Phone number').fill('090123456');
      await pay.click();
      await page.getByText('Enter a phone number of 10 or 11 digits.').waitFor();
      await page.screenshot({ path: `${out}/instructions-${method.name}-form-${suffix}.png`, fullPage: true });
      await page.getByLabel('Phone number').fill('090-1234-5678');
    } else {
      await page.screenshot({ path: `${out}/instructions-${method.name}-form-${suffix}.png`, fullPage: true });
    }
    await pay.click();
    await page.locator('.portico-instr__sheet').waitFor();
    // The heading has focus (it replaced the form): blur it, as the shopper's next click would.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.screenshot({ path: `${out}/instructions-${method.name}-sheet-${suffix}.png`, fullPage: true });
    if (suffix === '1280-light') {
      // What the print stylesheet leaves: the sheet alone, without its buttons.
      await page.emulateMedia({ media: 'print' });
      await page.screenshot({ path: `${out}/instructions-${method.name}-print.png`, fullPage: true });
      await page.emulateMedia({ media: 'screen' });
    }
    // The page's parameters are after the hash (never sent to a server).
    const query = addressParams(page.url());
    await settle(urls.checkoutUrl, query.get('intent_id') ?? '');
    await page.getByRole('heading', { name: 'Payment received' }).waitFor({ timeout: 20_000 });
    await page.screenshot({ path: `${out}/instructions-${method.name}-paid-${suffix}.png`, fullPage: true });
    if (method.name === 'konbini') {
      await page.goto(`${urls.checkoutUrl}/page/konbini/success?${query}&return_url=${encodeURIComponent(`${urls.merchantUrl}/success.html`)}`);
      await page.getByRole('heading', { name: 'Payment received' }).waitFor();
      await page.screenshot({ path: `${out}/instructions-result-paid-${suffix}.png`, fullPage: true });
    }
  }
  await shootDropinKonbini(page, urls.merchantUrl, suffix, out);
}
