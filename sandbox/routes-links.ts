/** Payment links — being built (sandbox issue); mounted at `/api/v1/pa/payment_links` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function paymentLinkRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
