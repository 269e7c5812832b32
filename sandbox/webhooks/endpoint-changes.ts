/**
 * Changing a webhook endpoint after it is made (merchant key only):
 *   POST /endpoints/:id/update        { request_id, url?, events?, enabled? } → the endpoint as changed
 *   POST /endpoints/:id/roll_secret   { request_id, expires_in_seconds? } → the endpoint with its new secret
 * An update moves the endpoint's pending deliveries to its new url; a new `events`
 * list counts from the next event; `enabled: false` is a disable. A roll keeps the old
 * secret signing beside the new one for `expires_in_seconds` (a day by default, 0: it
 * stops at once), on the sandbox clock.
 */
import type { Hono } from 'hono';
import { readJsonObject, requestId } from '../core/body';
import { invalid } from '../core/errors';
import { idempotentWrite, reply } from '../core/idempotency';
import { refuseUnknownFields } from '../core/known-fields';
import type { RouteDeps } from '../core/route-deps';
import { checkRoomForEnabled, endpointOr404, readEvents, readUrl, stoppedDeliveries } from './endpoint-fields';
import { endpointView, rolled } from './secrets';
import type { TargetCheck } from './target';
import type { WebhookEndpoint } from './types';

const UPDATE_FIELDS: ReadonlySet<string> = new Set(['request_id', 'url', 'events', 'enabled']);
const ROLL_FIELDS: ReadonlySet<string> = new Set(['request_id', 'expires_in_seconds']);

/** A day: time to deploy the new secret to every server that checks it. */
export const DEFAULT_ROLL_GRACE_S = 24 * 3600;
const MAX_ROLL_GRACE_S = 7 * 24 * 3600;

function readGrace(value: unknown): number {
  if (value === undefined || value === null) return DEFAULT_ROLL_GRACE_S;
  if (typeof value !== 'number' || !Number.isInteger(value)) throw invalid('expires_in_seconds', 'must_be_integer');
  if (value < 0 || value > MAX_ROLL_GRACE_S)
    throw invalid('expires_in_seconds', 'out_of_range', `expires_in_seconds must be from 0 (the old secret stops now) to ${MAX_ROLL_GRACE_S} (seven days).`);
  return value;
}

function readEnabled(value: unknown): boolean | undefined {
  if (value === undefined || typeof value === 'boolean') return value;
  throw invalid('enabled', 'must_be_boolean');
}

export function endpointChangeRoutes(routes: Hono, deps: RouteDeps, allowTarget: TargetCheck): void {
  const { store } = deps;

  routes.post('/endpoints/:id/update', async (c) => {
    const id = c.req.param('id');
    const body = await readJsonObject(c);
    const result = await idempotentWrite(deps, {
      lockKey: 'webhooks.endpoints',
      scope: `webhooks.endpoints.update:${id}`,
      requestId: requestId(body),
      body,
      execute: () => {
        refuseUnknownFields(body, UPDATE_FIELDS, 'a webhook endpoint update');
        if (body.url === undefined && body.events === undefined && body.enabled === undefined)
          throw invalid('url', 'nothing_to_update', 'Send url, events or enabled: what to change.');
        const endpoint = endpointOr404(store, id);
        const enabled = readEnabled(body.enabled);
        const status = enabled === undefined ? endpoint.status : enabled ? 'ENABLED' : 'DISABLED';
        const url = body.url === undefined ? endpoint.url : readUrl(body.url, allowTarget);
        const events = body.events === undefined ? endpoint.events : readEvents(body.events);
        if (status === 'ENABLED' && endpoint.status === 'DISABLED') checkRoomForEnabled(store);
        const now = deps.clock.now();
        const changed: WebhookEndpoint = { ...endpoint, url, events, status, updated_at: now.toISOString() };
        const stopped = status === 'DISABLED' ? stoppedDeliveries(store, id, changed.updated_at) : [];
        return { status: 200, body: endpointView(changed, now), records: [{ collection: 'webhook_endpoints', record: changed }, ...stopped] };
      },
    });
    return reply(c, result);
  });

  routes.post('/endpoints/:id/roll_secret', async (c) => {
    const id = c.req.param('id');
    const body = await readJsonObject(c);
    const result = await idempotentWrite(deps, {
      lockKey: 'webhooks.endpoints',
      scope: `webhooks.endpoints.roll_secret:${id}`,
      requestId: requestId(body),
      body,
      execute: () => {
        refuseUnknownFields(body, ROLL_FIELDS, 'a webhook secret roll');
        const grace = readGrace(body.expires_in_seconds);
        const now = deps.clock.now();
        const next = rolled(endpointOr404(store, id), grace, now);
        return { status: 200, body: endpointView(next, now), records: [{ collection: 'webhook_endpoints', record: next }] };
      },
    });
    return reply(c, result);
  });
}
