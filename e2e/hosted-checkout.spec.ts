/**
 * The hosted payment page across the two origins: the merchant's page sends the
 * shopper to `/standalone/checkout/{intentId}` with `redirectToCheckout()` (or its
 * server's plain link), the shopper pays with the drop-in on the checkout's own page,
 * and comes back to the merchant's success page — only because the demo merchant's
 * origin is registered. A decline, a 3-D Secure challenge in the whole tab that ends
 * declined (the result page, "Try again"), an unregistered success URL, a broken
 * address, a page inside a frame, recurring mode and the keyboard. axe for these
 * screens is the screen walk's (e2e/screen-walk.spec.ts): the hosted page from initial
 * to paid, the result pages, the broken address and the landing page, light at 1280 px
 * and dark at 320 px.
 */
import type { Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { MERCHANT_KEY } from './support/instructions-page';

const SUCCESS = 'Thank you, your payment succeeded';
/** docs/test-cards.md: the one-time-code page, then the issuer declines (05). */
const CHALLENGE_DECLINE = '4000000000003238';
const CHALLENGE = '4000000000003220';
const BUSINESS = 'Portico Demo Store';

const payButton = (page: Page) => page.locator('.portico-dropin__pay');

async function fillCard(page: Page, number: string = TEST_CARDS.visa): Promise<void> {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
}

/** The demo's "Pay on the secure checkout page": redirectToCheckout() to the checkout origin. */
async function openHosted(page: Page, merchantUrl: string, checkoutUrl: string, query = ''): Promise<void> {
  await page.goto(`${merchantUrl}/hosted.html${query}`);
  await page.getByRole('button', { name: 'Pay on the secure checkout page' }).click();
  await page.waitForURL((url) => url.origin === new URL(checkoutUrl).origin);
  await expect(payButton(page)).toBeVisible();
}

/** A hosted page address built by hand, as a merchant's server would. */
async function handBuiltUrl(
  page: Page,
  merchantUrl: string,
  checkoutUrl: string,
  options: Record<string, unknown>,
): Promise<{ url: string; intentId: string }> {
  const made = (await (await page.request.post(`${merchantUrl}/api/create-intent`, { data: { amount: 12.5, currency: 'USD' } })).json()) as {
    intent_id: string;
    client_secret: string;
  };
  const query = new URLSearchParams({ options: JSON.stringify({ client_secret: made.client_secret, ...options }) });
  return { url: `${checkoutUrl}/#/standalone/checkout/${made.intent_id}?${query.toString()}`, intentId: made.intent_id };
}

async function intentStatus(page: Page, checkoutUrl: string, intentId: string): Promise<string> {
  const intent = (await (await page.request.get(`${checkoutUrl}/api/v1/pa/payment_intents/${intentId}`, { headers: MERCHANT_KEY })).json()) as {
    status: string;
  };
  return intent.status;
}

test.describe('hosted payment page', () => {
  test("redirectToCheckout: the merchant, the amount, the drop-in; paid, back on the merchant's success page; nothing secret before the hash", async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    const requests: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    await openHosted(page, merchantUrl, checkoutUrl);
    const address = new URL(page.url());
    expect(address.pathname + address.search).toBe('/');
    expect(address.hash).toMatch(/^#\/standalone\/checkout\/int_/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Pay ${BUSINESS}`);
    await expect(page.locator('.portico-checkout__amount')).toHaveText('$25.00');
    // The client secret is in the hash only: no request the browser made carries it.
    const secret = JSON.parse(new URLSearchParams(address.hash.split('?')[1]).get('options')!).client_secret as string;
    await fillCard(page);
    await payButton(page).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
    expect(new URL(page.url()).pathname).toBe('/success.html');
    expect(new URL(page.url()).searchParams.get('status')).toBe('SUCCEEDED');
    expect(requests.filter((url) => url.includes(secret) || url.includes(encodeURIComponent(secret)))).toEqual([]);
  });

  test("a plain link from the merchant's server pays the same way", async ({ page, merchantUrl, checkoutUrl }) => {
    await page.goto(`${merchantUrl}/hosted.html?currency=EUR`);
    await page.getByRole('link', { name: /plain link your server builds/ }).click();
    await page.waitForURL((url) => url.origin === new URL(checkoutUrl).origin);
    await expect(page.locator('.portico-checkout__amount')).toHaveText('€25.00');
    await fillCard(page);
    await payButton(page).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('a decline shows on the page and keeps what was typed; a good card then pays the same intent', async ({ page, merchantUrl, checkoutUrl }) => {
    await openHosted(page, merchantUrl, checkoutUrl);
    await fillCard(page, TEST_CARDS.insufficientFunds);
    await payButton(page).click();
    await expect(page.getByRole('alert').first()).toContainText('sufficient funds');
    await expect(page.getByRole('textbox', { name: 'Expiry date' })).toHaveValue('12 / 34');
    await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
    await payButton(page).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('3-D Secure in the whole tab, declined: the result page reads the intent, "Try again" reopens the page, a good card pays', async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    test.setTimeout(60_000);
    await openHosted(page, merchantUrl, checkoutUrl);
    await fillCard(page, CHALLENGE_DECLINE);
    await payButton(page).click();
    await page.locator('#otp').fill('1234');
    await page.locator('button[value="submit"]').click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment not completed');
    await expect(page.getByRole('status')).toContainText('$25.00 did not go through');
    // The cancel URL is registered (the demo's own page): the way back to the shop.
    await expect(page.getByRole('link', { name: `Cancel and go back to ${BUSINESS}` })).toHaveAttribute('href', /\/hosted\.html/);
    await expect(page).toHaveTitle('Payment not completed');
    // What the shopper can do, and the receipt of the attempt: the reference to quote.
    await expect(page.getByText(`Check your details, or try another card or payment method. If it keeps failing, contact ${BUSINESS}.`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Payment details' })).toContainText(/Visa ending in 3238/);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(payButton(page)).toBeVisible();
    await fillCard(page);
    await payButton(page).click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('3-D Secure in the whole tab, passed: back through the result page to the merchant', async ({ page, merchantUrl, checkoutUrl }) => {
    await openHosted(page, merchantUrl, checkoutUrl);
    await fillCard(page, CHALLENGE);
    await payButton(page).click();
    await page.locator('#otp').fill('1234');
    await page.locator('button[value="submit"]').click();
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test("a success URL on an origin the merchant did not register is never followed: the checkout's own result page", async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    const { url, intentId } = await handBuiltUrl(page, merchantUrl, checkoutUrl, {
      success_url: 'https://evil.example/phish',
      cancel_url: 'https://evil.example/cart',
    });
    const foreign: string[] = [];
    await page.route('https://evil.example/**', (route) => {
      foreign.push(route.request().url());
      return route.abort();
    });
    await page.goto(url);
    await expect(payButton(page)).toBeVisible();
    await expect(page.getByRole('link', { name: /Cancel and go back/ })).toHaveCount(0);
    await fillCard(page);
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
    await expect(page.getByRole('status')).toContainText(`${BUSINESS} has received your payment of $12.50`);
    expect(new URL(page.url()).hash).toMatch(/^#\/checkout-success\?/);
    expect(await intentStatus(page, checkoutUrl, intentId)).toBe('SUCCEEDED');
    expect(foreign).toEqual([]);
  });

  test("the merchant's logo, terms and privacy on the page and its receipt; a paid result says merchant, amount, date, card and reference", async ({
    page,
    merchantUrl,
    checkoutUrl,
  }) => {
    const logo = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40"><rect width="120" height="40" fill="#0b7285"/></svg>').toString('base64')}`;
    const { url, intentId } = await handBuiltUrl(page, merchantUrl, checkoutUrl, {
      logo_url: logo,
      terms_url: 'https://shop.example/terms',
      privacy_url: 'https://shop.example/privacy',
    });
    await page.goto(url);
    await expect(payButton(page)).toBeVisible();
    const shown = page.getByRole('img', { name: BUSINESS });
    await expect(shown).toHaveAttribute('src', logo);
    expect(await shown.evaluate((img: HTMLImageElement) => img.getBoundingClientRect().height)).toBe(40);
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Secured by Portico');
    await expect(footer.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', 'https://shop.example/terms');
    await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', 'https://shop.example/privacy');
    await fillCard(page);
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
    await expect(page.getByRole('img', { name: BUSINESS })).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Terms' })).toBeVisible();
    const receipt = page.getByRole('region', { name: 'Payment details' });
    for (const [term, value] of [
      ['Merchant', BUSINESS],
      ['Amount', '$12.50'],
      ['Payment method', 'Visa ending in 1111'],
      ['Reference', intentId],
    ] as const) {
      await expect(receipt.locator('div', { has: page.locator('dt', { hasText: term }) }).locator('dd')).toHaveText(value);
    }
    await expect(receipt.locator('[data-line="date"] dd')).toHaveText(new RegExp(String(new Date().getFullYear())));
  });

  test('the result pages believe the intent, not the address: /checkout-fail of a paid intent says paid', async ({ page, merchantUrl, checkoutUrl }) => {
    const { url, intentId } = await handBuiltUrl(page, merchantUrl, checkoutUrl, {});
    await page.goto(url);
    await fillCard(page);
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
    const secret = JSON.parse(new URLSearchParams(new URL(url).hash.split('?')[1]).get('options')!).client_secret as string;
    const failPage = `${checkoutUrl}/#/checkout-fail?${new URLSearchParams({ options: JSON.stringify({ intent_id: intentId, client_secret: secret }) })}`;
    await page.goto(failPage);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
    // Reopening the paid intent's hosted page offers no second payment.
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment successful');
    await expect(payButton(page)).toHaveCount(0);
  });

  test('a pre_auth intent (spec §3): paid on the hosted page, the result says authorised, not received', async ({ page, checkoutUrl }) => {
    const created = await page.request.post(`${checkoutUrl}/api/v1/pa/payment_intents/create`, {
      headers: MERCHANT_KEY,
      data: { request_id: crypto.randomUUID(), amount: 12.5, currency: 'USD', payment_method_options: { card: { authorization_type: 'pre_auth' } } },
    });
    const intent = (await created.json()) as { id: string; client_secret: string };
    const query = new URLSearchParams({ options: JSON.stringify({ client_secret: intent.client_secret }) });
    await page.goto(`${checkoutUrl}/#/standalone/checkout/${intent.id}?${query.toString()}`);
    await fillCard(page);
    await payButton(page).click();
    await expect(page.getByRole('status')).toContainText('Your payment of $12.50 to');
    await expect(page.getByRole('status')).toContainText('is authorised: the amount is held on your card');
    await expect(page.getByRole('status')).not.toContainText('has received');
    expect(await intentStatus(page, checkoutUrl, intent.id)).toBe('REQUIRES_CAPTURE');
  });

  test('an options string that is not JSON: a clear page, not the crash screen, and onParseHPPOptionError is logged', async ({ page, checkoutUrl }) => {
    await page.request.delete(`${checkoutUrl}/api/v1/simulation/telemetry/logs?name=onParseHPPOptionError`, { headers: MERCHANT_KEY });
    await page.goto(`${checkoutUrl}/#/standalone/checkout/int_1?options=${encodeURIComponent('{"client_secret": "x"')}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This payment link is broken');
    await expect(page.getByRole('alert')).toContainText('go back to the shop');
    await expect(page.getByText('There is something wrong')).toHaveCount(0);
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`${checkoutUrl}/api/v1/simulation/telemetry/logs?name=onParseHPPOptionError`, { headers: MERCHANT_KEY });
          return ((await res.json()) as { count: number }).count;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
  });

  test("inside another site's frame the page takes no payment: it offers to open in its own tab", async ({ page, merchantUrl, checkoutUrl }) => {
    const { url } = await handBuiltUrl(page, merchantUrl, checkoutUrl, {});
    await page.goto(`${merchantUrl}/success.html`);
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.title = 'framed';
      document.body.append(frame);
    }, url);
    const framed = page.frameLocator('iframe[title="framed"]');
    await expect(framed.getByRole('heading', { level: 1 })).toHaveText('Open this page in its own tab');
    await expect(framed.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute('target', '_blank');
    await expect(framed.locator('.portico-dropin__pay')).toHaveCount(0);
  });

  test("the cancel link goes back to the merchant's page", async ({ page, merchantUrl, checkoutUrl }) => {
    await openHosted(page, merchantUrl, checkoutUrl);
    await page.getByRole('link', { name: `Cancel and go back to ${BUSINESS}` }).click();
    await expect(page).toHaveURL(new RegExp(`^${merchantUrl}/hosted\\.html`));
  });

  test('the hosted page fits 375 px, and a keyboard path from the card number to paid', async ({ page, merchantUrl, checkoutUrl }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await openHosted(page, merchantUrl, checkoutUrl);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await page.getByRole('textbox', { name: 'Card number' }).focus();
    await page.keyboard.type(TEST_CARDS.visa);
    // A complete field moves on to the next by itself.
    await expect(page.getByRole('textbox', { name: 'Expiry date' })).toBeFocused();
    await page.keyboard.type('1234');
    await expect(page.getByRole('textbox', { name: 'Security code' })).toBeFocused();
    await page.keyboard.type('123');
    await page.keyboard.press('Enter');
    await expect(page.locator('#headline')).toHaveText(SUCCESS);
  });

  test('recurring mode: redirectToCheckout to the recurring page; the card is saved and the shopper comes back', async ({ page, merchantUrl, checkoutUrl }) => {
    await openHosted(page, merchantUrl, checkoutUrl, '?mode=recurring');
    expect(new URL(page.url()).hash).toMatch(/^#\/standalone\/recurring\?/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Save a payment method for ${BUSINESS}`);
    await fillCard(page);
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment method saved');
    await page.getByRole('link', { name: `Back to ${BUSINESS}` }).click();
    await expect(page.locator('#status')).toHaveText(/^Consent cst_\w+: VERIFIED$/);
  });

  test('recurring mode: a declined card is said on the page, and a good card then saves', async ({ page, merchantUrl, checkoutUrl }) => {
    await openHosted(page, merchantUrl, checkoutUrl, '?mode=recurring');
    await fillCard(page, TEST_CARDS.insufficientFunds);
    await payButton(page).click();
    await expect(page.getByRole('alert').first()).toContainText('sufficient funds');
    await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
    await payButton(page).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Payment method saved');
  });
});

test.describe("the checkout origin's front door", () => {
  test('/ is a landing page, not an error; a query with a hash is dropped (spec §2)', async ({ page, checkoutUrl }) => {
    await page.goto(`${checkoutUrl}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Portico checkout');
    await expect(page.getByText('This page is not available')).toHaveCount(0);
    await page.goto(`${checkoutUrl}/?utm=1#/checkout-fail`);
    expect(new URL(page.url()).search).toBe('');
  });
});
