/** Encode/decode, wallet verification, direct-debit banks, redirect, webhook — being built (sandbox issue); mounted at `/api/v1/checkout and /pa` by app.ts. */
import { Hono } from 'hono';
import type { RouteDeps } from './route-deps';

export function checkoutHelperRoutes(_deps: RouteDeps): Hono {
  return new Hono();
}
