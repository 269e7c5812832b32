/**
 * Every screen of the test-mode dashboard at 375 and 1280 px, light and dark: axe's WCAG
 * 2.2 A and AA rules with none left out, no sideways scrolling, a screenshot of each in
 * test-results/dashboard-looks/ to look at, and the same screen compared with its stored
 * look (e2e/screen-walk/looks/dashboard/, taken again with `--update-snapshots`), times,
 * ids and ports steadied first (support/dashboard-steady.ts). The screens are filled first
 * (a declined then paid payment with a refund, a link paid once, an endpoint that took
 * deliveries, a customer with a saved card and a consent charged once), on servers of the
 * spec's own so the lists hold what this spec made and nothing else.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { receiver, signIn } from './support/dashboard';
import { steadyDashboard } from './support/dashboard-steady';
import { startClockedServers, type ClockedServers } from './support/sandbox-clock';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const VIEWPORTS = [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
] as const;
const SCHEMES = ['light', 'dark'] as const;

let servers: ClockedServers;
let hooks: Awaited<ReturnType<typeof receiver>>;
let intentId = '';
let linkCode = '';
let customerId = '';
let consentId = '';
let endpointId = '';
let eventId = '';

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
  hooks = await receiver();
  const endpoint = await merchant('/api/v1/pa/webhooks/endpoints/create', { url: hooks.url, events: ['payment_intent.succeeded', 'refund.received'] });
  endpointId = String(endpoint.id);
  const intent = await merchant('/api/v1/pa/payment_intents/create', { amount: 42.5, currency: 'EUR', merchant_order_id: 'order_looks' });
  intentId = String(intent.id);
  await merchant(`/api/v1/pa/payment_intents/${intentId}/confirm`, card('4000000000009995'));
  await merchant(`/api/v1/pa/payment_intents/${intentId}/confirm`, card('4111111111111111'));
  await merchant('/api/v1/pa/refunds/create', { payment_intent_id: intentId, amount: 10 });
  const link = await merchant('/api/v1/pa/payment_links/create', { title: 'Blue mug', amount: 12.5, currency: 'USD', reusable: true });
  linkCode = String(link.code);
  const opened = await merchant(`/api/v1/pa/payment_links/${linkCode}/create_intent`, { amount: 12.5, currency: 'USD' });
  await fetch(`${servers.checkoutUrl}/api/v1/pa/payment_intents/${String(opened.intent_id)}/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'client-secret': String(opened.client_secret) },
    body: JSON.stringify({ request_id: crypto.randomUUID(), ...card('4242424242424242') }),
  });
  const customer = await merchant('/api/v1/pa/customers/create', {
    merchant_customer_id: 'looks_1',
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: 'ada@example.com',
  });
  customerId = String(customer.id);
  const consent = await merchant('/api/v1/pa/payment_consents/create', {
    customer_id: customerId,
    next_triggered_by: 'merchant',
    merchant_trigger_reason: 'unscheduled',
    terms_of_use: { payment_amount_type: 'VARIABLE', max_payment_amount: 20, payment_currency: 'USD' },
  });
  consentId = String(consent.id);
  await merchant(`/api/v1/pa/payment_consents/${consentId}/verify`, card('4242424242424242'));
  const charge = await merchant('/api/v1/pa/payment_intents/create', { customer_id: customerId, amount: 9.99, currency: 'USD' });
  const charged = await merchant(`/api/v1/pa/payment_intents/${String(charge.id)}/confirm`, { payment_consent_id: consent.id, triggered_by: 'merchant' });
  expect(charged.status, JSON.stringify(charged)).toBe('SUCCEEDED');
  const events = await fetch(`${servers.checkoutUrl}/api/v1/pa/webhooks/events?type=payment_intent.succeeded&limit=200`, {
    headers: { 'x-api-key': servers.secretKey },
  });
  const { items } = (await events.json()) as { items: Array<{ id: string; data: { object: { id: string } } }> };
  eventId = items.find((item) => item.data.object.id === intentId)?.id ?? '';
  expect(eventId).not.toBe('');
});

test.afterAll(async () => {
  hooks.server.close();
  await servers.close();
});

async function audit(page: Page, name: string, scheme: string, width: number): Promise<void> {
  await expect(page.locator('.dash-loading')).toHaveCount(0);
  // A delivery still on its way would make the picture depend on timing.
  await expect(page.getByText(/: Pending/)).toHaveCount(0);
  await page.screenshot({ path: `test-results/dashboard-looks/${name}-${scheme}-${width}.png`, fullPage: true });
  await steadyDashboard(page);
  await expect.soft(page, `looks as before: ${name} ${scheme} ${width}`).toHaveScreenshot(['dashboard', `${name}-${scheme}-${width}.png`], {
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
  });
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

/** Each screen after sign-in: its address, and what shows once its data is in. */
const SCREENS: ReadonlyArray<{ readonly name: string; readonly path: () => string; readonly ready: (page: Page) => Locator }> = [
  { name: 'payments-none', path: () => '/?status=CANCELLED', ready: (page) => page.getByText('No payment matches these filters.') },
  { name: 'payment', path: () => `/payments/${intentId}`, ready: (page) => page.getByRole('heading', { name: 'Timeline' }) },
  { name: 'links', path: () => '/links', ready: (page) => page.getByRole('heading', { name: 'Blue mug' }) },
  { name: 'link', path: () => `/links/${linkCode}`, ready: (page) => page.getByRole('list', { name: 'Payments through this link' }) },
  { name: 'customers', path: () => '/customers', ready: (page) => page.getByRole('link', { name: 'Ada Lovelace' }) },
  { name: 'customer', path: () => `/customers/${customerId}`, ready: (page) => page.getByRole('list', { name: 'Consents' }) },
  { name: 'consent', path: () => `/consents/${consentId}`, ready: (page) => page.getByRole('heading', { name: /Charges under it/ }) },
  { name: 'webhooks', path: () => '/webhooks', ready: (page) => page.getByRole('list', { name: 'Event log' }) },
  { name: 'endpoint', path: () => `/webhooks/endpoints/${endpointId}`, ready: (page) => page.getByRole('heading', { name: hooks.url, level: 1 }) },
  { name: 'event', path: () => `/webhooks/events/${eventId}`, ready: (page) => page.getByRole('heading', { name: 'Payload' }) },
  { name: 'event-missing', path: () => '/webhooks/events/evt_missing', ready: (page) => page.getByRole('alert') },
  { name: 'clock', path: () => '/clock', ready: (page) => page.locator('.dash-clock') },
  { name: 'origins', path: () => '/origins', ready: (page) => page.locator('.dash-card').first() },
];

for (const scheme of SCHEMES) {
  for (const viewport of VIEWPORTS) {
    test(`every dashboard screen, ${scheme} at ${viewport.width} px`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(viewport);
      await signIn(page, servers.checkoutUrl, 'sk_test_wrong');
      await expect(page.getByRole('alert')).toBeVisible();
      await audit(page, 'sign-in-refused', scheme, viewport.width);
      await page.getByLabel('Secret key').fill(servers.secretKey);
      await page.getByRole('button', { name: 'Sign in' }).click();
      await expect(page.getByRole('heading', { name: 'Payments', level: 1 })).toBeVisible();
      await audit(page, 'payments', scheme, viewport.width);
      for (const screen of SCREENS) {
        await page.goto(`${servers.checkoutUrl}/dashboard${screen.path()}`);
        await expect(screen.ready(page)).toBeVisible();
        await audit(page, screen.name, scheme, viewport.width);
        if (screen.name === 'webhooks') {
          await page.getByRole('button', { name: 'Add an endpoint' }).click();
          await audit(page, 'webhooks-add', scheme, viewport.width);
        }
      }
    });
  }
}
