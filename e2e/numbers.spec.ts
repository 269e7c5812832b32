/**
 * Issue 26's "numbers in every language": the Arabic hosted page and drop-in read each
 * amount as `Intl.NumberFormat('ar')` writes it, in logical order, isolated from the
 * right-to-left sentence around it (U+2066–2069, which nothing reads aloud).
 */
import { expect, test } from './support/fixtures';

const ISOLATES = /[\u2066-\u2069]/g;

test('the Arabic hosted page: the total and the Pay button carry the amount as Intl writes it, isolated', async ({ page, merchantUrl, checkoutUrl }) => {
  await page.goto(`${merchantUrl}/hosted.html?lang=ar`);
  await page.locator('#pay').click();
  await page.waitForURL((url) => url.origin === new URL(checkoutUrl).origin);
  const pay = page.locator('.portico-dropin__pay');
  await expect(pay).toBeVisible();
  const written = await page.evaluate(() => new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(25));
  // The browser's Intl is the reference: Node's and Chromium's ICU may differ in digits.
  expect(written.replace(ISOLATES, '')).toBe(written);
  const total = (await page.locator('.portico-checkout__amount').textContent()) ?? '';
  expect(total.replace(ISOLATES, '')).toBe(written);
  expect(total).toMatch(/^\u2068.*\u2066US\$\u2069\u2069$/u);
  expect(((await pay.textContent()) ?? '').replace(ISOLATES, '')).toContain(written);
});

test('the Arabic drop-in: a pound amount on its Pay button, isolated', async ({ page, merchantUrl }) => {
  await page.goto(`${merchantUrl}/dropin.html?lang=ar&currency=GBP&amount=25`);
  const pay = page.frameLocator('#dropin iframe').locator('.portico-dropin__pay');
  await expect(pay).toBeVisible();
  const text = (await pay.textContent()) ?? '';
  const written = await page.evaluate(() => new Intl.NumberFormat('ar', { style: 'currency', currency: 'GBP' }).format(25));
  expect(text.replace(ISOLATES, '')).toContain(written);
  expect(text).toContain('\u2066UK£\u2069');
});
