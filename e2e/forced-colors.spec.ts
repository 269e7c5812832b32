// Issue 26: with forced colours (Windows high contrast) the states a shopper needs stay
// visible in system colours: the Pay button's edge, the focused field, the selected tab and
// the field that is wrong. What the browser computes in the frame is what it draws.
import type { FrameLocator, Locator } from '@playwright/test';
import { expect, test } from './support/fixtures';

test.use({ forcedColors: 'active' });

/** The computed outline and border of `target`'s pseudo-element `pseudo` (or itself). */
async function edge(target: Locator, pseudo: '::after' | '' = ''): Promise<{ outline: string; outlineWidth: number; border: string; borderWidth: number }> {
  return target.evaluate((el, which) => {
    const style = getComputedStyle(el, which || null);
    return {
      outline: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      border: style.borderTopStyle,
      borderWidth: parseFloat(style.borderTopWidth),
    };
  }, pseudo);
}

function dropin(page: import('@playwright/test').Page): FrameLocator {
  return page.frameLocator('#dropin iframe');
}

test('forced colours: the Pay button keeps its edge, the focused field its ring, the wrong field its mark', async ({ page, merchantUrl }) => {
  await page.goto(`${merchantUrl}/dropin.html?layout=accordion`);
  const frame = dropin(page);
  expect(await frame.locator('html').evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  const pay = frame.locator('.portico-dropin__pay');
  await expect(pay).toBeVisible();
  const payEdge = await edge(pay);
  expect(payEdge.border).toBe('solid');
  expect(payEdge.borderWidth).toBeGreaterThanOrEqual(2);

  const number = frame.locator('input[name="number"]');
  const cell = (input: Locator) => input.locator('xpath=ancestor::*[contains(concat(" ", @class, " "), " portico-box__cell ")][1]');
  const expiryCell = cell(frame.locator('input[name="expiry"]'));
  // Before focus, no ring: what follows is the focus's own.
  expect((await edge(expiryCell, '::after')).outline).toBe('none');
  await number.focus();
  const ring = await edge(cell(number), '::after');
  expect(ring.outline).toBe('solid');
  expect(ring.outlineWidth).toBeGreaterThanOrEqual(2);

  await number.pressSequentially('4111 1111');
  await frame.locator('input[name="expiry"]').focus();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  const wrong = await edge(cell(number), '::after');
  expect(wrong.border).toBe('double');
  expect(wrong.borderWidth).toBeGreaterThanOrEqual(3);
  // The field that is right is not marked.
  expect((await edge(cell(frame.locator('input[name="cvc"]')), '::after')).border).not.toBe('double');
});

test('forced colours: the selected tab stands out from the others', async ({ page, merchantUrl }) => {
  await page.goto(`${merchantUrl}/dropin.html?layout=tab`);
  const tabs = dropin(page).getByRole('tab');
  await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
  const selected = await edge(tabs.first());
  const other = await edge(tabs.nth(1));
  expect(selected.border).toBe('solid');
  expect(selected.borderWidth).toBeGreaterThan(other.borderWidth);
});
