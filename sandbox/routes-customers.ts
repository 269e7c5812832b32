/** Customers and customer client secrets — being built (sandbox issue); mounted at `/api/v1/pa/customers` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function customerRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
