/**
 * Every screen of the test-mode dashboard at 375 and 1280 px, light and dark: axe's WCAG
 * 2.2 A and AA rules with none left out, no sideways scrolling, and a screenshot of each in
 * test-results/dashboard-looks/ to look at. The screens are filled first (a declined then
 * paid payment with a refund, a link, an endpoint), on servers of the spec's own so the
 * lists hold what this spec made and nothing else.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signIn } from './support/dashboard';
import { startClockedServers, type ClockedServers } from './support/sandbox-clock';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

let servers: ClockedServers;
let intentId = '';

async function merchant(path: string, body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const response = await fetch(`${servers.checkoutUrl}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': servers.secretKey },
    body: JSON.stringify({ request_id: crypto.randomUUID(), ...body }),
  });
  return (await response.json()) as Record<string, unknown>;
}

const card = (number: string) => ({ payment_method: { type: 'card', card: { number, expiry_month: '12', expiry_year: '2034', cvc: '123' } } });

test.beforeAll(async () => {
  servers = await startClockedServers();
  const intent = await merchant('/api/v1/pa/payment_intents/create', { amount: 42.5, currency: 'EUR', merchant_order_id: 'order_looks' });
  intentId = String(intent.id);
  await merchant(`/api/v1/pa/payment_intents/${intentId}/confirm`, card('4000000000009995'));
  await merchant(`/api/v1/pa/payment_intents/${intentId}/confirm`, card('4111111111111111'));
  await merchant('/api/v1/pa/refunds/create', { payment_intent_id: intentId, amount: 10 });
  await merchant('/api/v1/pa/payment_links/create', { title: 'Blue mug', amount: 12.5, currency: 'USD', reusable: false });
});

test.afterAll(async () => {
  await servers.close();
});

async function audit(page: Page, name: string, scheme: string, width: number): Promise<void> {
  await expect(page.locator('.dash-loading')).toHaveCount(0);
  await page.screenshot({ path: `test-results/dashboard-looks/${name}-${scheme}-${width}.png`, fullPage: true });
  const violations = (await new AxeBuilder({ page }).withTags(WCAG).analyze()).violations;
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `${name} ${scheme} ${width}`,
  ).toEqual([]);
  const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  const widest = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
      .slice(0, 5),
  );
  expect(sideways, `${name} scrolls sideways at ${width} px: ${widest.join(', ')}`).toBeLessThanOrEqual(0);
}

for (const scheme of SCHEMES) {
  for (const viewport of VIEWPORTS) {
    test(`every dashboard screen, ${scheme} at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewport);
      await signIn(page, servers.checkoutUrl, 'sk_test_wrong');
      await expect(page.getByRole('alert')).toBeVisible();
      await audit(page, 'sign-in-refused', scheme, viewport.width);
      await page.getByLabel('Secret key').fill(servers.secretKey);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
      await audit(page, 'payments', scheme, viewport.width);
      await page.goto(`${servers.checkoutUrl}/dashboard/?status=CANCELLED`);
      await expect(page.getByText('No payment matches these filters.')).toBeVisible();
      await audit(page, 'payments-none', scheme, viewport.width);
      await page.goto(`${servers.checkoutUrl}/dashboard/payments/${intentId}`);
      await expect(page.getByRole('heading', { name: 'Timeline' })).toBeVisible();
      await audit(page, 'payment', scheme, viewport.width);
      await page.goto(`${servers.checkoutUrl}/dashboard/links`);
      await expect(page.getByRole('heading', { name: 'Blue mug' })).toBeVisible();
      await audit(page, 'links', scheme, viewport.width);
      await page.goto(`${servers.checkoutUrl}/dashboard/webhooks`);
      await expect(page.getByRole('heading', { name: 'Events' })).toBeVisible();
      await audit(page, 'webhooks', scheme, viewport.width);
      await page.goto(`${servers.checkoutUrl}/dashboard/clock`);
      await expect(page.locator('.dash-clock')).toBeVisible();
      await audit(page, 'clock', scheme, viewport.width);
      await page.goto(`${servers.checkoutUrl}/dashboard/origins`);
      await expect(page.locator('.dash-card').first()).toBeVisible();
      await audit(page, 'origins', scheme, viewport.width);
    });
  }
}
