/**
 * /api/v1/pa/webhooks (merchant key only):
 *   POST /endpoints/create           { request_id, url, events: [type…] } → 201 the endpoint, with its signing secret
 *   GET  /endpoints                  → { items }
 *   POST /endpoints/:id/disable      { request_id } → the endpoint, DISABLED (nothing more is sent to it)
 *   POST /endpoints/:id/update, /endpoints/:id/roll_secret   (endpoint-changes.ts)
 *   GET  /events?type=&limit=        → { items } newest first
 *   GET  /events/:id                 → the event, with its deliveries and every attempt
 *   POST /events/:id/resend          { request_id, endpoint_id? } → a new delivery of the same event (same id)
 */
import { Hono } from 'hono';
import { requireApiKey } from '../core/auth';
import { ApiError, invalid } from '../core/errors';
import { idempotentWrite, reply } from '../core/idempotency';
import { readJsonObject, requestId } from '../core/body';
import type { RouteDeps } from '../core/route-deps';
import { refuseUnknownFields } from '../core/known-fields';
import { endpointChangeRoutes } from './endpoint-changes';
import { checkRoomForEnabled, endpointOr404, readEvents, readUrl, stoppedDeliveries } from './endpoint-fields';
import { newDelivery, webhookId } from './events';
import { endpointView, newSecret } from './secrets';
import type { TargetCheck } from './target';
import { isEventType, type WebhookDelivery, type WebhookEndpoint, type WebhookEvent } from './types';

const CREATE_FIELDS: ReadonlySet<string> = new Set(['request_id', 'url', 'events']);

/** The event as the merchant reads it: its JSON body, and the deliveries when asked. */
function eventView(event: WebhookEvent, deliveries?: readonly WebhookDelivery[]): Record<string, unknown> {
  return { ...(JSON.parse(event.body) as Record<string, unknown>), ...(deliveries ? { deliveries } : {}) };
}

export function webhookRoutes(deps: RouteDeps, allowTarget: TargetCheck, onDelivery: () => void): Hono {
  const { store, secretKey } = deps;
  const routes = new Hono();
  routes.use('*', async (c, next) => {
    requireApiKey(c, secretKey);
    await next();
  });

  routes.post('/endpoints/create', async (c) => {
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const result = await idempotentWrite(deps, {
      lockKey: 'webhooks.endpoints',
      scope: 'webhooks.endpoints.create',
      requestId: request_id,
      body,
      execute: () => {
        refuseUnknownFields(body, CREATE_FIELDS, 'a webhook endpoint create');
        const url = readUrl(body.url, allowTarget);
        const events = readEvents(body.events);
        checkRoomForEnabled(store);
        const at = deps.clock.now().toISOString();
        const endpoint: WebhookEndpoint = {
          id: webhookId('whe'),
          request_id,
          url,
          events,
          secret: newSecret(),
          status: 'ENABLED',
          created_at: at,
          updated_at: at,
        };
        return { status: 201, body: endpointView(endpoint, deps.clock.now()), records: [{ collection: 'webhook_endpoints', record: endpoint }] };
      },
    });
    return reply(c, result);
  });

  routes.get('/endpoints', (c) => {
    const now = deps.clock.now();
    const endpoints = store.list<WebhookEndpoint>('webhook_endpoints').sort((a, b) => a.created_at.localeCompare(b.created_at));
    return c.json({ items: endpoints.map((e) => endpointView(e, now)) });
  });

  routes.post('/endpoints/:id/disable', async (c) => {
    const id = c.req.param('id');
    const body = await readJsonObject(c);
    const result = await idempotentWrite(deps, {
      lockKey: 'webhooks.endpoints',
      scope: `webhooks.endpoints.disable:${id}`,
      requestId: requestId(body),
      body,
      execute: () => {
        const now = deps.clock.now();
        const disabled: WebhookEndpoint = { ...endpointOr404(store, id), status: 'DISABLED', updated_at: now.toISOString() };
        // Its pending deliveries stop too: nothing more is posted to a disabled endpoint.
        const stopped = stoppedDeliveries(store, id, disabled.updated_at);
        return { status: 200, body: endpointView(disabled, now), records: [{ collection: 'webhook_endpoints', record: disabled }, ...stopped] };
      },
    });
    return reply(c, result);
  });

  endpointChangeRoutes(routes, deps, allowTarget);

  routes.get('/events', (c) => {
    const type = c.req.query('type');
    if (type !== undefined && !isEventType(type)) throw invalid('type', 'unknown_event_type');
    const limitText = c.req.query('limit') ?? '50';
    const limit = Number(limitText);
    if (!Number.isInteger(limit) || limit < 1 || limit > 200) throw invalid('limit', 'out_of_range', 'limit must be an integer from 1 to 200.');
    const events = store
      .list<WebhookEvent>('webhook_events')
      .filter((e) => type === undefined || e.type === type)
      .sort((a, b) => (b.seq ?? 0) - (a.seq ?? 0) || b.created_at.localeCompare(a.created_at));
    return c.json({ items: events.slice(0, limit).map((e) => eventView(e)), has_more: events.length > limit });
  });

  routes.get('/events/:id', (c) => {
    const event = store.get<WebhookEvent>('webhook_events', c.req.param('id'));
    if (!event) throw new ApiError('not_found', { event_id: c.req.param('id') }, 'No webhook event with this id exists.');
    return c.json(eventView(event, store.findBy<'webhook_deliveries', WebhookDelivery>('webhook_deliveries', 'event_id', event.id)));
  });

  routes.post('/events/:id/resend', async (c) => {
    const id = c.req.param('id');
    const body = await readJsonObject(c);
    const result = await idempotentWrite(deps, {
      lockKey: `webhooks.event:${id}`,
      scope: `webhooks.events.resend:${id}`,
      requestId: requestId(body),
      body,
      execute: () => {
        const event = store.get<WebhookEvent>('webhook_events', id);
        if (!event) throw new ApiError('not_found', { event_id: id }, 'No webhook event with this id exists.');
        const wanted = body.endpoint_id;
        if (wanted !== undefined && typeof wanted !== 'string') throw invalid('endpoint_id', 'must_be_string');
        const endpoints = store
          .list<WebhookEndpoint>('webhook_endpoints')
          .filter((e) => e.status === 'ENABLED' && (wanted === undefined ? e.events.includes(event.type) : e.id === wanted));
        if (endpoints.length === 0) {
          throw invalid(
            'endpoint_id',
            'no_endpoint',
            wanted === undefined ? 'No enabled endpoint receives this event type.' : 'No enabled webhook endpoint has this id.',
          );
        }
        const now = deps.clock.now();
        const deliveries = endpoints.map((e) => newDelivery(event, e, now));
        queueMicrotask(onDelivery);
        return {
          status: 200,
          body: eventView(event, deliveries),
          records: deliveries.map((record) => ({ collection: 'webhook_deliveries' as const, record })),
        };
      },
    });
    return reply(c, result);
  });

  return routes;
}
