/**
 * The `wechat` element across the two origins. On a desktop it is the QR code body;
 * in a phone's browser (a mobile user agent) the merchant page goes through the
 * checkout's /page/redirect-wechat to WeChat's page (the sandbox's bank page), and
 * comes back through /wechat/jsapi-callback, which asks the provider how it ended.
 * A `javascript:` or `data:` address in a next action is never followed.
 */
import type { Page, Route } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { QrPage, WalletApp } from './support/qr-page';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const SUCCESS = 'Thank you, your payment succeeded';

/** Every address the page's main frame went to, in order. */
function trackNavigations(page: Page): string[] {
  const seen: string[] = [];
  page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(frame.url()));
  return seen;
}

/** Answers the page's next confirm with the real answer, its next action's URL replaced by `url`. */
async function poisonNextConfirm(page: Page, url: string): Promise<void> {
  await page.route(
    '**/api/v1/pa/payment_intents/*/confirm',
    async (route: Route) => {
      const response = await route.fetch();
      const intent = (await response.json()) as { next_action: { url: string } };
      intent.next_action.url = url;
      await route.fulfill({ response, json: intent });
    },
    { times: 1 },
  );
}

test.describe('the wechat element on a desktop', () => {
  test('is a QR code to scan with WeChat; paid in the wallet app, the merchant page goes on', async ({ page, context, merchantUrl, checkoutUrl }) => {
    const qr = new QrPage(page, merchantUrl, checkoutUrl, 'wechat');
    await qr.open();
    await expect(page.locator('#payment-element iframe')).toHaveAttribute('title', 'Secure WeChat Pay payment');
    await expect(qr.frame.getByText(/Scan it with WeChat/)).toBeVisible();
    const confirm = page.waitForRequest((r) => r.url().endsWith('/confirm'));
    const content = await qr.pay();
    expect((await confirm).postDataJSON()).toMatchObject({ payment_method: { type: 'wechatpay', wechatpay: { flow: 'qrcode' } } });
    await expect(qr.frame.getByText('Scan with WeChat to pay')).toBeVisible();
    const wallet = new WalletApp(await context.newPage());
    await wallet.open(content);
    await expect(wallet.fact('Paying with')).toHaveText('WeChat Pay');
    await wallet.payButton.click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });
});

test.describe("the wechat element in a phone's browser", () => {
  test.use({ userAgent: IPHONE, viewport: { width: 390, height: 800 }, isMobile: true, hasTouch: true });

  test("goes to WeChat's page through /page/redirect-wechat, pays there, and comes back to the merchant", async ({ page, merchantUrl, checkoutUrl }) => {
    const seen = trackNavigations(page);
    const qr = new QrPage(page, merchantUrl, checkoutUrl, 'wechat');
    await qr.open();
    await expect(qr.frame.getByText(/taken to WeChat/)).toBeVisible();
    const confirm = page.waitForRequest((r) => r.url().endsWith('/confirm'));
    await page.locator('#pay').click();
    const body = (await confirm).postDataJSON() as { payment_method: unknown; return_url: string };
    expect(body.payment_method).toEqual({ type: 'wechatpay', wechatpay: { flow: 'mobile_web' } });
    expect(body.return_url.startsWith(`${checkoutUrl}/#/wechat/jsapi-callback?`)).toBe(true);

    // The merchant page ends on WeChat's page (the sandbox's bank page), by way of the checkout's.
    await expect(page).toHaveURL(new RegExp(`^${checkoutUrl}/simulator/bank\\?session=ses_`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approve your payment · WeChat Pay');
    const opened = seen.find((url) => url.startsWith(`${checkoutUrl}/#/page/redirect-wechat?intent_id=int_`));
    // The address the merchant page was sent to holds a hand-off, not the client secret, and it is spent: it opens nothing now.
    const handoff = /client_secret=(hof_[\w-]{32})(?:&|$)/.exec(opened ?? '')?.[1];
    expect(handoff, opened).toBeDefined();
    expect(opened).not.toMatch(/eyJ/);
    expect((await page.request.post(`${checkoutUrl}/api/v1/checkout/handoffs/redeem`, { data: { handoff } })).status()).toBe(404);
    // Keyboard: Pay is pressed from the keyboard.
    await page.getByRole('button', { name: 'Pay' }).focus();
    await page.keyboard.press('Enter');

    // Back through the callback page, which asked the provider, to the merchant's return_url.
    await expect(page).toHaveURL(new RegExp(`^${merchantUrl}/success\\.html\\?intent_id=int_\\w+&status=SUCCEEDED$`));
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
    expect(seen.some((url) => url.startsWith(`${checkoutUrl}/?intent_id=`) && url.includes('#/wechat/jsapi-callback?'))).toBe(true);
    expect(seen.every((url) => /^https?:/.test(url))).toBe(true);
  });

  test('the callback page opened before WeChat settled says it is waiting, polls, and goes on once paid', async ({
    page,
    context,
    merchantUrl,
    checkoutUrl,
  }) => {
    const qr = new QrPage(page, merchantUrl, checkoutUrl, 'wechat');
    await qr.open();
    const confirm = page.waitForRequest((r) => r.url().endsWith('/confirm'));
    await page.locator('#pay').click();
    const { return_url: callback } = (await confirm).postDataJSON() as { return_url: string };
    await expect(page).toHaveURL(/\/simulator\/bank\?session=ses_/);

    // WeChat's browser came back early (the shopper switched apps): nothing is settled yet.
    const early = await context.newPage();
    await early.goto(callback);
    await expect(early.getByRole('heading', { level: 1 })).toHaveText('Waiting for WeChat to confirm your payment…');
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
    // The early page learns it by polling the intent, and goes on to the merchant too.
    await expect(early).toHaveURL(new RegExp(`^${merchantUrl}/success\\.html\\?intent_id=int_\\w+&status=SUCCEEDED$`));
  });

  test('with no return_url the callback page says paid and that the page may be closed', async ({ page, merchantUrl, checkoutUrl }) => {
    const qr = new QrPage(page, merchantUrl, checkoutUrl, 'wechat');
    await qr.open('return=0');
    await page.locator('#pay').click();
    await page.getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment received');
    await expect(page.getByText(/You paid/)).toBeVisible();
    await expect(page.getByRole('status')).toHaveText('You can close this page.');
  });

  test("rejected on WeChat's page: the callback page says not completed, and the way back reaches the merchant", async ({ page, merchantUrl, checkoutUrl }) => {
    const qr = new QrPage(page, merchantUrl, checkoutUrl, 'wechat');
    await qr.open();
    await page.locator('#pay').click();
    await page.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment not completed');
    await expect(page.getByText(/refused in the app/)).toBeVisible();
    // The way back carries the intent and the status the provider gave (the merchant reads it again).
    await page.getByRole('link', { name: 'Back to the shop' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`^${merchantUrl}/success\\.html\\?intent_id=int_\\w+&status=REQUIRES_PAYMENT_METHOD$`));
    await expect(page.locator('#headline')).toHaveText('We could not confirm this payment');
  });

  test('the redirect page: "Opening WeChat…" with a link to go by hand, when the browser stays on it', async ({ page, merchantUrl, checkoutUrl }) => {
    // WeChat's page answers the first visit with 204 No Content: the browser keeps the checkout's page (as when it asks before opening an app).
    await page.route('**/simulator/bank?**', (route) => route.fulfill({ status: 204 }), { times: 1 });
    const qr = new QrPage(page, merchantUrl, checkoutUrl, 'wechat');
    await qr.open();
    await page.locator('#pay').click();
    await expect(page).toHaveURL(/#\/page\/redirect-wechat\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Opening WeChat…');
    await expect(page.getByText('If WeChat does not open by itself, use the button below.')).toBeVisible();
    const link = page.getByRole('link', { name: 'Open WeChat' });
    await expect(link).toHaveAttribute('href', new RegExp(`^${checkoutUrl}/simulator/bank\\?session=ses_`));
    // Keyboard: the link is the page's one stop; Enter follows it.
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/simulator\/bank\?session=ses_/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Approve your payment · WeChat Pay');
  });

  for (const unsafe of ['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>']) {
    test(`a ${unsafe.split(':')[0]}: next action is never followed: the element says so and the page stays`, async ({ page, merchantUrl, checkoutUrl }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      const seen = trackNavigations(page);
      const qr = new QrPage(page, merchantUrl, checkoutUrl, 'wechat');
      await qr.open();
      await poisonNextConfirm(page, unsafe);
      await page.locator('#pay').click();
      await expect(qr.alert).toHaveText(/can't be completed here/);
      expect((await qr.merchantError()).code).toBe('unsafe_next_action');
      await expect(page).toHaveURL(`${merchantUrl}/wechat.html`);

      // A valid action last: the next Pay goes to WeChat's page; nothing else happened before or since.
      await page.locator('#pay').click();
      await expect(page).toHaveURL(/\/simulator\/bank\?session=ses_/);
      expect(dialogs).toEqual([]);
      expect(seen.every((url) => /^https?:/.test(url))).toBe(true);
      expect(seen.filter((url) => url.startsWith(`${merchantUrl}/wechat.html`))).toHaveLength(1);
    });
  }

  test('the redirect page never follows a data: address the provider names; it says so, and a good one is followed', async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    const seen = trackNavigations(page);
    // Once, on the redirect page: the element frame's own read of the intent (its client secret check) passes untouched.
    let rewritten = false;
    await page.route('**/api/v1/pa/payment_intents/int_*', async (route) => {
      if (rewritten || route.request().method() !== 'GET' || !page.url().includes('#/page/redirect-wechat')) return route.fallback();
      rewritten = true;
      const response = await route.fetch();
      const intent = (await response.json()) as { next_action: { url: string } };
      intent.next_action.url = 'data:text/html,<h1>not WeChat</h1>';
      await route.fulfill({ response, json: intent });
    });
    const qr = new QrPage(page, merchantUrl, checkoutUrl, 'wechat');
    await qr.open();
    await page.locator('#pay').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/can't be completed here/);
    await expect(page.getByRole('link', { name: 'Open WeChat' })).toHaveCount(0);
    // The same page read again (the route answered once): the provider's real address is followed.
    await page.reload();
    await expect(page).toHaveURL(/\/simulator\/bank\?session=ses_/);
    expect(seen.every((url) => /^https?:/.test(url))).toBe(true);
  });
});
