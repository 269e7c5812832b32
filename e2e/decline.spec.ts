import { expect, test, TEST_CARDS } from './support/fixtures';

const DECLINES = [
  {
    card: TEST_CARDS.insufficientFunds,
    code: '51',
    text: "This card doesn't have sufficient funds or credit. Please try a different card.",
  },
  { card: TEST_CARDS.expired, code: '54', text: 'Your card has expired. Please try a different card.' },
  {
    card: TEST_CARDS.declined,
    code: '05',
    text: 'Your card was declined. Please contact your card issuer or try a different card.',
  },
];

test.describe('declines', () => {
  for (const decline of DECLINES) {
    test(`provider code ${decline.code} shows its message and reaches the merchant error handler`, async ({ cardPage, page }) => {
      await cardPage.open();
      await cardPage.fill(decline.card);
      await cardPage.pay();
      await expect(cardPage.elementMessage).toHaveText(decline.text);
      await expect(page.locator('#merchant-error')).toBeVisible();
      const error = await cardPage.merchantError();
      expect(error).toEqual({
        code: 'issuer_declined',
        message: decline.text,
        details: expect.any(Object),
        original_code: decline.code,
        // A decline is the shopper's to act on (a different card), and the payload says so.
        audience: 'customer',
      });
      // Nothing the shopper typed is lost, and the page stays where it was.
      await expect(cardPage.frame.locator('input[name="number"]')).toHaveValue(/\d{4} \d{4} \d{4} \d{4}/);
      await expect(page).toHaveURL(/card-script\.html/);
    });
  }

  test('after a decline, a good card pays the same intent', async ({ cardPage }) => {
    await cardPage.open();
    await cardPage.fill(TEST_CARDS.insufficientFunds);
    await cardPage.pay();
    await expect(cardPage.elementMessage).toContainText('sufficient funds');
    await cardPage.frame.locator('input[name="number"]').fill(TEST_CARDS.visa);
    await expect(cardPage.elementMessage).toBeEmpty();
    await cardPage.pay();
    await cardPage.expectPaid();
  });

  test('incomplete details are refused in the element, with nothing sent', async ({ cardPage, page }) => {
    await cardPage.open();
    await cardPage.fill('4111 1111', '', '');
    await cardPage.pay();
    // Each wrong field has its own line (issue 26): the number's, then the empty expiry's and CVC's.
    await expect(cardPage.elementMessage.locator('p')).toHaveCount(3);
    await expect(cardPage.frame.locator('#portico-card-message-number')).toHaveText('Your card number is incomplete.');
    await expect(page.locator('#status')).toHaveText('Please check your card details.');
    await expect(page.locator('#merchant-error')).toBeHidden();
  });
});
