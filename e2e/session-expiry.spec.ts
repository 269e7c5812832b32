/**
 * A session that expires while the shopper is on the page (issue 39): the card typed, the
 * client secret's hour passes on the sandbox's test clock, Pay → `client_secret_expired`
 * (the merchant's to fix) and the element says the session expired, the card still there;
 * the merchant's server retrieves the intent for a fresh secret, `update({ client_secret })`,
 * and the same typed card pays, charged once. The browser's clock never moves: only the
 * provider's answer says the secret expired. The spec runs its own servers (sandbox-clock.ts).
 */
import type { Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { EXPIRED_TEXT, fields, frameOf, mountOnMerchantPage, pay, type Setup } from './support/expiry-page';
import { fixedLink, makeLink } from './support/payment-links';
import { advanceClock, createIntent, PAST_SECRET_EXPIRY_SECONDS, retrieveIntent, startClockedServers, type ClockedServers } from './support/sandbox-clock';

test.describe.configure({ mode: 'serial' });

let servers: ClockedServers;
test.beforeAll(async () => {
  servers = await startClockedServers();
});
test.afterAll(async () => {
  await servers?.close();
});

for (const setup of ['card', 'split', 'dropin'] satisfies Setup[]) {
  test(`${setup}: a secret expired by the test clock after the card is typed → client_secret_expired and the expiry message, the card kept → update({ client_secret }) → paid without retyping, charged once`, async ({
    page,
  }) => {
    const intent = await createIntent(servers, 31);
    const confirms: number[] = [];
    page.on('response', (response) => {
      if (response.request().method() === 'POST' && /\/payment_intents\/[^/]+\/confirm$/.test(new URL(response.url()).pathname))
        confirms.push(response.status());
    });
    await mountOnMerchantPage(page, servers, setup, intent);
    for (const field of fields(page, setup)) await field.input.fill(field.typed);

    await advanceClock(servers, PAST_SECRET_EXPIRY_SECONDS);
    const expired = await pay(page, setup);
    expect(expired).toMatchObject({ ok: false, code: 'client_secret_expired', audience: 'merchant' });
    if (setup !== 'dropin') expect(expired.details).toMatchObject({ intent_id: intent.id, reason: 'expired' });
    await expect(frameOf(page).getByRole('alert')).toContainText(EXPIRED_TEXT);
    for (const field of fields(page, setup)) await expect(field.input).toHaveValue(field.shown);
    expect(confirms).toEqual([401]);

    // The merchant's server retrieves the intent with its key: the answer carries a fresh client secret.
    const fresh = await retrieveIntent(servers, intent.id);
    expect(fresh.client_secret).not.toBe(intent.client_secret);
    const updated = await page.evaluate(
      (secret) => (window as unknown as { paying: import('../sdk/index').PorticoElement<'card'> }).paying.update({ client_secret: secret }),
      fresh.client_secret,
    );
    expect(updated).toEqual({ updated: true });
    // The session is renewed: its message goes, what was typed stays.
    await expect(frameOf(page).getByText(EXPIRED_TEXT)).toHaveCount(0);
    for (const field of fields(page, setup)) await expect(field.input).toHaveValue(field.shown);

    expect(await pay(page, setup)).toMatchObject({ ok: true, id: intent.id, status: 'SUCCEEDED' });
    expect(confirms).toEqual([401, 200]);
    const paid = await retrieveIntent(servers, intent.id);
    expect(paid).toMatchObject({ status: 'SUCCEEDED', captured_amount: 31 });
  });
}

/** A page of the checkout's own (the hosted page, a payment link): the drop-in in the page, its Pay button. */
async function typeCardOnPage(page: Page): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
}

test("hosted page: the secret expires before Pay → the page says so, nothing was paid, and the shop's way back stays", async ({ page }) => {
  const intent = await createIntent(servers, 12);
  const cancel = `${servers.merchantUrl}/cart.html`;
  const options = { client_secret: intent.client_secret, cancel_url: cancel };
  await page.goto(`${servers.checkoutUrl}/#/standalone/checkout/${intent.id}?${new URLSearchParams({ options: JSON.stringify(options) })}`);
  await typeCardOnPage(page);
  await advanceClock(servers, PAST_SECRET_EXPIRY_SECONDS);
  await page.locator('.portico-dropin__pay').click();
  await expect(page.getByRole('alert')).toHaveText('This payment session has expired, so nothing was paid. Go back to the shop to start again.');
  await expect(page.locator('.portico-dropin__pay')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Cancel and go back/ })).toHaveAttribute('href', cancel);
  expect((await retrieveIntent(servers, intent.id)).status).toBe('REQUIRES_PAYMENT_METHOD');
});

test('payment link: the secret expires before Pay → the page says so and starts again with a fresh intent, which pays', async ({ page, request }) => {
  const link = await makeLink(request, servers.checkoutUrl, fixedLink());
  await page.goto(link.url);
  await typeCardOnPage(page);
  await advanceClock(servers, PAST_SECRET_EXPIRY_SECONDS);
  await page.getByRole('button', { name: 'Pay $12.50' }).click();
  await expect(page.getByRole('alert')).toHaveText('This payment session has expired, so nothing was paid.');
  await page.getByRole('button', { name: 'Start again' }).click();
  await typeCardOnPage(page);
  await page.getByRole('button', { name: 'Pay $12.50' }).click();
  await page.waitForURL((url) => url.hash.startsWith('#/checkout-success'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
});
