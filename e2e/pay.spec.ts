import { expect, test, TEST_CARDS } from './support/fixtures';
import { payWithCardElement } from './support/card-element';

test.describe('card payment across two origins', () => {
  for (const path of ['/card-script.html', '/card-esm.html'] as const) {
    test(`a test card pays and lands on the success page (${path})`, async ({ cardPage, page, checkoutUrl }) => {
      await cardPage.open(path);
      expect(new URL((await page.locator('#card-element iframe').getAttribute('src')) ?? '').origin).toBe(checkoutUrl);
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

test('update({ intent_id, client_secret }) swaps the intent without remounting: the new amount is paid, the first intent is untouched', async ({
  page,
  merchantUrl,
  checkoutUrl,
}) => {
  await page.goto(merchantUrl);
  const make = (amount: number) =>
    page.evaluate(
      async (amount) =>
        (
          await fetch('/api/create-intent', {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ amount, currency: 'USD' }),
          })
        ).json() as Promise<{ intent_id: string; client_secret: string }>,
      amount,
    );
  const first = await make(10);
  const second = await make(42);
  await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
  await page.evaluate(
    async ({ first }) => {
      document.body.insertAdjacentHTML('beforeend', '<div id="target"></div>');
      const w = window as unknown as { Portico: typeof import('../sdk/index'); card: unknown };
      const portico = await w.Portico.init();
      const card = portico.createElement('card', { intent_id: first.intent_id, client_secret: first.client_secret });
      await new Promise((resolve) => {
        card.on('ready', resolve);
        card.mount('#target');
      });
      w.card = card;
    },
    { first },
  );
  const frame = page.frameLocator('#target iframe');
  await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.locator('#target iframe').evaluate((iframe) => iframe.setAttribute('data-test-mark', 'first'));
  const paid = await page.evaluate(
    async ({ second }) => {
      const card = (window as unknown as { card: import('../sdk/index').PorticoElement<'card'> }).card;
      // Half an intent is refused, naming what is missing, before anything is sent.
      const half = await card
        .update({ intent_id: second.intent_id } as never)
        .catch((error: { code: string; message: string }) => `${error.code}: ${error.message}`);
      await card.update({ intent_id: second.intent_id, client_secret: second.client_secret });
      return { half, intent: await card.confirm() };
    },
    { second },
  );
  expect(paid.half).toMatch(/^invalid_options: .*client_secret/);
  expect(paid.intent).toMatchObject({ id: second.intent_id, status: 'SUCCEEDED', amount: 42 });
  // The same frame, and what the shopper typed before the update, paid it.
  await expect(page.locator('#target iframe')).toHaveAttribute('data-test-mark', 'first');
  const firstNow = await (await page.request.get(`${merchantUrl}/api/intents/${first.intent_id}`)).json();
  expect(firstNow.status).toBe('REQUIRES_PAYMENT_METHOD');
});

test("a platform's page names its connected account: every API call of the frame acts for it (x-on-behalf-of), and the card pays", async ({
  page,
  merchantUrl,
  checkoutUrl,
}) => {
  await page.goto(merchantUrl);
  const intent = await page.evaluate(
    async () =>
      (
        await fetch('/api/create-intent', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ amount: 12, currency: 'USD' }),
        })
      ).json() as Promise<{ intent_id: string; client_secret: string }>,
  );
  const apiCalls: Array<{ path: string; onBehalfOf: string | undefined }> = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin === checkoutUrl && url.pathname.startsWith('/api/v1/pa/'))
      apiCalls.push({ path: url.pathname, onBehalfOf: request.headers()['x-on-behalf-of'] });
  });
  const paid = await payWithCardElement(page, checkoutUrl, intent, { onBehalfOf: 'acct_connected_1' });
  expect(paid).toMatchObject({ ok: true, value: { id: intent.intent_id, status: 'SUCCEEDED' } });
  expect(apiCalls.map((call) => call.path)).toContain(`/api/v1/pa/payment_intents/${intent.intent_id}/confirm`);
  expect(apiCalls.filter((call) => call.onBehalfOf !== 'acct_connected_1')).toEqual([]);
});
