/**
 * /api/v1/pa/webhooks (merchant key only):
 *   POST /endpoints/create           { request_id, url, events: [type…] } → 201 the endpoint, with its signing secret
 *   GET  /endpoints                  → { items }
 *   POST /endpoints/:id/disable      { request_id } → the endpoint, DISABLED (nothing more is sent to it)
 *   GET  /events?type=&limit=        → { items } newest first
 *   GET  /events/:id                 → the event, with its deliveries and every attempt
 *   POST /events/:id/resend          { request_id, endpoint_id? } → a new delivery of the same event (same id)
 */
import { randomBytes } from 'node:crypto';
import { Hono } from 'hono';
import { requireApiKey } from '../core/auth';
import { ApiError, invalid } from '../core/errors';
import { idempotentWrite, reply } from '../core/idempotency';
import { readJsonObject, requestId } from '../core/body';
import type { RouteDeps } from '../core/route-deps';
import { newDelivery, webhookId } from './events';
import type { TargetCheck } from './target';
import { EVENT_TYPES, isEventType, type EventType, type WebhookDelivery, type WebhookEndpoint, type WebhookEvent } from './types';

const MAX_ENDPOINTS = 16;

function readUrl(value: unknown, allowTarget: TargetCheck): string {
  if (typeof value !== 'string')
    throw invalid('url', value === undefined ? 'required' : 'must_be_string', 'url (the endpoint the sandbox posts events to) is required.');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('url', 'invalid_url', 'url must be an absolute http(s) URL.');
  }
  if (value.length > 2048) throw invalid('url', 'invalid_length');
  if (!allowTarget(url)) {
    throw invalid(
      'url',
      'target_not_allowed',
      'The sandbox posts webhooks to loopback addresses only (localhost, 127.0.0.1, [::1]) unless started with more webhook hosts.',
    );
  }
  return url.href;
}

function readEvents(value: unknown): EventType[] {
  if (!Array.isArray(value) || value.length === 0)
    throw invalid('events', Array.isArray(value) ? 'empty' : 'required', 'events (the event types to receive) must be a non-empty array.');
  const types = value.map((type, i) => {
    if (!isEventType(type)) throw invalid(`events.${i}`, 'unknown_event_type', `events.${i} must be one of: ${Object.keys(EVENT_TYPES).join(', ')}.`);
    return type;
  });
  return [...new Set(types)];
}

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
        const url = readUrl(body.url, allowTarget);
        const events = readEvents(body.events);
        if (store.list<WebhookEndpoint>('webhook_endpoints').filter((e) => e.status === 'ENABLED').length >= MAX_ENDPOINTS) {
          throw invalid('url', 'too_many_endpoints', `An account has at most ${MAX_ENDPOINTS} enabled endpoints: disable one first.`);
        }
        const at = deps.clock.now().toISOString();
        const endpoint: WebhookEndpoint = {
          id: webhookId('whe'),
          request_id,
          url,
          events,
          secret: `whsec_${randomBytes(24).toString('base64url')}`,
          status: 'ENABLED',
          created_at: at,
          updated_at: at,
        };
        return { status: 201, body: endpoint, records: [{ collection: 'webhook_endpoints', record: endpoint }] };
      },
    });
    return reply(c, result);
  });

  routes.get('/endpoints', (c) => c.json({ items: store.list<WebhookEndpoint>('webhook_endpoints').sort((a, b) => a.created_at.localeCompare(b.created_at)) }));

  routes.post('/endpoints/:id/disable', async (c) => {
    const id = c.req.param('id');
    const body = await readJsonObject(c);
    const result = await idempotentWrite(deps, {
      lockKey: 'webhooks.endpoints',
      scope: `webhooks.endpoints.disable:${id}`,
      requestId: requestId(body),
      body,
      execute: () => {
        const endpoint = store.get<WebhookEndpoint>('webhook_endpoints', id);
        if (!endpoint) throw new ApiError('not_found', { endpoint_id: id }, 'No webhook endpoint with this id exists.');
        const disabled: WebhookEndpoint = { ...endpoint, status: 'DISABLED', updated_at: deps.clock.now().toISOString() };
        // Its pending deliveries stop too: nothing more is posted to a disabled endpoint.
        const stopped = store
          .findBy<'webhook_deliveries', WebhookDelivery>('webhook_deliveries', 'status', 'PENDING')
          .filter((d) => d.endpoint_id === id)
          .map((d) => ({
            collection: 'webhook_deliveries' as const,
            record: { ...d, status: 'FAILED' as const, next_attempt_at: null, updated_at: disabled.updated_at },
          }));
        return { status: 200, body: disabled, records: [{ collection: 'webhook_endpoints', record: disabled }, ...stopped] };
      },
    });
    return reply(c, result);
  });

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
