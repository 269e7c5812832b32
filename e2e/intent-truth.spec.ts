/**
 * A card element mounted on the demo merchant's page for an intent that is already over,
 * or with a client secret whose hour is up: the shopper reads the truth instead of a
 * form, and the merchant's page hears it once (`success`, `cancel`, or an `error` it is
 * to fix). The expired secret is signed here, in the test, with the sandbox's key and a
 * time two hours back: nothing in the sandbox or the checkout mints one.
 */
import type { Page } from '@playwright/test';
import { deriveKey, issueClientSecret } from '../sandbox/core/client-secret';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';
import { expect, test, TEST_CARDS } from './support/fixtures';

const SECRET_KEY = process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY;
const KEY = { 'x-api-key': SECRET_KEY };
const SHOTS = process.env.PORTICO_TRUTH_SHOTS ?? 'test-results/intent-truth';

interface Created {
  readonly id: string;
  readonly client_secret: string;
  readonly status: string;
}
type Heard = { readonly event: string; readonly payload: unknown };

async function intentsCall(page: Page, checkoutUrl: string, path: string, data: Record<string, unknown>): Promise<Created> {
  const response = await page.request.post(`${checkoutUrl}/api/v1/pa/payment_intents/${path}`, {
    headers: KEY,
    data: { request_id: crypto.randomUUID(), ...data },
  });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as Created;
}

const create = (page: Page, checkoutUrl: string) => intentsCall(page, checkoutUrl, 'create', { amount: 12, currency: 'USD' });

/** The card element on the merchant's page; every `success`, `cancel` and `error` it emits is kept in `window.heard`. */
async function mountCard(page: Page, merchantUrl: string, checkoutUrl: string, intentId: string, clientSecret: string): Promise<void> {
  await page.goto(merchantUrl);
  await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
  await page.evaluate(
    async ({ intentId, clientSecret }) => {
      // At the top of the page: the 375 px screenshots show the element, not the demo's list of links.
      document.body.insertAdjacentHTML('afterbegin', '<div id="target"></div>');
      const w = window as unknown as { Portico: typeof import('../sdk/index'); heard: Heard[]; card: unknown };
      w.heard = [];
      // As the demo pages do: the frame's palette follows the merchant page's colour scheme.
      const mode = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
      const card = (await w.Portico.init({ appearance: { mode } })).createElement('card', { intent_id: intentId, client_secret: clientSecret });
      for (const event of ['success', 'cancel', 'error'] as const) card.on(event, (payload: unknown) => void w.heard.push({ event, payload }));
      w.card = card;
      await new Promise((resolve) => {
        card.on('ready', resolve);
        card.mount('#target');
      });
    },
    { intentId, clientSecret },
  );
}

const heard = (page: Page) => page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);

/** What a later `confirm()` answers, as plain data: the frame's last word, after which nothing else may have been heard. */
const confirmNow = (page: Page) =>
  page.evaluate(() => {
    const card = (window as unknown as { card: import('../sdk/index').PorticoElement<'card'> }).card;
    return card.confirm().then(
      (value) => ({ ok: true, value: value as unknown as Record<string, unknown> }),
      (error: unknown) => ({ ok: false, value: JSON.parse(JSON.stringify(error)) as Record<string, unknown> }),
    );
  });

/**
 * The frame's notice at 375 px, light and dark, kept for a person to look at. The frame
 * reads the colour scheme when it loads: dark is a second mount of the same element.
 */
async function shoot(page: Page, name: string, notice: string, mount: () => Promise<void>): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.setViewportSize({ width: 375, height: 640 });
    await page.emulateMedia({ colorScheme: scheme });
    await mount();
    const frame = page.frameLocator('#target iframe');
    await expect(frame.locator('[data-mode]').first()).toHaveAttribute('data-mode', scheme);
    await expect(frame.getByText(notice)).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/${name}-375-${scheme}.png` });
  }
}

test.describe('the frame tells the truth about the intent', () => {
  test('a paid intent: "has been made", no fields, one success with the intent; confirm() answers it', async ({ page, merchantUrl, checkoutUrl }) => {
    const intent = await create(page, checkoutUrl);
    const paid = await intentsCall(page, checkoutUrl, `${intent.id}/confirm`, {
      payment_method: { type: 'card', card: { number: TEST_CARDS.visa, expiry_month: '12', expiry_year: '2034', cvc: '123' } },
    });
    expect(paid.status).toBe('SUCCEEDED');
    await mountCard(page, merchantUrl, checkoutUrl, intent.id, intent.client_secret);
    const frame = page.frameLocator('#target iframe');
    await expect(frame.getByRole('status')).toHaveText('This payment has been made.');
    await expect(frame.getByRole('textbox')).toHaveCount(0);
    await expect
      .poll(() => heard(page))
      .toEqual([{ event: 'success', payload: { intent: { id: intent.id, status: 'SUCCEEDED', amount: 12, currency: 'USD' } } }]);
    expect(await confirmNow(page)).toEqual({ ok: true, value: { id: intent.id, status: 'SUCCEEDED', amount: 12, currency: 'USD' } });
    // The confirm was answered: nothing more was said to the merchant.
    expect(await heard(page)).toHaveLength(1);
    await shoot(page, 'paid', 'This payment has been made.', () => mountCard(page, merchantUrl, checkoutUrl, intent.id, intent.client_secret));
  });

  test('a cancelled intent: "was cancelled", no fields, the cancel event and no error', async ({ page, merchantUrl, checkoutUrl }) => {
    const intent = await create(page, checkoutUrl);
    const cancelled = await intentsCall(page, checkoutUrl, `${intent.id}/cancel`, {});
    expect(cancelled.status).toBe('CANCELLED');
    await mountCard(page, merchantUrl, checkoutUrl, intent.id, intent.client_secret);
    const frame = page.frameLocator('#target iframe');
    await expect(frame.getByRole('alert')).toHaveText('This payment was cancelled.');
    await expect(frame.getByRole('textbox')).toHaveCount(0);
    await expect.poll(() => heard(page)).toEqual([{ event: 'cancel', payload: {} }]);
    expect(await confirmNow(page)).toMatchObject({ ok: false, value: { code: 'unexpected_intent_status', details: { status: 'CANCELLED' } } });
    expect(await heard(page)).toEqual([{ event: 'cancel', payload: {} }]);
    await shoot(page, 'cancelled', 'This payment was cancelled.', () => mountCard(page, merchantUrl, checkoutUrl, intent.id, intent.client_secret));
  });

  test('an expired client secret: the session expired for the shopper, client_secret_expired for the merchant', async ({ page, merchantUrl, checkoutUrl }) => {
    const intent = await create(page, checkoutUrl);
    const expired = issueClientSecret(deriveKey(SECRET_KEY, 'client-secret-v1'), intent.id, Date.now() - 2 * 3600_000);
    await mountCard(page, merchantUrl, checkoutUrl, intent.id, expired);
    const frame = page.frameLocator('#target iframe');
    await expect(frame.getByRole('alert')).toHaveText('This payment session has expired. Reload the page to start again.');
    await expect(frame.getByRole('textbox')).toHaveCount(0);
    await expect
      .poll(() => heard(page))
      .toEqual([
        { event: 'error', payload: expect.objectContaining({ code: 'client_secret_expired', audience: 'merchant', details: { intent_id: intent.id } }) },
      ]);
    expect(await confirmNow(page)).toMatchObject({ ok: false, value: { code: 'client_secret_expired', audience: 'merchant' } });
    await shoot(page, 'expired', 'This payment session has expired. Reload the page to start again.', () =>
      mountCard(page, merchantUrl, checkoutUrl, intent.id, expired),
    );
  });
});
