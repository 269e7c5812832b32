/**
 * docs/going-live.md in a browser: the checkout origin served by the documented edge
 * rules (examples/edge/checkout-edge.mjs over the real dist/runtime and dist/sdk, the
 * sandbox behind it as the API on the same origin), and the demo merchant pointed at
 * it. A card element loads on the registered merchant site under the edge's policy and
 * frame-ancestors, and pays; the fixtures fail the test on any CSP refusal.
 */
import type { Server } from 'node:http';
import { fileURLToPath } from 'node:url';
import { expect, test, TEST_CARDS } from './support/fixtures';
import { MERCHANT_KEY } from './support/instructions-page';
import { startMerchant } from '../examples/server';
import { SDK_VERSION } from './support/servers';
// @ts-expect-error: a plain .mjs an operator runs with node.
import { startEdge } from '../examples/edge/checkout-edge.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

test('a card paid through a checkout origin served by the edge rules', async ({ page, request, checkoutUrl }) => {
  const frameAncestors: Record<string, string[]> = {};
  const edge = (await startEdge({
    runtimeDir: `${ROOT}dist/runtime`,
    sdkDir: `${ROOT}dist/sdk`,
    sdkVersion: SDK_VERSION,
    frameAncestors,
    apiUpstream: checkoutUrl,
  })) as { server: Server; url: string };
  const merchant = await startMerchant({
    port: 0,
    sandboxUrl: checkoutUrl,
    checkoutOrigin: edge.url,
    secretKey: MERCHANT_KEY['x-api-key'],
    sdkVersion: SDK_VERSION,
    sdkDir: `${ROOT}dist/sdk`,
    appsDir: `${ROOT}dist/examples`,
  });
  const merchantUrl = `http://localhost:${merchant.port}`;
  try {
    // What the merchant does once with the provider, and what the edge learns of it.
    const registered = await request.post(`${checkoutUrl}/api/v1/pa/account/origins`, { headers: MERCHANT_KEY, data: { origin: merchantUrl } });
    expect(registered.ok()).toBe(true);
    frameAncestors.acct_portico_demo = [merchantUrl];
    const documents: Array<{ url: string; policy: string | null }> = [];
    page.on('response', (response) => {
      if (response.url().startsWith(`${edge.url}/?account=`))
        documents.push({ url: response.url(), policy: response.headers()['content-security-policy'] ?? null });
    });
    await page.goto(`${merchantUrl}/card-script.html`);
    const frame = page.frameLocator('#card-element iframe');
    await expect(page.locator('#pay')).toBeEnabled();
    expect(await page.locator('#card-element iframe').getAttribute('src')).toMatch(new RegExp(`^${edge.url}/\\?account=acct_portico_demo`));
    await frame.locator('input[name="number"]').fill(TEST_CARDS.visa);
    await frame.locator('input[name="expiry"]').fill('12 / 34');
    await frame.locator('input[name="cvc"]').fill('123');
    await page.locator('#pay').click();
    await page.waitForURL(/\/success\.html\?/);
    await expect(page.locator('#headline')).toHaveText('Thank you, your payment succeeded');
    expect(documents.length).toBeGreaterThan(0);
    for (const { policy } of documents) expect(policy).toContain(`frame-ancestors 'self' ${merchantUrl}`);
  } finally {
    await merchant.close();
    // The browser keeps its connections to the edge open: closed here, or close() waits for them.
    edge.server.closeAllConnections();
    await new Promise((resolve) => edge.server.close(resolve));
  }
});
