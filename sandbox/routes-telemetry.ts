/** Telemetry sink — being built (sandbox issue); mounted at `/api/v1/checkout (logs, metrics) and /api/v1/simulation/telemetry` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function telemetryRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
