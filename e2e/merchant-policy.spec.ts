/**
 * docs/sdk.md's "Subresource Integrity" and "Content Security Policy", as a merchant
 * follows them: a page on a shop origin of its own, sent exactly the documented policy
 * (the docs' ```http csp block, the checkout's address this run's), loading the SDK by a
 * script tag pinned to the hash the checkout publishes, running the README's script-tag
 * code from a file. It pays through a 3-D Secure challenge with no violation; a tampered
 * hash keeps the SDK from running at all.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DOCUMENTED_CHECKOUT, readmeFile, readmeHtmlSnippets, SDK_DOCS } from '../examples/readme-snippet';
import { expect, test } from './support/fixtures';
import { expectFrameSettled } from './support/frame-settled';
import { registerOrigin, unregisterOrigin } from './support/registered-origins';
import { startShop, type Shop } from './support/shop-server';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
const CHALLENGE_CARD = '4000000000003220';

test.describe('a merchant page under the documented policy, the SDK pinned by its integrity hash', () => {
  test.describe.configure({ mode: 'serial' });
  let shop: Shop | undefined;
  let policy = '';
  let integrity = '';

  test.beforeAll(async () => {
    const checkout = process.env.PORTICO_CHECKOUT_URL!;
    const header = (await readmeFile('csp', SDK_DOCS)).trim();
    expect(header).toMatch(/^Content-Security-Policy: /);
    policy = header.slice('Content-Security-Policy: '.length).replaceAll(DOCUMENTED_CHECKOUT, checkout);
    integrity = ((await (await fetch(`${checkout}/sdk/v${VERSION}/integrity.json`)).json()) as Record<string, string>)['portico.js']!;
    // The README's script-tag snippet: its tag and markup in the page, its inline code in a file (the policy has no 'unsafe-inline').
    const snippet = (await readmeHtmlSnippets())[0]!.replaceAll(DOCUMENTED_CHECKOUT, checkout);
    const code = /<script type="module">([\s\S]*?)<\/script>/.exec(snippet)![1]!;
    const markup = snippet.replace(/<script type="module">[\s\S]*?<\/script>/, '<script type="module" src="./checkout.js"></script>');
    const page = (tag: string) =>
      `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Shop</title></head>\n<body><main>\n${tag}</main></body></html>\n`;
    const pinned = (hash: string) =>
      markup.replace(/<script src="([^"]+)"><\/script>/, `<script src="$1" integrity="${hash}" crossorigin="anonymous"></script>`);
    const dir = mkdtempSync(join(tmpdir(), 'portico-policy-shop-'));
    writeFileSync(join(dir, 'index.html'), page(pinned(integrity)));
    writeFileSync(join(dir, 'tampered.html'), page(pinned(`sha384-${Buffer.alloc(48, 7).toString('base64')}`)));
    writeFileSync(join(dir, 'checkout.js'), code);
    shop = await startShop(new Map([['/strict/', { dir, headers: { 'Content-Security-Policy': policy } }]]), process.env.PORTICO_MERCHANT_URL!);
    // The shop is a site of its own: registered, as the docs tell a merchant, or the checkout will not show it the elements.
    await registerOrigin(process.env.PORTICO_CHECKOUT_URL!, shop.url);
  });

  test.afterAll(async () => {
    if (shop) await unregisterOrigin(process.env.PORTICO_CHECKOUT_URL!, shop.url);
    await shop?.close();
  });

  test('pays through a 3-D Secure challenge in the overlay, nothing refused by the policy', async ({ page }) => {
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    const violations = await listenForViolations(page);
    const response = await page.goto(`${shop!.url}/strict/`);
    expect(response!.headers()['content-security-policy']).toBe(policy);
    expect(await page.locator('script[integrity]').getAttribute('integrity')).toBe(integrity);
    const frame = page.frameLocator('#card iframe');
    await frame.getByRole('textbox', { name: 'Card number' }).fill(CHALLENGE_CARD);
    await frame.getByRole('textbox', { name: 'Expiry date' }).fill('12 / 34');
    await frame.getByRole('textbox', { name: 'Security code' }).fill('123');
    await expectFrameSettled(page.locator('#card iframe'));
    await page.locator('#pay').click();
    // The challenge module came from the checkout origin (script-src), its overlay frame too (frame-src).
    const bank = page.frameLocator('dialog[data-portico-3ds] iframe').frameLocator('iframe[name="portico-acs"]');
    await bank.locator('#otp').fill('1234');
    await bank.locator('button[value="submit"]').click();
    await expect(page).toHaveURL(/\/success\.html\?intent_id=int_/);
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
    expect(pageErrors).toEqual([]);
    expect(violations).toEqual([]);
  });

  test.describe('the listener itself', () => {
    // This test makes a refusal on purpose: the suite's console guard would fail it for that.
    test.use({ policyGuard: async ({}, use) => use() });

    test('hears a refusal on the same page, so its silence above means something', async ({ page }) => {
      const violations = await listenForViolations(page);
      await page.goto(`${shop!.url}/strict/`);
      await page.evaluate(() => {
        const probe = document.createElement('iframe');
        probe.src = 'https://elsewhere.invalid/';
        document.body.append(probe);
      });
      await expect.poll(() => violations).toEqual(['frame-src https://elsewhere.invalid']);
    });
  });

  test('a hash that does not match: the browser does not run the SDK, and says why', async ({ page }) => {
    const digestRefused = page.waitForEvent('console', (message) => /Failed to find a valid digest in the 'integrity' attribute/.test(message.text()));
    await page.goto(`${shop!.url}/strict/tampered.html`);
    await digestRefused;
    expect(await page.evaluate(() => 'Portico' in window)).toBe(false);
    await expect(page.locator('#card iframe')).toHaveCount(0);
  });
});

/** Every Content-Security-Policy violation the page is told of (`securitypolicyviolation`), across navigations. */
async function listenForViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeFunction('porticoTestViolation', (violation: string) => seen.push(violation));
  await page.addInitScript(() => {
    const report = (window as unknown as { porticoTestViolation: (violation: string) => void }).porticoTestViolation;
    document.addEventListener('securitypolicyviolation', (event) => report(`${event.violatedDirective} ${event.blockedURI}`));
  });
  return seen;
}
