/**
 * Issue 42, row 1: the element's requests a merchant page makes through the SDK (spec §4's
 * createPaymentMethod, getIntent, getBinInfo), each carried by the parent code `update` and
 * answered by the card frame, which makes the provider call itself: the page gets a saved
 * method, the intent, the BIN facts, or a typed refusal, and never the card number.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { MERCHANT_KEY } from './support/instructions-page';

type Json = Record<string, unknown> & { id: string; client_secret: string };
type Answer = { ok: boolean; value: Record<string, unknown> | null };

async function customerIntent(request: APIRequestContext, checkoutUrl: string): Promise<Json & { customer_id: string }> {
  const post = async (path: string, data: Record<string, unknown>) =>
    (await (
      await request.post(`${checkoutUrl}/api/v1/pa${path}`, { headers: MERCHANT_KEY, data: { request_id: crypto.randomUUID(), ...data } })
    ).json()) as Json;
  const customer = await post('/customers/create', { merchant_customer_id: `e2e-${crypto.randomUUID()}` });
  return (await post('/payment_intents/create', { amount: 12.5, currency: 'EUR', customer_id: customer.id })) as Json & { customer_id: string };
}

async function mountCard(page: Page, merchantUrl: string, checkoutUrl: string, intent: Json): Promise<void> {
  await page.goto(`${merchantUrl}/`);
  await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
  await page.evaluate(
    async (options) => {
      document.body.insertAdjacentHTML('beforeend', '<div id="target"></div>');
      const w = window as unknown as { Portico: typeof import('../sdk/index'); card: unknown };
      const card = (await w.Portico.init({})).createElement('card', options);
      await new Promise((resolve) => {
        card.on('ready', resolve);
        card.mount('#target');
      });
      w.card = card;
    },
    { intent_id: intent.id, client_secret: intent.client_secret },
  );
}

/** Calls `method` on the page's card element, as the merchant's own code would. */
function ask(page: Page, method: 'createPaymentMethod' | 'getIntent' | 'getBinInfo'): Promise<Answer> {
  return page.evaluate(async (method) => {
    const card = (window as unknown as { card: import('../sdk/index').PorticoElement<'card'> }).card;
    return card[method]().then(
      (value) => ({ ok: true, value: value as unknown as Record<string, unknown> | null }),
      (error: unknown) => ({ ok: false, value: JSON.parse(JSON.stringify(error)) as Record<string, unknown> }),
    );
  }, method);
}

async function typeCard(page: Page, number: string): Promise<void> {
  const frame = page.frameLocator('#target iframe');
  await frame.getByRole('textbox', { name: 'Card number' }).fill(number);
  await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
  await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
}

test('a card element reads its intent, answers BIN facts on request and saves the typed card for the customer', async ({
  page,
  request,
  merchantUrl,
  checkoutUrl,
}) => {
  const intent = await customerIntent(request, checkoutUrl);
  await mountCard(page, merchantUrl, checkoutUrl, intent);
  const sent: string[] = [];
  page.on('request', (req) => sent.push(`${req.url()} ${req.postData() ?? ''}`));

  expect(await ask(page, 'getIntent')).toEqual({ ok: true, value: { id: intent.id, status: 'REQUIRES_PAYMENT_METHOD', amount: 12.5, currency: 'EUR' } });
  expect(await ask(page, 'getBinInfo')).toEqual({ ok: true, value: null });
  // Nothing typed: the frame refuses, naming the fields, and sends nothing.
  const empty = await ask(page, 'createPaymentMethod');
  expect(empty).toMatchObject({ ok: false, value: { code: 'validation_error', details: { fields: ['number', 'expiry', 'cvc'] } } });

  await typeCard(page, TEST_CARDS.mastercard);
  expect(await ask(page, 'getBinInfo')).toMatchObject({ ok: true, value: { brand: 'mastercard' } });
  const saved = await ask(page, 'createPaymentMethod');
  expect(saved).toMatchObject({
    ok: true,
    value: {
      type: 'card',
      customer_id: intent.customer_id,
      status: 'ACTIVE',
      card: { brand: 'mastercard', last4: '4444', expiry_month: '12', expiry_year: '2034' },
    },
  });
  const listed = await request.get(`${checkoutUrl}/api/v1/pa/payment_methods?customer_id=${intent.customer_id}`, { headers: MERCHANT_KEY });
  expect(((await listed.json()) as { items: Array<{ id: string }> }).items.map((m) => m.id)).toEqual([saved.value!.id]);
  // The card went from the checkout frame to the provider; the merchant page never held it.
  expect(JSON.stringify(saved)).not.toContain(TEST_CARDS.mastercard);
  expect(sent.filter((line) => line.startsWith(merchantUrl)).join('\n')).not.toContain('5555');

  // The issuer's decline is a typed refusal, and saves nothing.
  await typeCard(page, TEST_CARDS.expired);
  expect(await ask(page, 'createPaymentMethod')).toMatchObject({ ok: false, value: { code: 'issuer_declined', original_code: '54', audience: 'customer' } });
  const after = await request.get(`${checkoutUrl}/api/v1/pa/payment_methods?customer_id=${intent.customer_id}`, { headers: MERCHANT_KEY });
  expect(((await after.json()) as { items: unknown[] }).items).toHaveLength(1);
});
