/** Payment method types config — being built (sandbox issue); mounted at `/api/v1/pa/config/payment_method_types` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function paymentMethodTypeRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
