/**
 * Every object of the test-mode dashboard has an address of its own (issue 41: "deep links
 * to every object"): a payment, customer, consent, payment link, webhook endpoint and event
 * each open by URL after sign-in, are linked from where they are listed, and a deep link
 * opened signed out comes back to the same object once signed in.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SECRET_KEY, signedIn } from './support/dashboard';
import { withDashboardObjects } from './support/dashboard-objects';

const checkoutUrl = () => process.env.PORTICO_CHECKOUT_URL ?? '';
const objects = withDashboardObjects();

/** Each object's address, and what its page says once it has read it. */
const OBJECTS: ReadonlyArray<{ readonly kind: string; readonly path: () => string; readonly shows: (page: Page) => ReturnType<Page['getByRole']> }> = [
  { kind: 'payment', path: () => `/payments/${objects().payment}`, shows: (page) => page.getByRole('heading', { name: 'Timeline' }) },
  { kind: 'customer', path: () => `/customers/${objects().customer}`, shows: (page) => page.getByRole('heading', { name: objects().customerName, level: 1 }) },
  {
    kind: 'consent',
    path: () => `/consents/${objects().consent}`,
    shows: (page) => page.getByRole('heading', { name: new RegExp(`Consent ${objects().consent}`), level: 1 }),
  },
  { kind: 'link', path: () => `/links/${objects().link}`, shows: (page) => page.getByRole('heading', { name: objects().linkTitle, level: 1 }) },
  {
    kind: 'endpoint',
    path: () => `/webhooks/endpoints/${objects().endpoint}`,
    shows: (page) => page.getByRole('heading', { name: objects().endpointUrl, level: 1 }),
  },
  {
    kind: 'event',
    path: () => `/webhooks/events/${objects().event}`,
    shows: (page) => page.getByRole('heading', { name: 'payment_intent.succeeded', level: 1 }),
  },
];

test('a deep link opened signed out asks for the key, then opens the object it named', async ({ page }) => {
  const address = `${checkoutUrl()}/dashboard/consents/${objects().consent}`;
  await page.goto(address);
  await page.getByLabel('Secret key').fill(SECRET_KEY);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: new RegExp(`Consent ${objects().consent}`), level: 1 })).toBeVisible();
  expect(page.url()).toBe(address);
});

test('every object opens at its own address after sign-in', async ({ page }) => {
  await signedIn(page, checkoutUrl());
  for (const object of OBJECTS) {
    await page.goto(`${checkoutUrl()}/dashboard${object.path()}`);
    await expect(object.shows(page), object.kind).toBeVisible();
  }
  await page.goto(`${checkoutUrl()}/dashboard/webhooks/events/evt_nope`);
  await expect(page.getByRole('alert')).toContainText('Could not load webhook event evt_nope: No webhook event with this id.');
});

test('each object is linked from where it is listed', async ({ page }) => {
  await signedIn(page, checkoutUrl());
  // The payment, from the list (searched for: other tests' payments may be newer); its event, from the
  // payment's timeline; the endpoint, from that event's delivery.
  await page.goto(`${checkoutUrl()}/dashboard/?q=${objects().payment}`);
  await page.locator(`a[href="/dashboard/payments/${objects().payment}"]`).click();
  await page.locator('.dash-timeline-entry', { hasText: 'Succeeded' }).getByRole('link', { name: 'payment_intent.succeeded' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/webhooks/events/${objects().event}$`));
  await expect(page.getByRole('link', { name: objects().payment })).toHaveAttribute('href', `/dashboard/payments/${objects().payment}`);
  await page.getByRole('list', { name: 'Webhook deliveries' }).getByRole('link', { name: objects().endpointUrl }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/webhooks/endpoints/${objects().endpoint}$`));
  // The event, from the event log; the endpoint, from the Webhooks list.
  await page.getByRole('link', { name: 'Webhooks', exact: true }).click();
  await expect(page.locator(`a[href="/dashboard/webhooks/events/${objects().event}"]`)).toBeVisible();
  await page
    .locator('.dash-card', { has: page.getByRole('heading', { name: objects().endpointUrl }) })
    .getByRole('link', { name: objects().endpointUrl })
    .click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/webhooks/endpoints/${objects().endpoint}$`));
  // The consent, from its customer's page; its customer and its charge, from the consent's page.
  await page.goto(`${checkoutUrl()}/dashboard/customers/${objects().customer}`);
  await page.getByRole('link', { name: objects().consent }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/consents/${objects().consent}$`));
  await expect(page.getByRole('link', { name: objects().customerName })).toHaveAttribute('href', `/dashboard/customers/${objects().customer}`);
  await expect(
    page.getByRole('list', { name: `Charges under ${objects().consent}` }).locator(`a[href="/dashboard/payments/${objects().payment}"]`),
  ).toBeVisible();
});
