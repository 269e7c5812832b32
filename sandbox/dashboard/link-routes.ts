/**
 * The dashboard's payment-link screens, added to its API (routes.ts):
 *   GET  /links                   → { items } newest first
 *   POST /links                   { title, amount, currency, reusable? } → the new link (201)
 *   GET  /links/:code             → the link with its payments
 *   POST /links/:code/deactivate
 * All through the merchant API's own handlers (merchant-call.ts): the same validation and
 * the same link as a `curl` to /api/v1/pa/payment_links makes.
 */
import type { Hono } from 'hono';
import type { MerchantCall } from './merchant-call';
import { optionalBody, relay } from './relay';

const LINKS = '/api/v1/pa/payment_links';

/** A fixed-amount link's fields, and nothing else the page might send. */
function linkFields(body: Record<string, unknown>): Record<string, unknown> {
  return { title: body.title, amount: body.amount, currency: body.currency, reusable: body.reusable === true };
}

export function dashboardLinkRoutes(api: Hono, call: MerchantCall): void {
  api.get('/links', async (c) => relay(c, await call('GET', LINKS)));
  api.post('/links', async (c) => relay(c, await call('POST', `${LINKS}/create`, linkFields(await optionalBody(c)))));
  api.get('/links/:code', async (c) => relay(c, await call('GET', `${LINKS}/${encodeURIComponent(c.req.param('code'))}`)));
  api.post('/links/:code/deactivate', async (c) => relay(c, await call('POST', `${LINKS}/${encodeURIComponent(c.req.param('code'))}/deactivate`)));
}
