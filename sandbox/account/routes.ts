/**
 * The merchant's account settings the checkout needs: its registered return origins
 * (return-origins.ts). The merchant registers one with its key; the shopper's browser
 * reads the list with any client secret, because the hosted page must decide before it
 * sends the shopper anywhere.
 */
import { Hono } from 'hono';
import { requireApiKey, requireShopperSecret } from '../core/auth';
import { readJsonObject } from '../core/body';
import type { RouteDeps } from '../core/route-deps';
import { originField, returnOriginView, type ReturnOrigin } from './return-origins';

function listed(deps: RouteDeps): ReturnOrigin[] {
  return deps.store.list<ReturnOrigin>('return_origins').sort((a, b) => a.id.localeCompare(b.id));
}

/** Mounted at `/api/v1/pa/account`. */
export function accountRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();

  routes.post('/return_origins', async (c) => {
    requireApiKey(c, deps.secretKey);
    const origin = originField((await readJsonObject(c)).origin);
    // Registering twice is not an error: the answer is the registration that stands.
    const existing = deps.store.get<ReturnOrigin>('return_origins', origin);
    if (existing) return c.json(returnOriginView(existing), 200);
    const record: ReturnOrigin = { id: origin, created_at: new Date().toISOString() };
    await deps.store.commit({ records: [{ collection: 'return_origins', record }] });
    return c.json(returnOriginView(record), 201);
  });

  routes.get('/return_origins', (c) => {
    requireApiKey(c, deps.secretKey);
    return c.json({ items: listed(deps).map(returnOriginView) });
  });

  return routes;
}

/** Mounted at `/api/v1/checkout`: the browser's read of the same list (origins only). */
export function checkoutReturnOriginRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  routes.get('/return_origins', (c) => {
    requireShopperSecret(c, deps);
    c.header('Cache-Control', 'no-store');
    return c.json({ origins: listed(deps).map((record) => record.id) });
  });
  return routes;
}
