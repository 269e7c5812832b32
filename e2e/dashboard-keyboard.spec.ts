/**
 * The test-mode dashboard with the keyboard alone (issue 41, "keyboard-only use"): sign in,
 * then every screen reached through the navigation and the lists, one action on each
 * (refund, resend, disable a consent, deactivate a link, roll a secret, add and remove an
 * origin, advance the clock), with Tab, Shift+Tab, Enter, Space and Escape and no click.
 * After each press the focus shows, and lands where the action leaves the developer: on
 * the new screen's content, in a form it opened, back on its opener, or on the sentence
 * saying what happened. On servers of the spec's own (the clock moves; the lists hold only
 * what this spec made, so each is a few presses long).
 */
import { expect, test } from './support/fixtures';
import { disableEndpoint } from './support/dashboard';
import { makeDashboardObjects, type DashboardObjects } from './support/dashboard-objects';
import { expectFocusOn, expectFocusOnMain, moveFocusTo } from './support/keyboard';
import { startClockedServers, type ClockedServers } from './support/sandbox-clock';

let servers: ClockedServers;
let made: DashboardObjects;

test.beforeAll(async ({ playwright }) => {
  servers = await startClockedServers();
  const request = await playwright.request.newContext();
  made = await makeDashboardObjects(request, servers.checkoutUrl);
  await request.dispose();
});

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext();
  await disableEndpoint(request, servers.checkoutUrl, made.endpoint);
  await request.dispose();
  made.hooks.server.close();
  await servers.close();
});

test('keyboard only: every screen, one action on each, the focus visible and where the action leaves it', async ({ page }) => {
  test.setTimeout(120_000);
  const done = (text: string) => ({ css: '.dash-done', text });
  const nav = (text: string) => ({ css: 'nav a', text });
  const follow = async (name: string, path: string) => {
    await moveFocusTo(page, nav(name), 'Shift+Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/dashboard${path}$`));
    await expectFocusOnMain(page);
  };

  await page.goto(`${servers.checkoutUrl}/dashboard/`);
  await expect(page.getByLabel('Secret key')).toBeVisible();
  await moveFocusTo(page, { css: 'input[name="key"]' });
  await page.keyboard.type(servers.secretKey);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
  await expectFocusOnMain(page);

  // Payments → the payment: refund part of it; then its paid event: resend it.
  await moveFocusTo(page, { css: `a[href="/dashboard/payments/${made.payment}"]` });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
  await expectFocusOnMain(page);
  await moveFocusTo(page, { css: '.dash-refund input' });
  await page.keyboard.type('2');
  await page.keyboard.press('Enter');
  await expectFocusOn(page, done('Refunded'));
  await moveFocusTo(page, { css: 'a', text: 'payment_intent.succeeded' });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/webhooks/events/${made.event}$`));
  await expectFocusOnMain(page);
  await moveFocusTo(page, { css: 'button', text: 'Resend' });
  await page.keyboard.press('Enter');
  await expectFocusOn(page, done('sent again'));
  // The demo merchant's own endpoint may take the event too: only this spec's endpoint's deliveries are counted.
  const toOurs = page.getByRole('list', { name: 'Webhook deliveries' }).locator('li', { hasText: made.endpointUrl });
  await expect(toOurs).toHaveCount(2, { timeout: 15_000 });

  // Customers → the customer → the consent: disable it, with Space.
  await follow('Customers', '/customers');
  await moveFocusTo(page, { css: 'a', text: made.customerName });
  await page.keyboard.press('Enter');
  await expectFocusOnMain(page);
  await moveFocusTo(page, { css: 'a', text: made.consent });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/consents/${made.consent}$`));
  await moveFocusTo(page, { css: 'button', text: 'Disable' });
  await page.keyboard.press('Space');
  await expectFocusOn(page, done('nothing more is charged on it'));
  await expect(page.getByRole('button', { name: /Disable/ })).toHaveCount(0);

  // Payment links: deactivate one (its button goes; the focus goes to the sentence, not the page's top).
  await follow('Payment links', '/links');
  await moveFocusTo(page, { css: 'button', text: `Deactivate ${made.linkTitle}` });
  await page.keyboard.press('Enter');
  await expectFocusOn(page, done(`${made.linkTitle} is deactivated.`));

  // Webhooks → the endpoint: open its form and leave it with Escape; roll its secret.
  await follow('Webhooks', '/webhooks');
  await moveFocusTo(page, { css: 'h3 a', text: made.endpointUrl });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/webhooks/endpoints/${made.endpoint}$`));
  await moveFocusTo(page, { css: 'button', text: 'Change' });
  await page.keyboard.press('Enter');
  await expectFocusOn(page, { css: 'input[type="url"]' });
  await page.keyboard.press('Escape');
  await expectFocusOn(page, { css: 'button', text: 'Change' });
  await moveFocusTo(page, { css: 'button', text: 'Roll secret' });
  await page.keyboard.press('Enter');
  await expectFocusOn(page, done('is rolled'));
  await expect(page.getByText('old secret signs until')).toBeVisible();

  // Origins: add one, then remove it.
  const origin = `https://keys-${crypto.randomUUID().slice(0, 8)}.example`;
  await follow('Origins', '/origins');
  await moveFocusTo(page, { css: 'input[type="url"]' });
  await page.keyboard.type(origin);
  await page.keyboard.press('Enter');
  await expectFocusOn(page, done(`${origin} is registered.`));
  await moveFocusTo(page, { css: 'button', text: `Remove ${origin}` });
  await page.keyboard.press('Enter');
  await expectFocusOn(page, done(`${origin} is removed.`));
  await expect(page.getByRole('heading', { name: origin })).toHaveCount(0);

  // Test clock: a day forward.
  await follow('Test clock', '/clock');
  await moveFocusTo(page, { css: 'button', text: 'Advance a day' });
  await page.keyboard.press('Enter');
  await expectFocusOn(page, done('Moved forward a day.'));
  await expect(page.locator('.dash-clock')).toContainText(/86[,.\s\u202f]?400 s ahead/);

  // And out.
  await moveFocusTo(page, { css: 'button', text: 'Sign out' }, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Secret key')).toBeVisible();
});
