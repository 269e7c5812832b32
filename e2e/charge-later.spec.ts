/**
 * Recurring to the end: a method saved in the browser on a consent is charged later
 * by the merchant's server with no shopper present (the page is closed), within the
 * consent's terms; the demo's charge-later panel shows each outcome as the merchant's
 * webhook heard it. The metered plan: unscheduled, up to 20.00 a charge.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { MERCHANT_KEY } from './support/instructions-page';
import { clickInView } from './support/in-view';
import { expectFrameSettled } from './support/frame-settled';

async function saveCard(page: Page, merchantUrl: string): Promise<string> {
  await page.goto(`${merchantUrl}/recurring.html?plan=metered`);
  const frame = page.frameLocator('#element iframe');
  const terms = frame.getByRole('region', { name: 'Saved for future payments' });
  await expect(terms).toBeVisible();
  await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.getByRole('button', { name: 'Save and subscribe' }).click();
  await expect(page.locator('#status')).toHaveText('Subscribed: your payment method is saved.');
  return (JSON.parse((await page.locator('#consent-log').textContent()) ?? '{}') as { id: string }).id;
}

function charge(request: APIRequestContext, merchantUrl: string, consentId: string, amount: number) {
  return request.post(`${merchantUrl}/api/recurring/charge`, { data: { consent_id: consentId, amount } });
}

test("a card saved in the browser is charged three times by the merchant's server, no shopper present; a fourth over the terms is refused", async ({
  page,
  request,
  merchantUrl,
  checkoutUrl,
}) => {
  const consentId = await saveCard(page, merchantUrl);
  await page.close();
  const paid: string[] = [];
  for (const amount of [5, 12.5, 20]) {
    const res = await charge(request, merchantUrl, consentId, amount);
    const body = await res.json();
    expect(res.status(), JSON.stringify(body)).toBe(200);
    expect(body).toMatchObject({ status: 'SUCCEEDED', amount, currency: 'USD' });
    paid.push(body.intent_id);
  }
  const over = await charge(request, merchantUrl, consentId, 20.01);
  expect(over.status()).toBe(400);
  expect(await over.json()).toMatchObject({ code: 'consent_amount_outside_terms', details: { consent_id: consentId, max_payment_amount: 20 } });
  // What the provider holds: three merchant-initiated payments on the consent, no CVC asked.
  for (const id of paid) {
    const intent = await (await request.get(`${checkoutUrl}/api/v1/pa/payment_intents/${id}`, { headers: MERCHANT_KEY })).json();
    expect(intent).toMatchObject({
      status: 'SUCCEEDED',
      payment_consent_id: consentId,
      triggered_by: 'merchant',
      latest_payment_attempt: { payment_method: { type: 'card', card: { last4: '1111' } } },
    });
  }
  const consent = await (await request.get(`${checkoutUrl}/api/v1/pa/payment_consents/${consentId}`, { headers: MERCHANT_KEY })).json();
  expect(consent.merchant_charges).toMatchObject({ succeeded: 3 });
  // The merchant's webhook heard each payment.
  await expect
    .poll(async () => {
      const { items } = await (await request.get(`${merchantUrl}/api/webhook-events?consent_id=${consentId}`)).json();
      return (items as Array<{ type: string; object_id: string }>)
        .filter((e) => e.type === 'payment_intent.succeeded')
        .map((e) => e.object_id)
        .sort();
    })
    .toEqual([...paid].sort());
});

test('the charge-later panel: charge now, then a charge the server makes by itself; the webhook shows each outcome', async ({ page, merchantUrl }) => {
  await saveCard(page, merchantUrl);
  const panel = page.getByRole('region', { name: "Charge later, from the merchant's server" });
  await expect(panel).toBeVisible();
  const log = panel.getByRole('listitem');
  await expect(log.filter({ hasText: 'payment_consent.verified' })).toHaveCount(1);
  await panel.getByLabel('Amount').fill('12.50');
  await panel.getByRole('button', { name: 'Charge now' }).click();
  await expect(panel.getByRole('status')).toHaveText(/^Charged 12\.50 USD: SUCCEEDED \(int_/);
  await expect(log.filter({ hasText: /^payment_intent\.succeeded · int_\w+ · 12\.50 USD · SUCCEEDED$/ })).toHaveCount(1);
  await panel.getByLabel('Amount').fill('7.25');
  await panel.getByRole('button', { name: 'Schedule a charge in 3 s' }).click();
  await expect(panel.getByRole('status')).toContainText('watch the webhook');
  await expect(log.filter({ hasText: /^payment_intent\.succeeded · int_\w+ · 7\.25 USD · SUCCEEDED$/ })).toHaveCount(1, { timeout: 20_000 });
  await panel.getByLabel('Amount').fill('25');
  await panel.getByRole('button', { name: 'Charge now' }).click();
  await expect(panel.getByRole('status')).toHaveText(
    /^Refused: consent_amount_outside_terms: The merchant charged 25 USD; the consent's terms allow at most 20 a charge\.$/,
  );
});

test("a direct-debit consent (Bacs, micro-deposits) is charged by the merchant's server under its mandate", async ({
  page,
  request,
  merchantUrl,
  checkoutUrl,
}) => {
  await page.goto(`${merchantUrl}/recurring.html?kind=dropin&currency=GBP&plan=metered`);
  const frame = page.frameLocator('#element iframe');
  await expect(frame.getByRole('heading', { name: 'Saved for future payments' })).toBeVisible();
  const bacs = frame.getByRole('button', { name: /^Bacs Direct Debit/ }).first();
  // Below the fold: a click sent as the page scrolls can miss the frame (e2e/support/in-view.ts).
  await clickInView(bacs);
  await expect(bacs, 'the method opened by the click').toHaveAttribute('aria-expanded', 'true');
  await frame.getByRole('button', { name: 'Enter account details instead' }).click();
  const fields: Record<string, string> = {
    "Account holder's name": 'Ada Lovelace',
    'Email address': 'ada@example.com',
    'Sort code': '108800',
    'Account number': '00012345',
  };
  for (const [label, value] of Object.entries(fields)) await frame.getByLabel(label, { exact: true }).fill(value);
  await frame.getByRole('checkbox').check();
  await frame.getByRole('button', { name: 'Agree and save' }).click();
  await expect(page.locator('#status')).toHaveText('Check your bank statement for two small deposits, then confirm them.');
  const { id } = JSON.parse((await page.locator('#consent-log').textContent()) ?? '{}') as { id: string };
  // The drop-in above the link shrinks to its pending panel after a debounce: a click before that lands on the frame.
  await expectFrameSettled(page.locator('#element iframe'));
  await clickInView(page.getByRole('link', { name: 'Confirm the two deposits' }));
  await page.waitForURL((url) => url.origin === checkoutUrl);
  await page.getByLabel('First deposit').fill('0.32');
  await page.getByLabel('Second deposit').fill('0.45');
  await page.getByRole('button', { name: /^Verify|Confirm/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/verified/i);
  await page.close();
  const res = await charge(request, merchantUrl, id, 15);
  const body = await res.json();
  expect(res.status(), JSON.stringify(body)).toBe(200);
  expect(body).toMatchObject({ status: 'SUCCEEDED', amount: 15, currency: 'GBP' });
  const intent = await (await request.get(`${checkoutUrl}/api/v1/pa/payment_intents/${body.intent_id}`, { headers: MERCHANT_KEY })).json();
  expect(intent).toMatchObject({
    triggered_by: 'merchant',
    payment_consent_id: id,
    latest_payment_attempt: { status: 'SUCCEEDED', payment_method: { type: 'bacs_direct_debit', bacs_direct_debit: { account_last4: '2345' } } },
  });
  const over = await charge(request, merchantUrl, id, 25);
  expect(await over.json()).toMatchObject({ code: 'consent_amount_outside_terms' });
});
