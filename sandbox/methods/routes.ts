/**
 * GET /api/v1/pa/config/payment_method_types?transaction_currency=&country_code=&transaction_mode=
 * The methods of the sandbox's table that match every given filter (merchant key
 * or an intent's client secret).
 */
import { Hono } from 'hono';
import { requireMerchantOrIntent } from '../core/auth';
import { listMethodTypes, parseMethodFilters } from './filters';
import type { RouteDeps } from '../core/route-deps';

export function paymentMethodTypeRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  routes.get('/', (c) => {
    requireMerchantOrIntent(c, deps);
    const items = listMethodTypes(parseMethodFilters(c.req.queries()));
    return c.json({ items, has_more: false });
  });
  return routes;
}
