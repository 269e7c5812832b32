/**
 * The account settings the checkout needs: its registered origins (registered-origins.ts).
 * The merchant adds, lists and removes them with its key. The shopper's browser reads
 * them with any client secret (the hosted page decides where it may send the shopper),
 * and a merchant page asks, with no secret, whether it is itself registered (the SDK
 * does when its frame was refused, to say `origin_not_registered`).
 */
import { Hono } from 'hono';
import { requireApiKey, requireShopperSecret } from '../core/auth';
import { readJsonObject } from '../core/body';
import { invalid, ApiError } from '../core/errors';
import { ACCOUNT_ID } from '../core/client-secret';
import type { RouteDeps } from '../core/route-deps';
import { listRegisteredOrigins, originField, registeredOriginView, REGISTERED_ORIGINS, type RegisteredOrigin } from './registered-origins';

/** Mounted at `/api/v1/pa/account`. */
export function accountRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();

  routes.post('/origins', async (c) => {
    requireApiKey(c, deps.secretKey);
    const origin = originField((await readJsonObject(c)).origin);
    // Registering twice is not an error: the answer is the registration that stands.
    const existing = deps.store.get<RegisteredOrigin>(REGISTERED_ORIGINS, origin);
    if (existing) return c.json(registeredOriginView(existing), 200);
    const record: RegisteredOrigin = { id: origin, created_at: deps.clock.now().toISOString() };
    await deps.store.commit({ records: [{ collection: REGISTERED_ORIGINS, record }] });
    return c.json(registeredOriginView(record), 201);
  });

  routes.get('/origins', (c) => {
    requireApiKey(c, deps.secretKey);
    return c.json({ items: listRegisteredOrigins(deps.store).map(registeredOriginView) });
  });

  // The origin in the path, percent-encoded: DELETE /api/v1/pa/account/origins/https%3A%2F%2Fshop.example
  routes.delete('/origins/:origin', async (c) => {
    requireApiKey(c, deps.secretKey);
    const origin = originField(c.req.param('origin'));
    if (!deps.store.get<RegisteredOrigin>(REGISTERED_ORIGINS, origin)) throw new ApiError('not_found', { origin }, `${origin} is not registered.`);
    await deps.store.commit({ removals: [{ collection: REGISTERED_ORIGINS, id: origin }] });
    return c.json({ origin, deleted: true });
  });

  return routes;
}

/** Mounted at `/api/v1/checkout`: the browser's reads of the same list. */
export function checkoutOriginRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  routes.get('/origins', (c) => {
    requireShopperSecret(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.json({ origins: listRegisteredOrigins(deps.store).map((record) => record.id) });
  });
  /**
   * Is the asking page's origin (its `Origin` header, which a page cannot forge) registered
   * for `account`? Says nothing about other origins, so any page may ask, from anywhere.
   */
  routes.get('/frame_origin', (c) => {
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', 'no-store');
    const account = c.req.query('account');
    if (!account) throw invalid('account', 'required');
    const origin = c.req.header('origin') ?? null;
    const registered = account === ACCOUNT_ID && origin !== null && deps.store.get<RegisteredOrigin>(REGISTERED_ORIGINS, origin) !== undefined;
    return c.json({ account_id: account, origin, registered });
  });
  return routes;
}
