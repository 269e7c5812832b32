/**
 * A shopper on a bad network or during a deploy: offline at the click, nothing is sent
 * and the shopper is told so, and once back online one click pays once; the card's
 * chunk gone (a 404 after a deploy), the frame retries as spec §9 says (2 more tries), then shows the
 * crash screen, and the merchant's page is never navigated.
 */
import type { Request } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';

const isConfirm = (request: Request) => request.method() === 'POST' && /\/payment_intents\/[^/]+\/confirm$/.test(new URL(request.url()).pathname);

test('offline at the click: nothing sent, the shopper told so; back online, the next click pays once', async ({ cardPage, page, context }) => {
  const confirms: string[] = [];
  page.on('request', (request) => {
    if (isConfirm(request)) confirms.push(request.url());
  });
  await cardPage.open();
  await cardPage.fill(TEST_CARDS.visa);
  await context.setOffline(true);
  await cardPage.pay();
  await expect(cardPage.elementMessage).toHaveText("You're offline, so nothing was sent. Reconnect to the internet, then try again.");
  await expect
    .poll(() => cardPage.merchantError().catch(() => null))
    .toMatchObject({ code: 'network_error', audience: 'network', details: { reason: 'offline', sent: false } });
  await expect(page.locator('#pay')).toBeEnabled();
  await context.setOffline(false);
  // The `online` event clears the message: the form is as the shopper left it.
  await expect(cardPage.elementMessage).toBeEmpty();
  await expect(cardPage.frame.locator('input[name="number"]')).toHaveValue('4111 1111 1111 1111');
  await cardPage.pay();
  await cardPage.expectPaid();
  expect(confirms).toHaveLength(1);
});

test("the card's chunk is gone after a deploy: the import and its 2 retries, then the crash screen; the merchant page stays where it is", async ({
  page,
  merchantUrl,
}) => {
  const attempts: string[] = [];
  await page.route('**/static/js/CardElement.*.js', (route) => {
    if (route.request().frame().parentFrame() !== null) attempts.push(route.request().frame().name() || route.request().frame().url());
    return route.fulfill({ status: 404, body: 'Not Found' });
  });
  const navigations: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigations.push(frame.url());
  });
  await page.goto(`${merchantUrl}/card-script.html`);
  const frame = page.frameLocator('#card-element iframe');
  await expect(frame.getByText('There is something wrong, please reload the page.')).toBeVisible({ timeout: 20_000 });
  await expect(frame.getByRole('link')).toBeVisible();
  expect(navigations).toEqual([`${merchantUrl}/card-script.html`]);
  expect(page.url()).toBe(`${merchantUrl}/card-script.html`);
  // Each frame that wanted the chunk (the card's, the warm-up frame's) asked for it at most 4 times:
  // the document's preload hint, then spec §9's import and its 2 retries; never in a loop.
  const perFrame = new Map<string, number>();
  for (const frameId of attempts) perFrame.set(frameId, (perFrame.get(frameId) ?? 0) + 1);
  expect(attempts.length).toBeGreaterThan(0);
  for (const [frameId, count] of perFrame) expect(count, frameId).toBeLessThanOrEqual(4);
});
