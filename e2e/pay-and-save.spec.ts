/**
 * Issue 39 end to end: pay and save with a card in an element, then the merchant's
 * charge on the new consent; a charge answered authentication_required, completed by
 * the shopper on-session through the element and the bank's challenge, paid once; a
 * partial and a full refund with their webhook deliveries.
 */
import type { APIRequestContext, FrameLocator, Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { MERCHANT_KEY } from './support/instructions-page';
import { expectFrameSettled } from './support/frame-settled';
import { startReceiver } from '../sandbox/webhooks/test-receiver';

const AUTH_REQUIRED = '4000000000003261';
const CODE = '1234';

type Json = Record<string, unknown> & { id: string; client_secret: string };

function api(request: APIRequestContext, checkoutUrl: string) {
  return async (path: string, body?: Record<string, unknown>, headers: Record<string, string> = MERCHANT_KEY): Promise<{ status: number; body: Json }> => {
    const url = `${checkoutUrl}/api/v1${path}`;
    const res = body ? await request.post(url, { headers, data: { request_id: crypto.randomUUID(), ...body } }) : await request.get(url, { headers });
    return { status: res.status(), body: (await res.json()) as Json };
  };
}

async function customerIntent(call: ReturnType<typeof api>): Promise<Json> {
  const customer = (await call('/pa/customers/create', { merchant_customer_id: `e2e-${crypto.randomUUID()}` })).body;
  return (await call('/pa/payment_intents/create', { amount: 9.99, currency: 'USD', customer_id: customer.id })).body;
}

/** The SDK by its script tag on a merchant page, and a card element with `options` mounted in #target. */
async function mountCard(page: Page, merchantUrl: string, checkoutUrl: string, options: Record<string, unknown>): Promise<FrameLocator> {
  await page.goto(`${merchantUrl}/`);
  await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
  await page.evaluate(async (options) => {
    document.body.insertAdjacentHTML('beforeend', '<div id="target"></div>');
    const w = window as unknown as { Portico: typeof import('../sdk/index'); card: unknown };
    const card = (await w.Portico.init({})).createElement('card', options as never);
    await new Promise((resolve) => {
      card.on('ready', resolve);
      card.mount('#target');
    });
    w.card = card;
  }, options);
  return page.frameLocator('#target iframe');
}

function confirm(page: Page, params: Record<string, unknown> = {}): Promise<{ ok: boolean; value: Record<string, unknown> }> {
  return page.evaluate(async (params) => {
    const card = (window as unknown as { card: import('../sdk/index').PorticoElement<'card'> }).card;
    return card.confirm(params as never).then(
      (value) => ({ ok: true, value: value as unknown as Record<string, unknown> }),
      (error: unknown) => ({ ok: false, value: JSON.parse(JSON.stringify(error)) as Record<string, unknown> }),
    );
  }, params);
}

async function typeCard(frame: FrameLocator, number: string): Promise<void> {
  await frame.getByRole('textbox', { name: 'Card number' }).fill(number);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
}

test('pay and save in an element: the terms shown, the intent paid with a new consent, then the merchant charges it', async ({
  page,
  request,
  merchantUrl,
  checkoutUrl,
}) => {
  const call = api(request, checkoutUrl);
  const intent = await customerIntent(call);
  const save = { next_triggered_by: 'merchant', merchant_trigger_reason: 'scheduled' };
  const frame = await mountCard(page, merchantUrl, checkoutUrl, { intent_id: intent.id, client_secret: intent.client_secret, payment_consent: save });
  const terms = frame.getByRole('region', { name: 'Saved for future payments' });
  await expect(terms).toBeVisible();
  await expect(terms).toContainText('to charge this payment method later');
  await typeCard(frame, TEST_CARDS.visa);
  await expectFrameSettled(page.locator('#target iframe'));
  const paid = await confirm(page);
  expect(paid, JSON.stringify(paid.value)).toMatchObject({ ok: true });
  const after = (await call(`/pa/payment_intents/${intent.id}`)).body;
  expect(after.status).toBe('SUCCEEDED');
  const consentId = after.payment_consent_id as string;
  expect((await call(`/pa/payment_consents/${consentId}`)).body).toMatchObject({ status: 'VERIFIED', next_triggered_by: 'merchant' });

  const next = (await call('/pa/payment_intents/create', { amount: 9.99, currency: 'USD', customer_id: after.customer_id })).body;
  const charged = await call(`/pa/payment_intents/${next.id}/confirm`, { payment_consent_id: consentId, triggered_by: 'merchant' });
  expect(charged.status).toBe(200);
  expect(charged.body).toMatchObject({ status: 'SUCCEEDED', payment_consent_id: consentId, triggered_by: 'merchant' });
});

test('authentication_required: the merchant’s charge waits for the shopper, who pays it on-session through the challenge, once', async ({
  page,
  request,
  merchantUrl,
  checkoutUrl,
}) => {
  const call = api(request, checkoutUrl);
  // The card saved on a consent by verify, its challenge at save answered as the shopper would.
  const customer = (await call('/pa/customers/create', { merchant_customer_id: `e2e-${crypto.randomUUID()}` })).body;
  const consent = (
    await call('/pa/payment_consents/create', { customer_id: customer.id, next_triggered_by: 'merchant', merchant_trigger_reason: 'unscheduled' })
  ).body;
  const card = { type: 'card', card: { number: AUTH_REQUIRED, expiry_month: '12', expiry_year: '2034', cvc: '123' } };
  const waiting = (await call(`/pa/payment_consents/${consent.id}/verify`, { payment_method: card })).body as Json & {
    next_action: { data: { session: string } };
  };
  const form = { session: waiting.next_action.data.session, otp: CODE, action: 'submit' };
  expect((await request.post(`${checkoutUrl}/simulator/3ds/challenge/submit`, { form, maxRedirects: 0 })).status()).toBeLessThan(400);
  expect((await call(`/pa/payment_consents/${consent.id}`)).body.status).toBe('VERIFIED');

  const renewal = (await call('/pa/payment_intents/create', { amount: 20, currency: 'USD', customer_id: customer.id })).body;
  const refused = await call(`/pa/payment_intents/${renewal.id}/confirm`, { payment_consent_id: consent.id, triggered_by: 'merchant' });
  expect(refused.status).toBe(400);
  expect(refused.body).toMatchObject({ code: 'authentication_required', details: { intent_id: renewal.id } });

  // The shopper is back: an element for the intent, confirmed with the consent; nothing typed.
  const secret = (await call(`/pa/payment_intents/${renewal.id}`)).body.client_secret;
  await mountCard(page, merchantUrl, checkoutUrl, { intent_id: renewal.id, client_secret: secret });
  const result = confirm(page, { payment_consent_id: consent.id });
  const bank = page.frameLocator('dialog[data-portico-3ds] iframe').frameLocator('iframe[name="portico-acs"]');
  await bank.locator('#otp').fill(CODE);
  await bank.locator('button[value="submit"]').click();
  const settled = await result;
  expect(settled, JSON.stringify(settled.value)).toMatchObject({ ok: true });
  const paid = (await call(`/pa/payment_intents/${renewal.id}`)).body;
  expect(paid).toMatchObject({ status: 'SUCCEEDED', captured_amount: 20, payment_consent_id: consent.id });
  expect(paid.latest_payment_attempt).toMatchObject({ status: 'SUCCEEDED', amount: 20 });
  // Paid once: the element answers a second confirm with the same payment, and the provider refuses another.
  expect((await confirm(page, { payment_consent_id: consent.id })).value).toMatchObject({ id: renewal.id, status: 'SUCCEEDED' });
  expect((await call(`/pa/payment_intents/${renewal.id}/confirm`, { payment_consent_id: consent.id }, { 'client-secret': secret })).status).toBe(409);
});

test('a partial and a full refund, each told to the merchant’s webhook endpoint', async ({ request, checkoutUrl }) => {
  const call = api(request, checkoutUrl);
  const receiver = await startReceiver();
  try {
    await call('/pa/webhooks/endpoints/create', { url: receiver.url, events: ['refund.received', 'refund.settled'] });
    const intent = (await call('/pa/payment_intents/create', { amount: 30, currency: 'USD' })).body;
    const card = { type: 'card', card: { number: TEST_CARDS.visa, expiry_month: '12', expiry_year: '2034', cvc: '123' } };
    expect((await call(`/pa/payment_intents/${intent.id}/confirm`, { payment_method: card })).body.status).toBe('SUCCEEDED');
    const part = (await call('/pa/refunds/create', { payment_intent_id: intent.id, amount: 12.5 })).body;
    const rest = (await call('/pa/refunds/create', { payment_intent_id: intent.id })).body;
    expect([part.amount, rest.amount, part.status, rest.status]).toEqual([12.5, 17.5, 'SETTLED', 'SETTLED']);
    expect((await call(`/pa/payment_intents/${intent.id}`)).body.refunded_amount).toBe(30);
    await expect
      .poll(() =>
        receiver.received
          .map((delivery) => JSON.parse(delivery.body) as { type: string; data: { object: { id: string } } })
          .filter((event) => [part.id, rest.id].includes(event.data.object.id))
          .map((event) => `${event.data.object.id === part.id ? 'part' : 'rest'} ${event.type}`)
          .sort(),
      )
      .toEqual(['part refund.received', 'part refund.settled', 'rest refund.received', 'rest refund.settled']);
  } finally {
    await receiver.close();
  }
});

test('pay and save on the hosted page: redirectToCheckout with payment_consent, the terms shown, paid, the card saved on a VERIFIED consent', async ({
  page,
  request,
  merchantUrl,
  checkoutUrl,
}) => {
  const call = api(request, checkoutUrl);
  const intent = await customerIntent(call);
  await page.goto(`${merchantUrl}/`);
  await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
  await page.evaluate(
    async ({ intent_id, client_secret, successUrl }) => {
      const { Portico } = window as unknown as { Portico: typeof import('../sdk/index') };
      (await Portico.init({})).redirectToCheckout({
        intent_id,
        client_secret,
        payment_consent: { next_triggered_by: 'merchant', merchant_trigger_reason: 'scheduled' },
        successUrl,
        cancelUrl: successUrl,
      });
    },
    { intent_id: intent.id, client_secret: intent.client_secret, successUrl: `${merchantUrl}/success.html` },
  );
  await page.waitForURL((url) => url.origin === new URL(checkoutUrl).origin);
  const terms = page.getByRole('region', { name: 'Saved for future payments' });
  await expect(terms).toContainText('to charge this payment method later');
  await page.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
  await page.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await page.getByRole('textbox', { name: 'Security code' }).fill('123');
  await page.locator('.portico-dropin__pay').click();
  await page.waitForURL((url) => url.origin === new URL(merchantUrl).origin && url.pathname === '/success.html');
  const paid = (await call(`/pa/payment_intents/${intent.id}`)).body;
  expect(paid).toMatchObject({ status: 'SUCCEEDED', payment_consent_id: expect.stringMatching(/^cst_/) });
  const consent = (await call(`/pa/payment_consents/${paid.payment_consent_id as string}`)).body;
  expect(consent).toMatchObject({ status: 'VERIFIED', next_triggered_by: 'merchant', customer_id: paid.customer_id });
});
