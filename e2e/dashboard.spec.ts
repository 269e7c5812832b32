/**
 * The test-mode dashboard at /dashboard/ on the checkout origin (issue 41), driven as a
 * merchant's developer would: signed in with the secret key, watching a payment made on
 * the demo site (the other origin) in another tab arrive, reading its decline and 3-D
 * Secure history, refunding part of it and resending the refund's webhook; deactivating a
 * link, rolling a webhook secret; the test clock on servers of the spec's own (moving the
 * suite's shared clock would expire other tests' secrets).
 */
import { expect, test, TEST_CARDS } from './support/fixtures';
import { createEndpoint, disableEndpoint, receiver, SECRET_KEY, signedIn, signIn } from './support/dashboard';
import { fixedLink, makeLink } from './support/payment-links';
import { startClockedServers } from './support/sandbox-clock';

const FRICTIONLESS_3DS = '4000000000003014';

test('a wrong key is refused with a clear error; the right one signs in, and sign-out ends the session', async ({ page, checkoutUrl }) => {
  await signIn(page, checkoutUrl, 'sk_test_not_this_one');
  await expect(page.getByRole('alert')).toHaveText(/not this sandbox’s secret key/);
  await expect(page.getByRole('heading', { name: 'Payments' })).toHaveCount(0);
  await page.getByLabel('Secret key').fill(SECRET_KEY);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === 'portico_dashboard');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/dashboard' });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByLabel('Secret key')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Secret key')).toBeVisible();
});

test.describe('framed', () => {
  // The refusal is what this test looks for: the fixture that fails a test on any CSP refusal stands aside.
  test.use({ policyGuard: async ({}, use) => use() });

  test('the dashboard refuses to be framed, even by the merchant site', async ({ page, merchantUrl, checkoutUrl }) => {
    const response = await page.request.get(`${checkoutUrl}/dashboard/`);
    expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers()['x-frame-options']).toBe('DENY');
    await page.goto(`${merchantUrl}/card-script.html`);
    const blocked = page.waitForEvent('console', (message) => message.text().includes(`Framing '${new URL(checkoutUrl).origin}/' violates`));
    await page.evaluate((src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      frame.id = 'dash-frame';
      document.body.append(frame);
    }, `${checkoutUrl}/dashboard/`);
    expect((await blocked).text()).toContain(`"frame-ancestors 'none'"`);
    await expect(page.frameLocator('#dash-frame').getByLabel('Secret key')).toHaveCount(0);
  });
});

test('a payment made in another tab appears; its decline, 3-D Secure, partial refund and webhook are there to read and resend', async ({
  page,
  context,
  cardPage,
  checkoutUrl,
  request,
}) => {
  test.setTimeout(90_000);
  const hooks = await receiver();
  const endpointId = await createEndpoint(request, checkoutUrl, hooks.url, ['refund.received', 'refund.settled']);
  try {
    const dashboard = await context.newPage();
    await signedIn(dashboard, checkoutUrl);
    await expect(dashboard.locator('.dash-live')).toContainText(/Updated .+ · checks every 3 s/);

    // The shopper, on the demo merchant's site in the first tab: a decline, then a 3-D Secure card that pays.
    await cardPage.open();
    await cardPage.fill(TEST_CARDS.insufficientFunds);
    await cardPage.pay();
    await expect(cardPage.elementMessage).toContainText('sufficient funds');
    await cardPage.frame.locator('input[name="number"]').fill(FRICTIONLESS_3DS);
    await cardPage.pay();
    await cardPage.expectPaid();
    const intentId = new URL(page.url()).searchParams.get('intent_id') ?? '';
    expect(intentId).toMatch(/^int_/);

    // No reload: the list asks again by itself, says when it last did, and marks what arrived since it opened.
    const row = dashboard.locator(`a[href="/dashboard/payments/${intentId}"]`);
    await expect(row).toBeVisible({ timeout: 15_000 });
    await expect(dashboard.locator('tr', { has: row })).toContainText('New');
    await row.click();
    await expect(dashboard).toHaveURL(new RegExp(`/dashboard/payments/${intentId}$`));
    const timeline = dashboard.locator('.dash-timeline');
    const declined = timeline.locator('li', { has: dashboard.getByRole('heading', { name: 'Payment attempt declined' }) });
    await expect(declined).toContainText('insufficient_funds');
    await expect(declined).toContainText('issuer 51');
    await expect(declined).toContainText("The shopper read: “This card doesn't have sufficient funds or credit.");
    const paid = timeline.locator('li', { has: dashboard.getByRole('heading', { name: 'Succeeded' }) });
    await expect(paid).toContainText('3-D Secure: Frictionless');
    await expect(paid).toContainText('outcome succeeded');

    // Part of it back.
    await dashboard.getByLabel(/Refund amount/).fill('1');
    await dashboard.getByRole('button', { name: 'Refund', exact: true }).click();
    await expect(dashboard.getByRole('status').filter({ hasText: /^Refunded/ })).toBeVisible();
    const refund = timeline.locator('li', { has: dashboard.getByRole('heading', { name: /^Refund received/ }) });
    await expect(refund.getByRole('list', { name: 'Webhook deliveries' })).toContainText(`Webhook to ${hooks.url}: Delivered · HTTP 200`, { timeout: 15_000 });
    await refund.getByRole('button', { name: /Resend/ }).click();
    await expect(dashboard.getByRole('status').filter({ hasText: 'Event sent again.' })).toBeVisible();
    await expect(refund.getByRole('list', { name: 'Webhook deliveries' }).locator('li')).toHaveCount(2, { timeout: 15_000 });
  } finally {
    await disableEndpoint(request, checkoutUrl, endpointId);
    hooks.server.close();
  }
});

test('a payment link is deactivated, and a webhook secret rolled, from the dashboard', async ({ page, checkoutUrl, request }) => {
  const title = `Dashboard mug ${crypto.randomUUID().slice(0, 8)}`;
  await makeLink(request, checkoutUrl, fixedLink({ title }));
  const hooks = await receiver();
  const endpointId = await createEndpoint(request, checkoutUrl, hooks.url, ['refund.settled']);
  try {
    await signedIn(page, checkoutUrl);
    await page.getByRole('link', { name: 'Payment links' }).click();
    const card = page.locator('.dash-card', { has: page.getByRole('heading', { name: title }) });
    await card.getByRole('button', { name: `Deactivate ${title}` }).click();
    await expect(card).toContainText('Deactivated');
    await expect(card).toContainText('Inactive');

    await page.getByRole('link', { name: 'Webhooks' }).click();
    const endpoint = page.locator('.dash-card', { has: page.getByRole('heading', { name: hooks.url }) });
    const before = await endpoint.locator('.dash-secret').textContent();
    await endpoint.getByRole('button', { name: `Roll secret of ${hooks.url}` }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is rolled' })).toBeVisible();
    await expect(endpoint).toContainText('old secret signs until');
    await expect(endpoint.locator('.dash-secret')).not.toHaveText(before ?? '');
  } finally {
    await disableEndpoint(request, checkoutUrl, endpointId);
    hooks.server.close();
  }
});

test('a registered origin is added and removed', async ({ page, checkoutUrl }) => {
  const origin = `https://dash-${crypto.randomUUID().slice(0, 8)}.example`;
  await signedIn(page, checkoutUrl);
  await page.getByRole('link', { name: 'Origins' }).click();
  await page.getByLabel(/Origin to add/).fill(origin);
  await page.getByRole('button', { name: 'Add origin' }).click();
  const card = page.locator('.dash-card', { has: page.getByRole('heading', { name: origin }) });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: `Remove ${origin}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${origin} is removed.` })).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('the test clock is read and moved forward a day', async ({ page }) => {
  const servers = await startClockedServers();
  try {
    await signedIn(page, servers.checkoutUrl);
    await page.getByRole('link', { name: 'Test clock' }).click();
    await expect(page.locator('.dash-clock')).toContainText('(the wall clock)');
    await page.getByRole('button', { name: 'Advance a day' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Moved forward a day.' })).toBeVisible();
    await expect(page.locator('.dash-clock')).toContainText(/86[,.\s\u202f]?400 s ahead/);
  } finally {
    await servers.close();
  }
});

test('keyboard only: sign in, reach a payment from the list, refund part of it', async ({ page, checkoutUrl, request }) => {
  const headers = { 'x-api-key': SECRET_KEY };
  const intent = (await (
    await request.post(`${checkoutUrl}/api/v1/pa/payment_intents/create`, {
      headers,
      data: { request_id: crypto.randomUUID(), amount: 31.5, currency: 'USD', merchant_order_id: `kbd_${Date.now()}` },
    })
  ).json()) as { id: string };
  await request.post(`${checkoutUrl}/api/v1/pa/payment_intents/${intent.id}/confirm`, {
    headers,
    data: {
      request_id: crypto.randomUUID(),
      payment_method: { type: 'card', card: { number: TEST_CARDS.visa, expiry_month: '12', expiry_year: '2034', cvc: '123' } },
    },
  });
  /** Presses Tab until what has focus matches `selector`: reachable by keyboard, in the page's order. */
  const tabTo = async (selector: string) => {
    for (let i = 0; i < 60; i++) {
      await page.keyboard.press('Tab');
      if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) return;
    }
    throw new Error(`Tab never reached ${selector}`);
  };
  await page.goto(`${checkoutUrl}/dashboard/`);
  await expect(page.getByLabel('Secret key')).toBeVisible();
  await tabTo('input[name="key"]');
  await page.keyboard.type(SECRET_KEY);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  const href = `/dashboard/payments/${intent.id}`;
  await expect(page.locator(`a[href="${href}"]`)).toBeVisible();
  await tabTo(`a[href="${href}"]`);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await tabTo('.dash-refund input');
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: /^Refunded/ })).toBeVisible();
});
