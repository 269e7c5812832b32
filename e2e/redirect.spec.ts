/**
 * The redirect element across the two origins: the merchant's confirm, the SDK
 * sending the page to the bank's (GET), or through the checkout's /page/redirect
 * (a POST form), the bank's Pay, and the way back to the checkout's result page.
 * A next action whose address is not http(s) is never followed. axe for these screens
 * is the screen walk's (e2e/screen-walk.spec.ts): the element from initial to leaving for
 * the bank, and /page/redirect in each state, the incomplete address included.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { addressParams } from './support/address-params';

async function open(page: Page, merchantUrl: string): Promise<void> {
  await page.goto(`${merchantUrl}/redirect.html`);
  await expect(page.locator('#pay')).toBeEnabled();
}

test.describe('redirect element (open banking)', () => {
  test("confirm sends the merchant's page to the bank; Pay there brings the shopper back to the checkout's result page", async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    await open(page, merchantUrl);
    await expect(page.frameLocator('#redirect-element iframe').getByText(/approve this payment on your bank's page/)).toBeVisible();
    await page.locator('#pay').click();
    await expect(page).toHaveURL(/\/simulator\/bank\?session=ses_/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`^${checkoutUrl}/page/open_banking/success[?#]`));
    const back = addressParams(page.url());
    expect(back.get('status')).toBe('SUCCEEDED');
    expect(back.get('return_url')).toMatch(/\/success\.html\?intent_id=int_/);
    // The client secret came back after the hash: in no request's address.
    expect(new URL(page.url()).search).not.toContain('client_secret');
  });

  test('a bank reached by a form post: the checkout posts it from /page/redirect', async ({ page, merchantUrl, checkoutUrl }) => {
    await open(page, merchantUrl);
    // The sandbox's knob for a bank that takes a form post (docs/sandbox/methods.md).
    await page.route('**/api/v1/pa/payment_intents/*/confirm', async (route) => {
      const body = route.request().postDataJSON() as Record<string, unknown>;
      await route.continue({ postData: JSON.stringify({ ...body, payment_method: { type: 'open_banking', open_banking: { redirect_method: 'POST' } } }) });
    });
    const posted = page.waitForRequest((request) => request.url().endsWith('/simulator/bank') && request.method() === 'POST');
    await page.locator('#pay').click();
    expect((await posted).postData()).toMatch(/^session=ses_/);
    await expect(page).toHaveURL(/\/simulator\/bank$/);
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page).toHaveURL(new RegExp(`^${checkoutUrl}/page/open_banking/success\\?`));
  });

  for (const url of ['javascript:alert(document.domain)', 'data:text/html,<h1>phish</h1>']) {
    test(`a next action to ${url.slice(0, 11)}… is never followed: the merchant hears unsafe_next_action`, async ({ page, merchantUrl }) => {
      await open(page, merchantUrl);
      await page.route('**/api/v1/pa/payment_intents/*/confirm', async (route) => {
        const response = await route.fetch();
        const intent = (await response.json()) as Record<string, unknown>;
        await route.fulfill({ response, json: { ...intent, next_action: { type: 'redirect', method: 'GET', url } } });
      });
      await page.locator('#pay').click();
      await expect(page.locator('#merchant-error')).toContainText('unsafe_next_action');
      // Then a valid confirm (the provider's own answer): the page goes to the bank, so nothing else was followed before.
      await page.unroute('**/api/v1/pa/payment_intents/*/confirm');
      await page.locator('#pay').click();
      await expect(page).toHaveURL(/\/simulator\/bank\?session=ses_/);
    });
  }
});

test.describe('/page/redirect', () => {
  test('an incomplete address says so (nothing is fetched or followed)', async ({ page, checkoutUrl }) => {
    await page.goto(`${checkoutUrl}/#/page/redirect`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This link is incomplete. Go back to the shop and try again.');
  });
});
