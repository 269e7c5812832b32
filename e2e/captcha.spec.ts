/**
 * The captcha and the device fingerprint, as a shopper's card payment runs them: the
 * sandbox's stand-in vendors (docs/sandbox-api.md, "Captcha") loaded by real <script>
 * elements in the card frame, a vendor made to fail or never answer by answering its
 * script's request with the sandbox's failing.js or never.js, the sandbox checking the
 * token on confirm, and the fingerprint's session id in the confirm's device data.
 */
import type { Page, Request } from '@playwright/test';
import { DEFAULT_SECRET_KEY } from '../sandbox/server';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { payWithCardElement, type Confirmed } from './support/card-element';

type Policy = 'google_first' | 'tencent_first';
interface Created {
  readonly id: string;
  readonly client_secret: string;
}

const GOOGLE_SCRIPT = '**/simulator/captcha/google/enterprise.js?*';
const TENCENT_SCRIPT = '**/simulator/captcha/tencent/TCaptcha.js';

async function createIntent(page: Page, checkoutUrl: string, captchaPolicy?: Policy): Promise<Created> {
  const response = await page.request.post(`${checkoutUrl}/api/v1/pa/payment_intents/create`, {
    headers: { 'x-api-key': process.env.PORTICO_SECRET_KEY ?? DEFAULT_SECRET_KEY },
    data: { request_id: crypto.randomUUID(), amount: 12, currency: 'USD', ...(captchaPolicy ? { captcha_policy: captchaPolicy } : {}) },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as Created;
}

/** Every request the page and its frames made, and the card's confirm bodies. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  const confirms: Record<string, unknown>[] = [];
  page.on('request', (request: Request) => {
    urls.push(request.url());
    if (/\/payment_intents\/[^/]+\/confirm$/.test(new URL(request.url()).pathname)) confirms.push(request.postDataJSON() as Record<string, unknown>);
  });
  return { urls, confirms, paths: () => urls.map((url) => new URL(url).pathname) };
}

/** A card element on the merchant's origin for `intent`, filled with the test card; `confirm()` resolves with the intent or the error. */
async function payByCard(page: Page, merchantUrl: string, checkoutUrl: string, intent: Created): Promise<Confirmed> {
  await page.goto(merchantUrl);
  return payWithCardElement(page, checkoutUrl, { intent_id: intent.id, client_secret: intent.client_secret });
}

/** Answers the vendor script's request with the sandbox's failing or never-answering script. */
async function breakScript(page: Page, checkoutUrl: string, pattern: string, how: 'failing' | 'never'): Promise<void> {
  await page.route(pattern, (route) => route.continue({ url: `${checkoutUrl}/simulator/captcha/${how}.js` }));
}

const captchaOf = (body: Record<string, unknown> | undefined) => body?.captcha as { token: string; random_str: string } | undefined;

test.describe('captcha', () => {
  test('an intent that asks for one pays with the preferred Google-type stand-in, and only its script loads', async ({ page, merchantUrl, checkoutUrl }) => {
    const seen = watchRequests(page);
    const paid = await payByCard(page, merchantUrl, checkoutUrl, await createIntent(page, checkoutUrl, 'google_first'));
    expect(paid).toMatchObject({ ok: true, value: { status: 'SUCCEEDED' } });
    expect(seen.paths()).toContain('/simulator/captcha/google/enterprise.js');
    expect(seen.paths()).not.toContain('/simulator/captcha/tencent/TCaptcha.js');
    const google = new URL(seen.urls.find((url) => url.includes('/google/enterprise.js'))!);
    expect(Object.fromEntries(google.searchParams)).toEqual({ render: 'local-google-site-key', hl: 'en' });
    expect(seen.confirms).toHaveLength(1);
    expect(captchaOf(seen.confirms[0])).toMatchObject({ token: expect.stringMatching(/^eyJ/), random_str: '' });
  });

  test('the Tencent-type stand-in is used when the Google-type script fails', async ({ page, merchantUrl, checkoutUrl }) => {
    const seen = watchRequests(page);
    await breakScript(page, checkoutUrl, GOOGLE_SCRIPT, 'failing');
    const paid = await payByCard(page, merchantUrl, checkoutUrl, await createIntent(page, checkoutUrl, 'google_first'));
    expect(paid).toMatchObject({ ok: true, value: { status: 'SUCCEEDED' } });
    expect(seen.paths()).toContain('/simulator/captcha/tencent/TCaptcha.js');
    // A Tencent-type ticket comes with its randstr.
    expect(captchaOf(seen.confirms[0])?.random_str).toMatch(/^@/);
  });

  test('the Google-type stand-in is used when the preferred Tencent-type script fails', async ({ page, merchantUrl, checkoutUrl }) => {
    const seen = watchRequests(page);
    await breakScript(page, checkoutUrl, TENCENT_SCRIPT, 'failing');
    const paid = await payByCard(page, merchantUrl, checkoutUrl, await createIntent(page, checkoutUrl, 'tencent_first'));
    expect(paid).toMatchObject({ ok: true, value: { status: 'SUCCEEDED' } });
    const order = seen.paths().filter((path) => path.startsWith('/simulator/captcha/') && path.endsWith('.js'));
    expect(order).toEqual(['/simulator/captcha/tencent/TCaptcha.js', '/simulator/captcha/google/enterprise.js']);
    expect(captchaOf(seen.confirms[0])?.random_str).toBe('');
  });

  test('a Google-type script that never answers times out after 8 s and the Tencent-type one pays', async ({ page, merchantUrl, checkoutUrl }) => {
    test.setTimeout(60_000);
    const seen = watchRequests(page);
    await breakScript(page, checkoutUrl, GOOGLE_SCRIPT, 'never');
    const started = Date.now();
    const paid = await payByCard(page, merchantUrl, checkoutUrl, await createIntent(page, checkoutUrl, 'google_first'));
    expect(paid).toMatchObject({ ok: true, value: { status: 'SUCCEEDED' } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(8_000);
    expect(seen.paths()).toContain('/simulator/captcha/tencent/TCaptcha.js');
    expect(captchaOf(seen.confirms[0])?.random_str).toMatch(/^@/);
  });

  test('with both scripts down the token is empty and the sandbox refuses the confirm: nothing is charged', async ({ page, merchantUrl, checkoutUrl }) => {
    const seen = watchRequests(page);
    await breakScript(page, checkoutUrl, GOOGLE_SCRIPT, 'failing');
    await breakScript(page, checkoutUrl, TENCENT_SCRIPT, 'failing');
    const intent = await createIntent(page, checkoutUrl, 'google_first');
    const refused = await payByCard(page, merchantUrl, checkoutUrl, intent);
    expect(refused).toMatchObject({ ok: false, value: { code: 'captcha_required' } });
    expect(captchaOf(seen.confirms[0])).toEqual({ token: '', random_str: '', customized_state: '' });
    const after = await page.request.get(`${checkoutUrl}/api/v1/pa/payment_intents/${intent.id}`, { headers: { 'client-secret': intent.client_secret } });
    expect(await after.json()).toMatchObject({ status: 'REQUIRES_PAYMENT_METHOD', latest_payment_attempt: null });
  });

  test('the sandbox refuses a confirm without a token for such an intent', async ({ page, checkoutUrl }) => {
    const intent = await createIntent(page, checkoutUrl, 'tencent_first');
    const response = await page.request.post(`${checkoutUrl}/api/v1/pa/payment_intents/${intent.id}/confirm`, {
      headers: { 'client-secret': intent.client_secret },
      data: {
        request_id: crypto.randomUUID(),
        payment_method: { type: 'card', card: { number: TEST_CARDS.visa, expiry_month: '12', expiry_year: '2034', cvc: '123' } },
      },
    });
    expect(response.status()).toBe(400);
    expect(await response.json()).toMatchObject({ code: 'captcha_required', details: { intent_id: intent.id, reason: 'missing' } });
  });

  test('an intent without the claim loads no captcha script at all', async ({ page, merchantUrl, checkoutUrl }) => {
    const seen = watchRequests(page);
    const paid = await payByCard(page, merchantUrl, checkoutUrl, await createIntent(page, checkoutUrl));
    // The payment completed: every request the frame was going to make for it was made.
    expect(paid).toMatchObject({ ok: true, value: { status: 'SUCCEEDED' } });
    expect(seen.confirms).toHaveLength(1);
    expect(seen.paths().filter((path) => path.startsWith('/simulator/captcha/'))).toEqual([]);
    expect(seen.confirms[0]).not.toHaveProperty('captcha');
  });
});

test('the device fingerprint script is requested with its four parameters, and the confirm names its session', async ({ page, merchantUrl, checkoutUrl }) => {
  const seen = watchRequests(page);
  const intent = await createIntent(page, checkoutUrl);
  const fingerprint = page.waitForRequest((request) => new URL(request.url()).pathname === '/simulator/fingerprint/device-fingerprint.js');
  const paid = await payByCard(page, merchantUrl, checkoutUrl, intent);
  expect(paid).toMatchObject({ ok: true, value: { status: 'SUCCEEDED' } });
  const params = Object.fromEntries(new URL((await fingerprint).url()).searchParams);
  expect(params).toEqual({
    sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    hasScriptId: 'true',
    disable3rdTracking: 'false',
    merchantId: 'acct_portico_demo',
  });
  expect((seen.confirms[0]?.device_data as Record<string, unknown>).fingerprint_session_id).toBe(params.sessionId);
});
