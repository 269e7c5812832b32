/**
 * Every fetch of the test-mode dashboard says it is loading, and when it fails says so
 * clearly with a way to try again (issue 41, "a loading state and a clear error on every
 * fetch"): each list and each object's page, its API answer held back, then refused, then
 * let through by "Try again". A list that already shows rows keeps them when a later poll fails.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { signedIn } from './support/dashboard';
import { withDashboardObjects } from './support/dashboard-objects';

const checkoutUrl = () => process.env.PORTICO_CHECKOUT_URL ?? '';
const objects = withDashboardObjects();

interface Fetched {
  /** The dashboard address, after /dashboard. */
  readonly path: () => string;
  /** The API path it reads, after /dashboard/api. */
  readonly api: () => string;
  /** What the loading line and the error name. */
  readonly what: () => string;
  readonly shows: (page: Page) => Locator;
}

const FETCHES: ReadonlyArray<Fetched> = [
  { path: () => '/', api: () => '/payments', what: () => 'payments', shows: (page) => page.getByRole('table') },
  { path: () => '/customers', api: () => '/customers', what: () => 'customers', shows: (page) => page.getByRole('link', { name: objects().customerName }) },
  { path: () => '/links', api: () => '/links', what: () => 'payment links', shows: (page) => page.getByRole('heading', { name: objects().linkTitle }) },
  { path: () => '/webhooks', api: () => '/webhooks/endpoints', what: () => 'endpoints', shows: (page) => page.getByRole('list', { name: 'Endpoints' }) },
  { path: () => '/webhooks', api: () => '/events', what: () => 'events', shows: (page) => page.getByRole('list', { name: 'Event log' }) },
  { path: () => '/origins', api: () => '/origins', what: () => 'registered origins', shows: (page) => page.locator('.dash-card').first() },
  { path: () => '/clock', api: () => '/clock', what: () => 'the clock', shows: (page) => page.locator('.dash-clock') },
  {
    path: () => `/payments/${objects().payment}`,
    api: () => `/payments/${objects().payment}`,
    what: () => `payment ${objects().payment}`,
    shows: (page) => page.getByRole('heading', { name: 'Timeline' }),
  },
  {
    path: () => `/customers/${objects().customer}`,
    api: () => `/customers/${objects().customer}`,
    what: () => `customer ${objects().customer}`,
    shows: (page) => page.getByRole('heading', { name: objects().customerName, level: 1 }),
  },
  {
    path: () => `/consents/${objects().consent}`,
    api: () => `/consents/${objects().consent}`,
    what: () => `consent ${objects().consent}`,
    shows: (page) => page.getByRole('heading', { name: /Charges under it/ }),
  },
  {
    path: () => `/links/${objects().link}`,
    api: () => `/links/${objects().link}`,
    what: () => `payment link ${objects().link}`,
    shows: (page) => page.getByRole('heading', { name: objects().linkTitle, level: 1 }),
  },
  {
    path: () => `/webhooks/endpoints/${objects().endpoint}`,
    api: () => `/webhooks/endpoints/${objects().endpoint}`,
    what: () => `webhook endpoint ${objects().endpoint}`,
    shows: (page) => page.getByRole('heading', { name: objects().endpointUrl, level: 1 }),
  },
  {
    path: () => `/webhooks/events/${objects().event}`,
    api: () => `/events/${objects().event}`,
    what: () => `webhook event ${objects().event}`,
    shows: (page) => page.getByRole('heading', { name: 'Payload' }),
  },
];

const RESTARTING = { code: 'unavailable', message: 'The sandbox is restarting.' };

test('each list and page says it is loading, then shows a failed read with a retry that works', async ({ page }) => {
  test.setTimeout(120_000);
  await signedIn(page, checkoutUrl());
  for (const fetched of FETCHES) {
    const what = fetched.what();
    const api = `/dashboard/api${fetched.api()}`;
    const isIt = (url: URL) => url.pathname === api;
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(isIt, async (route) => {
      await held;
      await route.fulfill({ status: 503, json: RESTARTING });
    });
    await page.goto(`${checkoutUrl()}/dashboard${fetched.path()}`);
    await expect(page.getByRole('status').filter({ hasText: `Loading ${what}…` }), what).toBeVisible();
    release();
    const failed = page.getByRole('alert').filter({ hasText: `Could not load ${what}: The sandbox is restarting.` });
    await expect(failed, what).toBeVisible();
    await page.unroute(isIt);
    // Polled reads ask again on their own every few seconds: the retry's own request follows the press at once.
    const asked = page.waitForRequest((request) => new URL(request.url()).pathname === api, { timeout: 1000 });
    await failed.getByRole('button', { name: 'Try again' }).press('Enter');
    await asked;
    await expect(fetched.shows(page), what).toBeVisible();
    await expect(failed).toHaveCount(0);
  }
});

test('a list keeps its rows on screen when a later poll fails, and says so', async ({ page }) => {
  await signedIn(page, checkoutUrl());
  await expect(page.getByRole('table')).toBeVisible();
  await page.route(
    (url) => url.pathname === '/dashboard/api/payments',
    (route) => route.fulfill({ status: 503, json: RESTARTING }),
  );
  await expect(page.getByRole('alert').filter({ hasText: 'Could not load payments: The sandbox is restarting.' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByRole('table')).toBeVisible();
});
