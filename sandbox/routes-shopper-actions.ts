/** Simulated shopper actions pay and reject — being built (sandbox issue); mounted at `/api/v1/simulation/pa/shopper_actions` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function shopperActionRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
