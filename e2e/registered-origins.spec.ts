/**
 * Accounts own their origins (docs/sdk.md "Register your origins"): the checkout shows an
 * account's elements only on the pages it registered. A shop of its own origin, with a
 * real client secret of the demo account, is refused until it registers, then pays.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { DOCUMENTED_CHECKOUT, readmeSnippets, SDK_DOCS } from '../examples/readme-snippet';
import { MERCHANT_KEY } from './support/instructions-page';
import { registerOrigin, unregisterOrigin } from './support/registered-origins';
import { startShop, type Shop } from './support/shop-server';

const SHOP_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another shop</title></head>
<body><main><h1>Another shop</h1><div id="target"></div></main></body></html>
`;

test.describe('a page on an origin of its own', () => {
  test.describe.configure({ mode: 'serial' });
  let shop: Shop | undefined;

  test.beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'portico-other-shop-'));
    writeFileSync(join(dir, 'index.html'), SHOP_PAGE);
    shop = await startShop(new Map([['/shop/', { dir }]]), process.env.PORTICO_MERCHANT_URL!);
  });
  test.afterAll(async () => {
    if (shop) await unregisterOrigin(process.env.PORTICO_CHECKOUT_URL!, shop.url);
    await shop?.close();
  });

  /** The shop's page with the SDK, an intent from the demo merchant's server, and a card element mounted; resolves with its first event: `ready` or the error. */
  async function mountCard(page: Page, checkoutUrl: string): Promise<{ event: string; error?: Record<string, unknown> }> {
    await page.goto(`${shop!.url}/shop/`);
    await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
    return page.evaluate(async () => {
      const intent = (await (
        await fetch('/api/create-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"amount":9}' })
      ).json()) as { intent_id: string; client_secret: string };
      const w = window as unknown as { Portico: typeof import('../sdk/index'); card: unknown };
      // A minute: the answer must come from the refusal, long before a time-out.
      const card = (await w.Portico.init({ handshakeTimeoutMs: 60_000 })).createElement('card', {
        intent_id: intent.intent_id,
        client_secret: intent.client_secret,
      });
      w.card = card;
      return new Promise<{ event: string; error?: Record<string, unknown> }>((resolve) => {
        card.on('ready', () => resolve({ event: 'ready' }));
        card.on('error', (error) => resolve({ event: 'error', error: JSON.parse(JSON.stringify(error)) as Record<string, unknown> }));
        card.mount('#target');
      });
    });
  }

  test.describe('unregistered', () => {
    // The browser's refusal is what this test is about: the suite's console guard would fail it for that; it is asserted below instead.
    test.use({ policyGuard: async ({}, use) => use() });

    test('unregistered: the browser refuses the frame, no field shows, and the merchant hears origin_not_registered at once', async ({ page, checkoutUrl }) => {
      const refusals: string[] = [];
      page.on('console', (message) => {
        if (/Content Security Policy/i.test(message.text())) refusals.push(message.text());
      });
      const started = Date.now();
      const first = await mountCard(page, checkoutUrl);
      expect(first).toMatchObject({
        event: 'error',
        error: { code: 'origin_not_registered', audience: 'merchant', details: { kind: 'card', origin: shop!.url, account_id: 'acct_portico_demo' } },
      });
      expect(Date.now() - started).toBeLessThan(15_000);
      // The frame's address names the account and this page's origin; the checkout names no origin the account did not register.
      const src = new URL((await page.locator('#target iframe').getAttribute('src'))!);
      expect(src.search).toBe(`?account=acct_portico_demo&origin=${encodeURIComponent(shop!.url)}`);
      const policy = (await (await fetch(`${checkoutUrl}/${src.search}`)).headers.get('content-security-policy')) ?? '';
      const ancestors = policy
        .split('; ')
        .find((directive) => directive.startsWith('frame-ancestors '))
        ?.split(' ')
        .slice(1);
      expect(ancestors).toEqual(["'self'"]);
      expect(refusals).toEqual([
        expect.stringMatching(new RegExp(`^Framing '${checkoutUrl}/' violates the following Content Security Policy directive: "frame-ancestors 'self'"`)),
      ]);
      // Nothing of the checkout runs in the refused frame: no field anywhere on the page.
      expect(page.frames().some((frame) => frame.url().startsWith(checkoutUrl) && frame.url().includes('#/elements/'))).toBe(false);
      await expect(page.frameLocator('#target iframe').locator('input')).toHaveCount(0);
      // The shopper is not shown the browser's "refused to connect" page: the refused iframe is hidden.
      await expect(page.locator('#target iframe')).toBeHidden();
    });
  });

  test('a frame built by hand without the account: the runtime asks the provider about the page, and shows no field', async ({ page, checkoutUrl }) => {
    await page.goto(`${shop!.url}/shop/`);
    const secret = await page.evaluate(
      async () =>
        (await (await fetch('/api/create-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"amount":9}' })).json()) as {
          intent_id: string;
          client_secret: string;
        },
    );
    const options = { origin: shop!.url, channel: '8a1f2c3d-4e5f-4a6b-9c7d-0e1f2a3b4c5d', intent_id: secret.intent_id, client_secret: secret.client_secret };
    await page.evaluate(
      (src) => {
        const iframe = document.createElement('iframe');
        iframe.src = src;
        document.querySelector('#target')!.append(iframe);
      },
      `${checkoutUrl}/#/elements/card?options=${encodeURIComponent(JSON.stringify(options))}`,
    );
    const frame = page.frameLocator('#target iframe');
    await expect(frame.getByRole('alert')).toHaveText('This payment form was set up incorrectly.');
    await expect(frame.locator('input')).toHaveCount(0);
  });

  test('registered: the same page pays', async ({ page, checkoutUrl }) => {
    await registerOrigin(checkoutUrl, shop!.url);
    expect(await mountCard(page, checkoutUrl)).toEqual({ event: 'ready' });
    const frame = page.frameLocator('#target iframe');
    await frame.getByRole('textbox', { name: 'Card number' }).fill(TEST_CARDS.visa);
    await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
    await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
    const paid = await page.evaluate(() => (window as unknown as { card: import('../sdk/index').PorticoElement<'card'> }).card.confirm());
    expect(paid).toMatchObject({ status: 'SUCCEEDED' });
  });
});

test('the checkout document: a strict policy, no referrer, payment allowed, and an opener policy only for a page reached from elsewhere', async ({
  page,
  checkoutUrl,
  merchantUrl,
}) => {
  // The hosted page, reached from the merchant's page: a browsing context group of its own.
  const hosted = await page.request.get(`${checkoutUrl}/`, { headers: { 'sec-fetch-dest': 'document', 'sec-fetch-site': 'cross-site' } });
  expect(hosted.headers()['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
  expect(hosted.headers()['permissions-policy']).toContain('payment=(self)');
  expect(hosted.headers()['referrer-policy']).toBe('no-referrer');
  // What Chromium itself sends for a framed element on the merchant's page.
  await page.goto(merchantUrl);
  const framed = page.waitForResponse((response) => response.url().startsWith(`${checkoutUrl}/?account=`));
  await page.addScriptTag({ url: `${checkoutUrl}/sdk/v0.1.0/portico.js` });
  await page.evaluate(async () => {
    const intent = (await (await fetch('/api/create-intent', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).json()) as {
      intent_id: string;
      client_secret: string;
    };
    document.body.insertAdjacentHTML('beforeend', '<div id="target"></div>');
    const w = window as unknown as { Portico: typeof import('../sdk/index') };
    (await w.Portico.init()).createElement('card', { intent_id: intent.intent_id, client_secret: intent.client_secret }).mount('#target');
  });
  const headers = (await framed).headers();
  // One origin: this page's, not every origin the account registered.
  expect(headers['content-security-policy']).toMatch(new RegExp(`frame-ancestors 'self' ${merchantUrl.replace(/[.:/]/g, '\\$&')}(;|$)`));
  expect(headers['content-security-policy']).not.toMatch(/unsafe-(inline|eval)/);
  expect(headers['cross-origin-opener-policy']).toBeUndefined();
  await expect(page.frameLocator('#target iframe').getByRole('textbox', { name: 'Card number' })).toBeVisible();
});

test("the docs' registration snippets run as pasted and register the origin they name", async ({ checkoutUrl }) => {
  const snippets = [...(await readmeSnippets()), ...(await readmeSnippets(SDK_DOCS))].filter(
    (snippet) => snippet.lang === 'sh' && snippet.code.includes('/api/v1/pa/account/origins'),
  );
  expect(snippets).toHaveLength(2);
  const key = MERCHANT_KEY['x-api-key'];
  for (const { code } of snippets) {
    const origin = /"origin":"([^"]+)"/.exec(code)![1]!;
    await unregisterOrigin(checkoutUrl, origin);
    const output = execFileSync('bash', ['-c', code.replaceAll(DOCUMENTED_CHECKOUT, checkoutUrl).replaceAll('sk_test_portico_local', key)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    expect(JSON.parse(output)).toMatchObject({ origin });
    const listed = (await (await fetch(`${checkoutUrl}/api/v1/pa/account/origins`, { headers: MERCHANT_KEY })).json()) as { items: Array<{ origin: string }> };
    expect(listed.items.map((item) => item.origin)).toContain(origin);
    await unregisterOrigin(checkoutUrl, origin);
  }
});
