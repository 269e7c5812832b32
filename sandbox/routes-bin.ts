/** BIN lookup — being built (sandbox issue); mounted at `/api/v1/pa/bin` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function binRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
