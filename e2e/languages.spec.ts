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
