/**
 * The dashboard's webhook screens, added to its API (routes.ts):
 *   GET  /events                       ?limit&cursor → a page of the event log, each event with its deliveries
 *   GET  /events/:id                   → the event, its deliveries and the payload they post
 *   POST /events/:id/resend
 *   GET  /webhooks/endpoints
 *   GET  /webhooks/endpoints/:id       → one endpoint, as the merchant API's list shows it
 *   POST /webhooks/endpoints           { url, events } → a new endpoint (its signing secret shown once)
 *   POST /webhooks/endpoints/:id/update       { url?, events?, enabled? }
 *   POST /webhooks/endpoints/:id/disable
 *   POST /webhooks/endpoints/:id/roll_secret
 * Writes go through the merchant API's own handlers (merchant-call.ts), reads of the log
 * straight from the store (events.ts).
 */
import type { Context, Hono } from 'hono';
import type { SandboxStore } from '../core/store';
import { eventDetail, listEvents } from './events';
import { refuse } from './guard';
import type { MerchantCall } from './merchant-call';
import { BadQuery, readLimit } from './payments';
import { optionalBody, relay } from './relay';

/** Only the fields an endpoint's create or update takes: the dashboard passes nothing else on. */
function endpointFields(body: Record<string, unknown>): Record<string, unknown> {
  const fields: Record<string, unknown> = {};
  for (const name of ['url', 'events', 'enabled'] as const) if (body[name] !== undefined) fields[name] = body[name];
  return fields;
}

export function dashboardWebhookRoutes(api: Hono, call: MerchantCall, store: SandboxStore): void {
  const endpointPath = (c: Context, action: string) => `/api/v1/pa/webhooks/endpoints/${encodeURIComponent(c.req.param('id') ?? '')}/${action}`;

  api.get('/events', (c) => {
    try {
      return c.json(listEvents(store, readLimit(c.req.query('limit')), c.req.query('cursor')));
    } catch (err) {
      if (err instanceof BadQuery) return refuse(c, 400, 'invalid_filter', err.message, { field: err.field });
      throw err;
    }
  });
  api.get('/events/:id', (c) => {
    const detail = eventDetail(store, c.req.param('id'));
    return detail ? c.json(detail) : refuse(c, 404, 'not_found', 'No webhook event with this id.');
  });
  api.post('/events/:id/resend', async (c) => relay(c, await call('POST', `/api/v1/pa/webhooks/events/${encodeURIComponent(c.req.param('id'))}/resend`)));
  api.get('/webhooks/endpoints', async (c) => relay(c, await call('GET', '/api/v1/pa/webhooks/endpoints')));
  api.get('/webhooks/endpoints/:id', async (c) => {
    // The merchant API reads endpoints as a list only (an account holds a handful): the one named is picked from it.
    const listed = await call('GET', '/api/v1/pa/webhooks/endpoints');
    if (!listed.ok) return relay(c, listed);
    const { items } = (await listed.json()) as { items: ReadonlyArray<{ readonly id: string }> };
    const endpoint = items.find((item) => item.id === c.req.param('id'));
    return endpoint ? c.json(endpoint, 200, { 'Cache-Control': 'no-store' }) : refuse(c, 404, 'not_found', 'No webhook endpoint with this id.');
  });
  api.post('/webhooks/endpoints', async (c) => {
    const { enabled: _ignored, ...fields } = endpointFields(await optionalBody(c));
    return relay(c, await call('POST', '/api/v1/pa/webhooks/endpoints/create', fields));
  });
  api.post('/webhooks/endpoints/:id/update', async (c) => relay(c, await call('POST', endpointPath(c, 'update'), endpointFields(await optionalBody(c)))));
  api.post('/webhooks/endpoints/:id/disable', async (c) => relay(c, await call('POST', endpointPath(c, 'disable'))));
  api.post('/webhooks/endpoints/:id/roll_secret', async (c) => relay(c, await call('POST', endpointPath(c, 'roll_secret'))));
}
