/**
 * The ```html blocks of docs/guides/, run as pasted: each is served as a page of the
 * demo merchant's origin, after the SDK's script tag and the values the guide says the
 * merchant's server serves the page with (`intent_id`, `client_secret`, …), and the
 * shopper goes through it. The guides' ```js blocks run in sandbox/contract/guides.test.ts.
 */
import { readFileSync, readdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { MERCHANT_KEY } from './support/instructions-page';
import { expectFrameSettled } from './support/frame-settled';

const GUIDES = new URL('../docs/guides/', import.meta.url);
const RUN_HERE = ['authentication-required.md', 'subscriptions.md'];
/** Guides whose html block is held equal to one another spec runs as pasted (examples/accept-a-payment-guide.test.ts: the README's, by readme.spec.ts). */
const RUN_ELSEWHERE = ['accept-a-payment.md'];

function htmlBlock(guide: string): string {
  const blocks = [...readFileSync(new URL(guide, GUIDES), 'utf8').matchAll(/```html\n([\s\S]*?)```/g)].map((match) => match[1] ?? '');
  expect(blocks, guide).toHaveLength(1);
  return blocks[0]!;
}

/** The guide's block as a page of the merchant's origin: the SDK's script tag, the server's values, the block. */
async function serveGuide(page: Page, merchantUrl: string, checkoutUrl: string, guide: string, values: Record<string, string>): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const served = Object.entries(values)
    .map(([name, value]) => `window.${name} = ${JSON.stringify(value)};`)
    .join('\n');
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${guide}</title>
<script src="${checkoutUrl}/sdk/v0.1.0/portico.js"></script><script>${served}</script></head><body>${htmlBlock(guide)}</body></html>`;
  await page.route(new RegExp(`^${merchantUrl}/(welcome|paid)\\?`), (route) => route.fulfill({ contentType: 'text/html', body: '<p id="done">done</p>' }));
  // A page the merchant's server served (a fulfilled route would lose its loopback address space, and the SDK's script with it), then the guide's.
  await page.goto(`${merchantUrl}/`);
  await page.setContent(html);
  return errors;
}

function api(request: APIRequestContext, checkoutUrl: string) {
  return async (path: string, body?: Record<string, unknown>): Promise<Record<string, unknown> & { id: string }> => {
    const url = `${checkoutUrl}/api/v1/pa${path}`;
    const res = body
      ? await request.post(url, { headers: MERCHANT_KEY, data: { request_id: crypto.randomUUID(), ...body } })
      : await request.get(url, { headers: MERCHANT_KEY });
    return res.json();
  };
}

test('the guides with html blocks are the ones this spec runs, or one run as a copy elsewhere', () => {
  const withHtml = readdirSync(GUIDES).filter((file) => file.endsWith('.md') && readFileSync(new URL(file, GUIDES), 'utf8').includes('```html'));
  expect(withHtml.sort()).toEqual([...RUN_HERE, ...RUN_ELSEWHERE].sort());
});

test("subscriptions.md's page: the terms shown, paid and saved on a VERIFIED consent", async ({ page, request, merchantUrl, checkoutUrl }) => {
  const call = api(request, checkoutUrl);
  const customer = await call('/customers/create', { merchant_customer_id: `guide-${crypto.randomUUID()}` });
  const intent = await call('/payment_intents/create', { amount: 9.99, currency: 'USD', customer_id: customer.id });
  const errors = await serveGuide(page, merchantUrl, checkoutUrl, 'subscriptions.md', { intent_id: intent.id, client_secret: intent.client_secret as string });
  const frame = page.frameLocator('#card iframe');
  await expect(frame.getByRole('region', { name: 'Saved for future payments' })).toBeVisible();
  await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
  await expectFrameSettled(page.locator('#card iframe'));
  await page.locator('#pay').click();
  await expect(page).toHaveURL(`${merchantUrl}/welcome?intent_id=${intent.id}`);
  const paid = await call(`/payment_intents/${intent.id}`);
  expect(paid).toMatchObject({ status: 'SUCCEEDED', payment_consent_id: expect.stringMatching(/^cst_/) });
  expect(await call(`/payment_consents/${paid.payment_consent_id as string}`)).toMatchObject({ status: 'VERIFIED' });
  expect(errors).toEqual([]);
});

test("authentication-required.md's page: the shopper back on-session pays the refused charge through the challenge", async ({
  page,
  request,
  merchantUrl,
  checkoutUrl,
}) => {
  const call = api(request, checkoutUrl);
  const customer = await call('/customers/create', { merchant_customer_id: `guide-${crypto.randomUUID()}` });
  const consent = await call('/payment_consents/create', { customer_id: customer.id, next_triggered_by: 'merchant', merchant_trigger_reason: 'unscheduled' });
  const card = { type: 'card', card: { number: '4000000000003261', expiry_month: '12', expiry_year: '2034', cvc: '123' } };
  const waiting = (await call(`/payment_consents/${consent.id}/verify`, { payment_method: card })) as { next_action: { data: { session: string } } } & {
    id: string;
  };
  const form = { session: waiting.next_action.data.session, otp: '1234', action: 'submit' };
  expect((await request.post(`${checkoutUrl}/simulator/3ds/challenge/submit`, { form, maxRedirects: 0 })).status()).toBeLessThan(400);
  const renewal = await call('/payment_intents/create', { amount: 20, currency: 'USD', customer_id: customer.id });
  expect(await call(`/payment_intents/${renewal.id}/confirm`, { payment_consent_id: consent.id, triggered_by: 'merchant' })).toMatchObject({
    code: 'authentication_required',
  });
  const secret = (await call(`/payment_intents/${renewal.id}`)).client_secret as string;
  const errors = await serveGuide(page, merchantUrl, checkoutUrl, 'authentication-required.md', {
    intent_id: renewal.id,
    client_secret: secret,
    payment_consent_id: consent.id,
  });
  await expect(page.frameLocator('#card iframe').getByRole('textbox', { name: 'Card number' })).toBeVisible();
  await expectFrameSettled(page.locator('#card iframe'));
  await page.getByRole('button', { name: 'Authenticate the payment' }).click();
  const bank = page.frameLocator('dialog[data-portico-3ds] iframe').frameLocator('iframe[name="portico-acs"]');
  await bank.locator('#otp').fill('1234');
  await bank.locator('button[value="submit"]').click();
  await expect(page).toHaveURL(`${merchantUrl}/paid?intent_id=${renewal.id}`);
  expect(await call(`/payment_intents/${renewal.id}`)).toMatchObject({ status: 'SUCCEEDED', captured_amount: 20 });
  expect(errors).toEqual([]);
});
