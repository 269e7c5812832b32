/** Simulated shopper action verify (micro-deposits) — being built (sandbox issue); mounted at `/api/v1/simulation/pa/shopper_actions` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function shopperVerifyRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
