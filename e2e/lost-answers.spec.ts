/**
 * Lost answers never lie, and one click is one request. The card frame's confirm request
 * is cut at each point a network can cut it — the request lost before the provider, the
 * answer lost after it charged (every attempt), a gateway's 502/504 after it charged, a
 * 429 before it, an answer slower than the frame's 10 s time-out — and each time the
 * shopper ends on the success page of one SUCCEEDED intent, every attempt having carried
 * one request_id (the provider's idempotency: at most one charge).
 */
import type { Page, Route } from '@playwright/test';
import { expect, test, TEST_CARDS, type CardPage } from './support/fixtures';

const CONFIRM = '**/api/v1/pa/payment_intents/*/confirm';

type Fault = (route: Route, attempt: number) => Promise<void>;

/** Lets the request reach the provider, then loses or replaces its answer. */
const afterCharging =
  (answer: (route: Route) => Promise<void>): Fault =>
  async (route) => {
    await route.fetch();
    await answer(route);
  };

const FAULTS: ReadonlyArray<{ readonly name: string; readonly fault: Fault }> = [
  { name: 'the request is lost once, before the provider', fault: async (route, attempt) => (attempt === 1 ? route.abort('failed') : route.continue()) },
  { name: 'the answer is lost on every attempt, after the provider charged', fault: afterCharging((route) => route.abort('failed')) },
  { name: 'a 502 on every attempt, after the provider charged', fault: afterCharging((route) => route.fulfill({ status: 502, body: 'Bad Gateway' })) },
  {
    name: 'a 504 once, after the provider charged',
    fault: async (route, attempt) =>
      attempt === 1 ? afterCharging((r) => r.fulfill({ status: 504, body: 'Gateway Timeout' }))(route, attempt) : route.continue(),
  },
  {
    name: 'a 429 with Retry-After, before the provider',
    fault: async (route, attempt) =>
      attempt === 1
        ? route.fulfill({
            status: 429,
            headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
            body: '{"code":"too_many_requests","message":"Slow down","details":{}}',
          })
        : route.continue(),
  },
];

/** Routes the frame's confirm requests through `fault`; returns the request ids they carried. */
async function cutConfirms(page: Page, fault: Fault): Promise<string[]> {
  const requestIds: string[] = [];
  await page.route(CONFIRM, async (route) => {
    requestIds.push((route.request().postDataJSON() as { request_id: string }).request_id);
    await fault(route, requestIds.length).catch(() => undefined); // the frame may have given up on this request already
  });
  return requestIds;
}

async function expectOnePaidIntent(cardPage: CardPage, requestIds: readonly string[]): Promise<void> {
  await cardPage.expectPaid();
  await expect(cardPage.page.locator('#detail')).toContainText('SUCCEEDED');
  expect(new Set(requestIds).size, `request ids ${requestIds.join(', ')}`).toBe(1);
}

test.describe('a confirm cut by the network: the shopper is told the truth, charged once', () => {
  for (const { name, fault } of FAULTS) {
    test(name, async ({ cardPage, page }) => {
      const requestIds = await cutConfirms(page, fault);
      await cardPage.open();
      await cardPage.fill(TEST_CARDS.visa);
      await cardPage.pay();
      await expectOnePaidIntent(cardPage, requestIds);
    });
  }

  test("the answer comes after the frame's 10 s time-out: the frame asks the provider, and says paid", async ({ cardPage, page }) => {
    test.setTimeout(60_000);
    let waited = { ms: 0, asked: '' };
    const requestIds = await cutConfirms(page, async (route) => {
      const sent = Date.now();
      // Watched from here on, after the confirm went out (the frame also reads the intent when it mounts).
      const askedAfterTimeOut = page.waitForRequest(
        (request) => request.method() === 'GET' && /\/api\/v1\/pa\/payment_intents\/[^/]+$/.test(new URL(request.url()).pathname),
        { timeout: 30_000 },
      );
      const charged = await route.fetch();
      // The frame asks the provider about the intent only once its confirm has timed out: the late answer comes after that.
      const asked = (await askedAfterTimeOut).url();
      waited = { ms: Date.now() - sent, asked };
      await route.fulfill({ response: charged });
    });
    await cardPage.open();
    await cardPage.fill(TEST_CARDS.visa);
    await cardPage.pay();
    await expect(page).toHaveURL(/\/success\.html/, { timeout: 20_000 });
    await expectOnePaidIntent(cardPage, requestIds);
    expect(requestIds).toHaveLength(1); // a timed-out confirm is not sent again: it is asked about
    // The answer was held until the frame had given up on it (its 10 s time-out) and asked about the intent.
    expect(waited.ms).toBeGreaterThanOrEqual(9_500);
    expect(waited.asked).toMatch(/\/payment_intents\/int_/);
  });

  test('a decline whose answer is lost is not called paid', async ({ cardPage, page }) => {
    const requestIds = await cutConfirms(
      page,
      afterCharging((route) => route.abort('failed')),
    );
    await cardPage.open();
    await cardPage.fill(TEST_CARDS.insufficientFunds);
    await cardPage.pay();
    await expect(page.locator('#status')).toHaveText('The payment did not go through.');
    expect(await cardPage.merchantError()).toMatchObject({ code: 'network_error', audience: 'network' });
    expect(new URL(page.url()).pathname).toBe('/card-script.html');
    expect(new Set(requestIds).size).toBe(1);
  });
});

test('ten clicks on a plain Pay button within 100 ms: one confirm request, one payment, one success', async ({ page, merchantUrl }) => {
  const confirms: string[] = [];
  // A click that rejected (`busy`) would be an unhandled rejection of the README's onclick.
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/payment_intents\/[^/]+\/confirm$/.test(new URL(request.url()).pathname)) confirms.push(request.url());
  });
  // The README's page: its Pay button is a plain onclick calling confirm(), never disabled.
  await page.goto(`${merchantUrl}/readme.html`);
  const frame = page.frameLocator('#card iframe');
  await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
  // Clicked from inside the page, 10 ms apart: the page may have gone to the success page before the last.
  await page.evaluate(() => {
    const pay = document.querySelector<HTMLButtonElement>('#pay')!;
    for (let click = 0; click < 10; click += 1) setTimeout(() => pay.click(), click * 10);
  });
  await expect(page).toHaveURL(/\/success\.html\?intent_id=int_/);
  await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
  expect(confirms).toHaveLength(1);
  expect(pageErrors).toEqual([]);
});
