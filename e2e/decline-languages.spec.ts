import { readFileSync } from 'node:fs';
import { expect, test, TEST_CARDS } from './support/fixtures';

/** The shopper-facing decline as each language's own file says it (never a copy typed here). */
function declineIn(language: string): string {
  const file = JSON.parse(readFileSync(new URL(`../runtime/platform/i18n/locales/${language}.json`, import.meta.url), 'utf8')) as {
    payment: { issuer_error: { insufficient_funds: string } };
  };
  return file.payment.issuer_error.insufficient_funds;
}

test.describe("a decline in the shopper's language", () => {
  for (const language of ['ja', 'ar', 'de'] as const) {
    test(`${language}: the card frame's labels and the insufficient-funds decline are in ${language}`, async ({ cardPage }) => {
      await cardPage.open('/card-script.html', `?lang=${language}`);
      const html = cardPage.frame.locator('html');
      await expect(html).toHaveAttribute('lang', language);
      await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
      await cardPage.fill(TEST_CARDS.insufficientFunds);
      await cardPage.pay();
      await expect(cardPage.elementMessage).toHaveText(declineIn(language));
      const number = cardPage.frame.locator('input[name="number"]');
      // The card number reads left to right in Arabic too (digits in groups of four).
      expect(await number.evaluate((input) => getComputedStyle(input).direction)).toBe('ltr');
      await expect(number).toHaveValue('4000 0000 0000 9995');
    });
  }
});
