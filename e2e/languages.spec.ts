import { keepCreatedElement, updateLocale } from './support/created-element';
import { expect, test } from './support/fixtures';

// A language other than English is fetched on demand (spec §7) and applied before the
// frame says ready: the shopper never sees English first, and the iframe's accessible
// name is translated too.
test('a German shopper gets a German card element', async ({ cardPage, page }) => {
  await cardPage.open('/card-script.html', '?lang=de');
  const frame = page.frames().find((f) => f.url().includes('#/elements/card'))!;
  await expect.poll(() => frame.evaluate(() => document.documentElement.lang)).toBe('de');
  const english = { number: 'Card number', title: 'Secure card payment input' };
  const label = await cardPage.frame.locator('input[name="number"]').evaluate((input) => input.closest('label')?.textContent ?? '');
  expect(label.trim()).not.toBe('');
  expect(label.trim()).not.toBe(english.number);
  const title = await page.locator('#card-element iframe').getAttribute('title');
  expect(title).not.toBe(english.title);
  expect(title).not.toBe('Secure payment input');
});

// A merchant's update({ locale }) switches the mounted element's language at run time,
// right-to-left included, and back to English (bundled, never fetched).
test('update({ locale }) switches the language of a mounted element', async ({ cardPage, page }) => {
  await keepCreatedElement(page);
  await cardPage.open('/card-script.html');
  const label = cardPage.frame.locator('label:has(input[name="number"])');
  const html = cardPage.frame.locator('html');
  await expect(label).toContainText('Card number');

  const update = (locale: string) => updateLocale(page, locale);
  await update('fr');
  await expect(label).toContainText('Numéro de carte');
  await expect(html).toHaveAttribute('lang', 'fr');
  await update('ar');
  await expect(label).toContainText('رقم البطاقة');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await update('en');
  await expect(label).toContainText('Card number');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
});
