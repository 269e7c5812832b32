/**
 * /api/v1/pa/bin: `GET /lookup` with the card number in the `x-pan` header (spec
 * §7), never in the URL, so it stays out of request logs. The number is read,
 * cut to its BIN and dropped: nothing here logs, stores or echoes it.
 */
import { Hono } from 'hono';
import { lookupBin } from './bin-table';
import { invalid } from '../core/errors';
import { requireCheckoutCaller } from '../core/auth';
import type { RouteDeps } from '../core/route-deps';

/** Digits only (spaces allowed, as typed), 6–19 of them; the refusal never repeats the value. */
function readPan(header: string | undefined): string {
  if (header === undefined || header === '') throw invalid('x-pan', 'required', 'The x-pan header is required.');
  const digits = header.replace(/ /g, '');
  if (!/^\d{6,19}$/.test(digits)) throw invalid('x-pan', 'invalid_pan', 'x-pan must hold 6 to 19 digits.');
  return digits;
}

export function binRoutes(deps: RouteDeps): Hono {
  const routes = new Hono();

  routes.get('/lookup', (c) => {
    requireCheckoutCaller(c, deps);
    const info = lookupBin(readPan(c.req.header('x-pan')));
    c.header('Cache-Control', 'no-store');
    return c.json(info);
  });

  return routes;
}
