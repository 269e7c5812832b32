/**
 * Simulated shopper actions for tests, mounted at /api/v1/simulation/pa/shopper_actions
 * (merchant key; idempotent by request_id):
 *   POST /pay      { request_id, intent_id }   settle what the intent waits for: paid
 *   POST /reject   { request_id, intent_id }   … or refused by the shopper
 *   POST /sessions { request_id, provider, region?, return_route? }   a stand-alone account-link session
 *   GET  /sessions/:id                          a session and its linked account (or the intent's client secret)
 * `verify` (micro-deposits) is another module's, on the same base path.
 */
import { Hono } from 'hono';
import { authorizeIntent, requireApiKey } from '../core/auth';
import { ApiError, invalid } from '../core/errors';
import { idempotentWrite, reply } from '../core/idempotency';
import { findShopperSession, newSession, sessionPageUrl, sessionView } from '../model/shopper-session';
import { settleWaitingIntent } from '../methods/settle';
import type { RouteDeps } from '../core/route-deps';
import { readJsonObject, requestId } from '../core/body';

function intentIdOf(body: Record<string, unknown>): string {
  const value = body.intent_id;
  if (value === undefined || value === null) throw invalid('intent_id', 'required', 'intent_id is required.');
  if (typeof value !== 'string' || value.length === 0 || value.length > 128) throw invalid('intent_id', 'must_be_string');
  return value;
}

function choice<T extends string>(body: Record<string, unknown>, name: string, allowed: readonly T[], fallback: T | null): T {
  const value = body[name];
  if ((value === undefined || value === null) && fallback !== null) return fallback;
  if (value === undefined || value === null) throw invalid(name, 'required', `${name} is required: ${allowed.join(', ')}.`);
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw invalid(name, 'invalid_value', `${name} must be one of: ${allowed.join(', ')}.`);
  }
  return value as T;
}

function region(body: Record<string, unknown>, fallback: string): string {
  const value = body.region;
  if (value === undefined || value === null) return fallback;
  if (typeof value !== 'string' || !/^[a-z]{2,10}$/.test(value)) {
    throw invalid('region', 'invalid_value', 'region must be 2 to 10 lowercase letters, e.g. us, uk, eu.');
  }
  return value;
}

export function shopperActionRoutes(deps: RouteDeps): Hono {
  const { store, lock, secretKey } = deps;
  const routes = new Hono();

  for (const action of ['pay', 'reject'] as const) {
    routes.post(`/${action}`, async (c) => {
      requireApiKey(c, secretKey);
      const body = await readJsonObject(c);
      const request_id = requestId(body);
      const intentId = intentIdOf(body);
      if (!store.getIntent(intentId)) throw new ApiError('not_found', { intent_id: intentId }, 'No payment intent with this id exists.');
      // The request_id lock first, so one key never runs twice even for two intents; then the
      // intent's, which confirm and the simulator pages take too.
      const result = await lock.run(`shopper_actions:${request_id}`, () =>
        idempotentWrite(deps, {
          lockKey: `intent:${intentId}`,
          scope: `shopper_actions:${action}`,
          requestId: request_id,
          body: body,
          execute: () => {
            const intent = store.getIntent(intentId);
            if (!intent) throw new ApiError('not_found', { intent_id: intentId }, 'No payment intent with this id exists.');
            const done = settleWaitingIntent(store, intent, action, deps.clock.now());
            const settled = done.intent ?? intent;
            return {
              status: 200,
              body: settled,
              intent: settled,
              records: done.sessions.map((s) => ({ collection: 'sessions' as const, record: s })),
            };
          },
        }),
      );
      return reply(c, result);
    });
  }

  routes.post('/sessions', async (c) => {
    requireApiKey(c, secretKey);
    const body = await readJsonObject(c);
    const request_id = requestId(body);
    const origin = deps.publicOrigin(c.req.url);
    const result = await idempotentWrite(deps, {
      lockKey: `shopper_actions:${request_id}`,
      scope: 'shopper_actions:sessions',
      requestId: request_id,
      body: body,
      execute: () => {
        const provider = choice(body, 'provider', ['plaid', 'truelayer'] as const, null);
        const returnRoute = choice(body, 'return_route', ['route', 'callback'] as const, 'route');
        const session = newSession({
          kind: provider === 'plaid' ? 'plaid_link' : 'truelayer_link',
          method: provider,
          intent: null,
          attemptId: null,
          origin,
          region: region(body, provider === 'plaid' ? 'us' : 'uk'),
          returnRoute,
          now: deps.clock.now(),
        });
        return {
          status: 201,
          body: { ...sessionView(session), url: sessionPageUrl(session) },
          records: [{ collection: 'sessions' as const, record: session }],
        };
      },
    });
    return reply(c, result);
  });

  routes.get('/sessions/:id', (c) => {
    const id = c.req.param('id');
    const merchant = c.req.header('x-api-key') !== undefined;
    if (merchant) requireApiKey(c, secretKey);
    else if (c.req.header('client-secret') === undefined) {
      throw new ApiError('unauthorized', { reason: 'missing_api_key' }, 'The x-api-key or client-secret header is required.');
    }
    const session = findShopperSession(store, id);
    if (session === undefined) throw new ApiError('not_found', { session_id: id }, 'No such shopper session.');
    if (!merchant) {
      if (session.intent_id === null) {
        throw new ApiError('unauthorized', { reason: 'wrong_intent' }, 'Only the merchant key can read a stand-alone session.');
      }
      authorizeIntent(c, deps, session.intent_id);
    }
    return c.json({ ...sessionView(session), url: sessionPageUrl(session) });
  });

  return routes;
}
