/** Payment consents — being built (sandbox issue); mounted at `/api/v1/pa/payment_consents` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function consentRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
