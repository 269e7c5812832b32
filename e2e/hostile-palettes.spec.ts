/**
 * Issue 26's "contrast guaranteed for real": the merchant's colours and the colour of
 * their page behind the frame (measured by the SDK, protocol's `page_color`) in the
 * combinations that broke it — a pale brand, the docs' dark background on a light page,
 * light text on a dark page, mid-grey everything — and axe over the card, the drop-in
 * and the hosted page, every WCAG 2.2 AA tag, no rule disabled.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The demo pages' `?brand=&text=&background=` (the appearance) and `?page=` (the merchant page's own colour). */
const HOSTILE = {
  'pale brand': { brand: '#ffe066' },
  'dark background on a light page': { background: '#101418', page: '#ffffff' },
  'light text on a dark page': { text: '#f8f9fa', page: '#101418' },
  'mid-grey everything': { brand: '#808080', text: '#808080', background: '#808080', page: '#808080' },
} as const;

const query = (palette: Readonly<Record<string, string>>, extra = '') => `?${new URLSearchParams(palette).toString()}${extra}`;

/** axe's violations as "rule: target (summary)", so a failure says what and where. */
async function violations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const { violations: found } = await (include ? builder.include(include) : builder).analyze();
  return found.flatMap((violation) => violation.nodes.map((node) => `${violation.id}: ${node.target.join(' ')} (${node.failureSummary ?? ''})`));
}

for (const [name, palette] of Object.entries(HOSTILE)) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`${name}, ${scheme}`, () => {
      test.use({ colorScheme: scheme });

      test('the card element: axe finds nothing, with an error shown', async ({ page, merchantUrl }) => {
        await page.goto(`${merchantUrl}/card-script.html${query(palette)}`);
        const frame = page.frameLocator('#card-element iframe');
        await expect(page.locator('#pay')).toBeEnabled();
        await frame.locator('input[name="number"]').fill('4111 1111');
        await frame.locator('input[name="expiry"]').focus();
        await expect(frame.locator('[role="alert"]')).not.toBeEmpty();
        expect(await violations(page, '#card-element')).toEqual([]);
      });

      test('the drop-in: axe finds nothing, the list and each panel', async ({ page, merchantUrl }) => {
        await page.goto(`${merchantUrl}/dropin.html${query(palette, '&amount=25')}`);
        const frame = page.frameLocator('#dropin iframe');
        await expect(frame.locator('.portico-dropin__pay')).toBeVisible();
        expect(await violations(page, '#dropin')).toEqual([]);
        const googlePay = frame
          .getByRole('radio', { name: /Google Pay/ })
          .or(frame.getByRole('tab', { name: /Google Pay/ }))
          .or(frame.getByRole('button', { name: /^Google Pay/ }));
        if (await googlePay.count()) {
          await googlePay.first().click();
          expect(await violations(page, '#dropin')).toEqual([]);
        }
      });

      test('the hosted page: axe finds nothing', async ({ page, merchantUrl, checkoutUrl }) => {
        await page.goto(`${merchantUrl}/hosted.html${query(palette)}`);
        await page.getByRole('button', { name: 'Pay on the secure checkout page' }).click();
        await page.waitForURL((url) => url.origin === new URL(checkoutUrl).origin);
        await expect(page.locator('.portico-dropin__pay')).toBeVisible();
        expect(await violations(page)).toEqual([]);
      });
    });
  }
}

test('the frame paints the page colour the SDK measured behind it, and the background where no text reads on both', async ({ page, merchantUrl }) => {
  const rootBackground = () =>
    page
      .frameLocator('#card-element iframe')
      .locator('[data-mode]')
      .first()
      .evaluate((root) => getComputedStyle(root).backgroundColor);
  await page.goto(`${merchantUrl}/card-script.html${query({ text: '#303030', page: '#e0e0e0' })}`);
  await expect(page.locator('#pay')).toBeEnabled();
  expect(await rootBackground()).toBe('rgb(224, 224, 224)');
  await page.goto(`${merchantUrl}/card-script.html${query({ background: '#101418', page: '#ffffff' })}`);
  await expect(page.locator('#pay')).toBeEnabled();
  expect(await rootBackground()).toBe('rgb(16, 20, 24)');
});
