import { expect, test, TEST_CARDS } from './support/fixtures';

test.describe('card payment across two origins', () => {
  for (const path of ['/card-script.html', '/card-esm.html'] as const) {
    test(`a test card pays and lands on the success page (${path})`, async ({ cardPage, page, checkoutUrl }) => {
      await cardPage.open(path);
      expect(new URL(await page.locator('#card-element iframe').getAttribute('src') ?? '').origin).toBe(checkoutUrl);
      await cardPage.fill(TEST_CARDS.visa);
      await cardPage.pay();
      await expect(page).toHaveURL(/\/success\.html\?intent_id=int_/);
      await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
      // The sandbox holds the intent as SUCCEEDED (the success page asks the merchant server, which asks the sandbox).
      await expect(page.locator('#detail')).toContainText('SUCCEEDED');
    });
  }

  test('mastercard pays too', async ({ cardPage, page }) => {
    await cardPage.open();
    await cardPage.fill(TEST_CARDS.mastercard, '01 / 40', '999');
    await cardPage.pay();
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  });

  test('a provider hiccup (503 once) is retried by the frame and the payment succeeds', async ({ cardPage, page, merchantUrl }) => {
    await cardPage.open();
    await cardPage.fill(TEST_CARDS.flaky);
    await cardPage.pay();
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
    const intentId = new URL(page.url()).searchParams.get('intent_id');
    const intent = await (await page.request.get(`${merchantUrl}/api/intents/${intentId}`)).json();
    expect(intent.status).toBe('SUCCEEDED');
  });
});
