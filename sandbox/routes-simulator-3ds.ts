/** The 3DS ACS simulator pages — being built (sandbox issue); mounted at `/simulator/3ds` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function threeDsSimulatorRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
