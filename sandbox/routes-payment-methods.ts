/** Saved payment methods — being built (sandbox issue); mounted at `/api/v1/pa/payment_methods` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function paymentMethodRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
