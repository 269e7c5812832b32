/**
 * GET /api/v1/pa/config/payment_method_types?transaction_currency=&country_code=&transaction_mode=
 * The methods of the sandbox's table that match every given filter (merchant key,
 * an intent's client secret, or a customer's: recurring mode lists what can be saved).
 */
import { Hono } from 'hono';
import { requireCheckoutCaller } from '../core/auth';
import { listMethodTypes, parseMethodFilters } from './filters';
import type { RouteDeps } from '../core/route-deps';

export function paymentMethodTypeRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();
  routes.get('/', (c) => {
    requireCheckoutCaller(c, deps);
    const items = listMethodTypes(parseMethodFilters(c.req.queries()));
    return c.json({ items, has_more: false });
  });
  return routes;
}
