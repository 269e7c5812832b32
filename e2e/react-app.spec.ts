/**
 * The demo merchant's React app (examples/react-app), built on `portico/react`: with React
 * 19 at `/react/` and, the same source, with Preact through preact/compat at `/preact/`.
 * Each pays with the test card, shows a decline and pays again, and keeps one element
 * through StrictMode's double mount.
 */
import AxeBuilder from '@axe-core/playwright';
import { expect, test, TEST_CARDS } from './support/fixtures';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

for (const [path, ui] of [
  ['/react/', 'React'],
  ['/preact/', 'Preact'],
] as const) {
  test.describe(`the ${ui} merchant app (${path})`, () => {
    test('pays with the test card through <CardElement> and useElement(), one element despite StrictMode', async ({ cardPage, page, checkoutUrl }) => {
      const pageErrors: string[] = [];
      page.on('pageerror', (error) => pageErrors.push(error.message));
      await cardPage.open(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay 25.00 USD — ${ui}`);
      // StrictMode mounts, unmounts and mounts again: the bindings leave exactly one frame.
      await expect(page.locator('#card-element iframe')).toHaveCount(1);
      expect(new URL((await page.locator('#card-element iframe').getAttribute('src')) ?? '').origin).toBe(checkoutUrl);
      await expect(page.locator('#pay')).toHaveAttribute('data-complete', 'false');
      await cardPage.fill(TEST_CARDS.visa);
      // `change` reached the app's state (onChange → setComplete) as soon as the card was complete.
      await expect(page.locator('#pay')).toHaveAttribute('data-complete', 'true');
      await cardPage.pay();
      await cardPage.expectPaid();
      await expect(page.locator('#detail')).toContainText('SUCCEEDED');
      expect(pageErrors).toEqual([]);
    });

    test('a decline is shown in the frame and by the app, and the next card pays the same intent', async ({ cardPage, page }) => {
      await cardPage.open(path);
      await cardPage.fill(TEST_CARDS.insufficientFunds);
      await cardPage.pay();
      await expect(cardPage.elementMessage).toContainText('sufficient funds');
      await expect(page.locator('#status')).toHaveText('The payment did not go through.');
      // onError received the error with its audience: the shopper's to fix.
      await expect.poll(() => cardPage.merchantError().catch(() => null)).toMatchObject({ code: 'issuer_declined', audience: 'customer', original_code: '51' });
      await cardPage.fill(TEST_CARDS.visa);
      await cardPage.pay();
      await cardPage.expectPaid();
    });

    test('the cart changes after the card is typed: the new intent goes through update(), the card stays and pays the new amount', async ({
      cardPage,
      page,
    }) => {
      const logs: string[] = [];
      page.on('console', (message) => logs.push(message.text()));
      await cardPage.open(path);
      const iframe = await page.locator('#card-element iframe').elementHandle();
      await cardPage.fill(TEST_CARDS.visa);
      await expect(page.locator('#pay')).toHaveAttribute('data-complete', 'true');
      await page.locator('#gift-wrap').click();
      await expect(page.locator('#amount')).toHaveText('30.00 USD');
      // The same iframe (not a remount), and what the shopper typed is still in it.
      expect(await page.locator('#card-element iframe').evaluate((now, before) => now === before, iframe)).toBe(true);
      await expect(cardPage.frame.locator('input[name="number"]')).toHaveValue(/4111 ?1111 ?1111 ?1111/);
      await expect(cardPage.frame.locator('input[name="cvc"]')).toHaveValue('123');
      await cardPage.pay();
      await cardPage.expectPaid();
      await expect(page.locator('#detail')).toContainText('30.00 USD');
      expect(logs.filter((text) => text.includes('[portico]') && !text.includes('secure context'))).toEqual([]);
    });

    test('keyboard only: Tab into the card, type, Enter in the frame pays (onSubmit); the page passes axe', async ({ cardPage, page }) => {
      await cardPage.open(path);
      expect((await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations).toEqual([]);
      await page.keyboard.press('Tab'); // the heading's page has no link before the card: the card's frame is first
      const number = cardPage.frame.locator('input[name="number"]');
      await expect(number).toBeFocused();
      await page.keyboard.type(TEST_CARDS.visa);
      // A finished field hands focus on to the next.
      await expect(cardPage.frame.locator('input[name="expiry"]')).toBeFocused();
      await page.keyboard.type('1234');
      await expect(cardPage.frame.locator('input[name="cvc"]')).toBeFocused();
      await page.keyboard.type('123');
      await expect(page.locator('#pay')).toHaveAttribute('data-complete', 'true');
      await page.keyboard.press('Enter');
      await cardPage.expectPaid();
    });
  });
}
