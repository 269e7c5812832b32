/** Conversion quotes — being built (sandbox issue); mounted at `/api/v1/pa/quotes` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function quoteRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
