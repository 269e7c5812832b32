/**
 * The test-mode dashboard at /dashboard (signed in with the merchant's secret key):
 *   POST /api/session            { key } → { csrf }, sets the HttpOnly session cookie; 401 wrong_key, 429 locked
 *   GET  /api/session            → { signed_in, csrf? }
 *   POST /api/session/end        signs out
 *   GET  /api/payments           ?status&method&currency&min_amount&max_amount&from&to&q&limit&cursor → a page, newest first
 *   GET  /api/payments/:id       → the intent, its refunds and timeline
 *   POST /api/payments/:id/{capture,cancel,refund}   { amount? }
 *   /api/events, /api/webhooks/endpoints…   the event log and endpoints (webhook-routes.ts)
 *   /api/links…                  payment links: list, create, read, deactivate (link-routes.ts)
 *   /api/customers…, /api/consents/:id/disable   customers, saved methods, consents (customer-routes.ts)
 *   GET  /api/clock · POST /api/clock/advance { seconds }
 *   GET  /api/origins · POST /api/origins { origin } · POST /api/origins/remove { origin }
 *   GET  /*                      the dashboard's page (document.ts)
 * Every POST passes guard.ts: same origin, JSON, and (signed in) the session's CSRF token.
 */
import { Hono, type Context } from 'hono';
import type { RouteDeps } from '../core/route-deps';
import { dashboardDocument } from './document';
import { clearSessionCookie, crossSiteReason, csrfRefusal, queryCarriesKey, refuse, sessionIdOf, setSessionCookie } from './guard';
import { dashboardCustomerRoutes } from './customer-routes';
import { dashboardLinkRoutes } from './link-routes';
import type { MerchantCall } from './merchant-call';
import { BadQuery, listPayments, PaymentRows, readFilter, readLimit } from './payments';
import { optionalBody, relay } from './relay';
import { DashboardSessions } from './sessions';
import { paymentDetail } from './timeline';
import { dashboardWebhookRoutes } from './webhook-routes';

export const DASHBOARD_PATH = '/dashboard';

export interface DashboardOptions {
  readonly deps: Pick<RouteDeps, 'store' | 'secretKey'>;
  readonly merchantCall: MerchantCall;
  /** The built dashboard (dist/dashboard); without it only its API answers. */
  readonly dashboardDir?: string;
  /** Elapsed-time source of the sessions and lock-out (tests move it). */
  readonly nowMs?: () => number;
}

/** `{ amount }` when the body names a positive number, else nothing (the whole amount). */
function amountOf(body: Record<string, unknown>): Record<string, unknown> {
  return typeof body.amount === 'number' ? { amount: body.amount } : {};
}

export function dashboardRoutes(opts: DashboardOptions): Hono {
  const { store, secretKey } = opts.deps;
  const call = opts.merchantCall;
  const sessions = new DashboardSessions(secretKey, opts.nowMs ?? (() => performance.now()));
  const paymentRows = new PaymentRows(store);
  const routes = new Hono();

  routes.use('*', async (c, next) => {
    if (queryCarriesKey(c.req.url, secretKey)) {
      c.header('Referrer-Policy', 'no-referrer');
      return refuse(c, 400, 'key_in_url', 'Never put the secret key in an address: sign in on the dashboard page instead.');
    }
    await next();
    c.header('X-Frame-Options', 'DENY');
  });

  const api = new Hono();
  api.use('*', async (c, next) => {
    if (c.req.method === 'POST') {
      const reason = crossSiteReason(c);
      if (reason !== null) return refuse(c, 403, 'cross_site_request', `Refused: ${reason}.`);
    }
    c.header('Cache-Control', 'no-store');
    await next();
  });

  api.post('/session', async (c) => {
    const body = await optionalBody(c);
    if (typeof body.key !== 'string' || body.key === '') return refuse(c, 400, 'key_required', 'Enter your secret key.');
    const result = sessions.signIn(body.key);
    if (result.kind === 'locked') {
      c.header('Retry-After', String(result.retryAfterS));
      return refuse(c, 429, 'locked', `Too many wrong keys. Try again in ${result.retryAfterS} seconds.`, { retry_after_seconds: result.retryAfterS });
    }
    if (result.kind === 'wrong_key') {
      return refuse(c, 401, 'wrong_key', 'That is not this sandbox’s secret key.', { tries_left: result.triesLeft });
    }
    sessions.signOut(sessionIdOf(c));
    setSessionCookie(c, result.sessionId);
    return c.json({ signed_in: true, csrf: result.csrf });
  });

  api.get('/session', (c) => {
    const csrf = sessions.csrfOf(sessionIdOf(c));
    return c.json(csrf === null ? { signed_in: false } : { signed_in: true, csrf });
  });

  // Everything below needs a session, and a POST its CSRF token.
  api.use('*', async (c, next) => {
    const refusal = c.req.method === 'POST' ? csrfRefusal(c, sessions) : null;
    if (refusal) return refusal;
    if (sessions.csrfOf(sessionIdOf(c)) === null) return refuse(c, 401, 'signed_out', 'Sign in with your secret key.');
    await next();
  });

  api.post('/session/end', (c) => {
    sessions.signOut(sessionIdOf(c));
    clearSessionCookie(c);
    return c.json({ signed_in: false });
  });

  api.get('/payments', (c) => {
    try {
      const query = c.req.query();
      return c.json(listPayments(paymentRows, readFilter(query), readLimit(query.limit), query.cursor));
    } catch (err) {
      if (err instanceof BadQuery) return refuse(c, 400, 'invalid_filter', err.message, { field: err.field });
      throw err;
    }
  });

  api.get('/payments/:id', (c) => {
    const detail = paymentDetail(store, c.req.param('id'));
    return detail ? c.json(detail) : refuse(c, 404, 'not_found', 'No payment with this id.');
  });

  const intentPath = (c: Context, action: string) => `/api/v1/pa/payment_intents/${encodeURIComponent(c.req.param('id') ?? '')}/${action}`;
  api.post('/payments/:id/capture', async (c) => relay(c, await call('POST', intentPath(c, 'capture'), amountOf(await optionalBody(c)))));
  api.post('/payments/:id/cancel', async (c) => relay(c, await call('POST', intentPath(c, 'cancel'))));
  api.post('/payments/:id/refund', async (c) =>
    relay(c, await call('POST', '/api/v1/pa/refunds/create', { payment_intent_id: c.req.param('id'), ...amountOf(await optionalBody(c)) })),
  );

  dashboardWebhookRoutes(api, call, store);
  dashboardLinkRoutes(api, call);
  dashboardCustomerRoutes(api, call, store, paymentRows);
  api.get('/clock', async (c) => relay(c, await call('GET', '/api/v1/simulation/clock')));
  api.post('/clock/advance', async (c) => {
    const body = await optionalBody(c);
    return relay(c, await call('POST', '/api/v1/simulation/clock/advance', { seconds: body.seconds }));
  });
  api.get('/origins', async (c) => relay(c, await call('GET', '/api/v1/pa/account/origins')));
  api.post('/origins', async (c) => relay(c, await call('POST', '/api/v1/pa/account/origins', { origin: (await optionalBody(c)).origin })));
  api.post('/origins/remove', async (c) => {
    const origin = (await optionalBody(c)).origin;
    return relay(c, await call('DELETE', `/api/v1/pa/account/origins/${encodeURIComponent(typeof origin === 'string' ? origin : '')}`));
  });
  api.all('*', (c) => refuse(c, 404, 'not_found', 'No such dashboard route.'));

  routes.route('/api', api);
  routes.get('*', dashboardDocument(opts.dashboardDir, DASHBOARD_PATH));
  return routes;
}
