/** Bank redirect, QR scan, Plaid and TrueLayer simulator pages — being built (sandbox issue); mounted at `/simulator` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function shopperSimulatorRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
