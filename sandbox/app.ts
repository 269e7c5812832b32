/**
 * The sandbox payment provider as a Hono app (no socket): the payment API under
 * /api/v1/pa, /healthz, and optionally the built runtime and SDK as static files.
 */
import { readFileSync } from 'node:fs';
import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { ACCOUNT_ID, deriveKey } from './core/client-secret';
import { SandboxClock } from './core/clock';
import { ApiError, errorResponse } from './core/errors';
import { KeyedLock } from './core/lock';
import { publicOriginOf } from './core/public-origin';
import type { RouteDeps } from './core/route-deps';
import { binRoutes } from './cards/routes';
import { checkoutHelperRoutes } from './checkout-helpers/routes';
import { consentRoutes } from './consents/routes';
import { customerRoutes } from './customers/routes';
import { paymentIntentRoutes } from './intents/routes';
import { paymentLinkRoutes } from './payment-links/routes';
import { paymentMethodTypeRoutes } from './methods/routes';
import { paymentMethodRoutes } from './customers/payment-method-routes';
import { quoteRoutes } from './quotes/routes';
import { refundRoutes } from './refunds/routes';
import { accountRoutes, checkoutOriginRoutes } from './account/routes';
import { handoffRoutes } from './handoffs/routes';
import { listRegisteredOrigins } from './account/registered-origins';
import { shopperActionRoutes } from './simulator/shopper-actions-routes';
import { shopperVerifyRoutes } from './simulator/verify-routes';
import { threeDsSimulatorRoutes } from './threeds/routes';
import { shopperSimulatorRoutes } from './simulator/routes';
import { walletStandInRoutes } from './simulator/wallet-routes';
import { captchaStandInRoutes } from './captcha/routes';
import { clockRoutes } from './clock/routes';
import { DASHBOARD_PATH, dashboardRoutes } from './dashboard/routes';
import { merchantCaller } from './dashboard/merchant-call';
import { telemetryRoutes } from './telemetry/routes';
import { runtimeHandler, sdkHandler } from './static/static-routes';
import type { SandboxStore } from './core/store';
import { WebhookDispatcher } from './webhooks/dispatcher';
import { eventRecorder } from './webhooks/events';
import { webhookRoutes } from './webhooks/routes';
import { allowedTargets, type TargetCheck } from './webhooks/target';

export interface SandboxOptions {
  store: SandboxStore;
  secretKey: string;
  /** The built runtime (dist/runtime), served at `/`. */
  runtimeDir?: string;
  /** The built test-mode dashboard (dist/dashboard), served at `/dashboard/`; its API answers without it. */
  dashboardDir?: string;
  /** The built SDK (dist/sdk), served at `/sdk/v{sdkVersion}/`. */
  sdkDir?: string;
  /** Defaults to the version in the repo's package.json. */
  sdkVersion?: string;
  /**
   * The origin the checkout's pages are served from, as browsers name it
   * (`http://localhost:4000`); a function when the port is known only once
   * listening. The telemetry sink takes beacons only from it; without it, none.
   */
  checkoutOrigin?: string | (() => string | undefined);
  log?: (line: string) => void;
  /** The origins the sandbox is served at (its socket's, once listening), the first the canonical one. */
  publicOrigins?: () => readonly string[];
  /**
   * Sends the webhook deliveries (server.ts starts one and stops it on close). Without
   * it, events and deliveries are recorded and listed but nothing is sent.
   */
  webhookDispatcher?: WebhookDispatcher;
  /** Where webhook endpoints may be: loopback only by default (webhooks/target.ts). */
  webhookTargets?: TargetCheck;
}

const MAX_BODY_BYTES = 64 * 1024;

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** Paths answered with JSON errors (spec §7 path bases), never the runtime's index.html. */
function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/') || path.startsWith('/pa/');
}

function checkoutOriginNow(origin: SandboxOptions['checkoutOrigin']): string | undefined {
  const value = typeof origin === 'function' ? origin() : origin;
  return value === undefined ? undefined : new URL(value).origin;
}

export function createSandboxApp(opts: SandboxOptions): Hono {
  const log = opts.log ?? (() => undefined);
  const app = new Hono();

  app.use('*', async (c, next) => {
    const started = performance.now();
    const mark = opts.store.mark();
    // Set before the handler runs, the header is part of every response the context
    // builds; set on a finished response, it makes Hono copy that response, body and all.
    c.header('X-Content-Type-Options', 'nosniff');
    await next();
    // Answered only once what the request wrote, or read of others' writes, is committed
    // (the store commits a turn's writes together, core/store.ts).
    const settling = opts.store.settled(mark);
    if (settling !== undefined) {
      try {
        await settling;
      } catch (err) {
        // A request that failed on its own has said so already (onError).
        if (c.res.status < 500) {
          log(`sandbox: internal error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? err.message : String(err)}`);
          c.res = undefined;
          c.res = errorResponse(c, new ApiError('internal_error'));
        }
      }
    }
    // A handler's own Response object (the static files) has not got it yet.
    if (c.res.headers.get('X-Content-Type-Options') === null) c.header('X-Content-Type-Options', 'nosniff');
    if (isApiPath(c.req.path)) {
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    }
  });

  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) => errorResponse(c, new ApiError('request_too_large', { max_bytes: MAX_BODY_BYTES })),
  });
  // A declared length is checked as it stands; only a body without one (chunked) is
  // counted as it streams. Hono's bodyLimit would turn every request into a stream
  // first, which costs more than the sandbox spends answering most of them.
  const limitDeclaredBody: MiddlewareHandler = (c, next) => {
    const length = c.req.header('content-length');
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limitBody(c, next);
    return Number(length) > MAX_BODY_BYTES ? Promise.resolve(errorResponse(c, new ApiError('request_too_large', { max_bytes: MAX_BODY_BYTES }))) : next();
  };
  app.use('/api/*', limitDeclaredBody);
  app.use('/pa/*', limitDeclaredBody);
  app.use(`${DASHBOARD_PATH}/api/*`, limitDeclaredBody);

  app.get('/healthz', (c) => c.json({ ok: true }));

  const deps: RouteDeps = {
    store: opts.store,
    clock: new SandboxClock(opts.store),
    secretKey: opts.secretKey,
    signingKey: deriveKey(opts.secretKey, 'client-secret-v1'),
    fingerprintKey: deriveKey(opts.secretKey, 'request-fingerprint-v1'),
    lock: new KeyedLock(),
    log,
    publicOrigin: publicOriginOf(opts.publicOrigins ?? (() => [])),
    checkoutOrigin: () => checkoutOriginNow(opts.checkoutOrigin),
  };
  const webhookTargets = opts.webhookTargets ?? allowedTargets();
  const dispatcher = opts.webhookDispatcher ?? new WebhookDispatcher(opts.store, { allowTarget: webhookTargets });
  // Every stored change a merchant is told of becomes an event in its own transaction.
  opts.store.observe(eventRecorder(opts.store, deps.clock, () => dispatcher.nudge()));
  app.route(
    '/api/v1/pa/webhooks',
    webhookRoutes(deps, webhookTargets, () => dispatcher.nudge()),
  );
  app.route('/api/v1/pa/payment_intents', paymentIntentRoutes(deps));
  app.route('/api/v1/pa/config/payment_method_types', paymentMethodTypeRoutes(deps));
  app.route('/api/v1/pa/customers', customerRoutes(deps));
  app.route('/api/v1/pa/payment_methods', paymentMethodRoutes(deps));
  app.route('/api/v1/pa/payment_consents', consentRoutes(deps));
  app.route('/api/v1/pa/payment_links', paymentLinkRoutes(deps));
  app.route('/api/v1/pa/quotes', quoteRoutes(deps));
  app.route('/api/v1/pa/refunds', refundRoutes(deps));
  app.route('/api/v1/pa/bin', binRoutes(deps));
  app.route('/api/v1/pa/account', accountRoutes(deps));
  app.route('/api/v1/checkout', checkoutOriginRoutes(deps));
  app.route('/api/v1/checkout/handoffs', handoffRoutes(deps));
  app.route('/api/v1/simulation/pa/shopper_actions', shopperActionRoutes(deps));
  app.route('/api/v1/simulation/pa/shopper_actions', shopperVerifyRoutes(deps));
  app.route(
    '/api/v1/simulation/clock',
    clockRoutes(deps, () => dispatcher.nudge()),
  );
  // Mounted at the root: these own several spec §7 path bases (/api/v1/checkout/…, /pa/…).
  app.route('/', checkoutHelperRoutes(deps));
  const checkoutOrigin = opts.checkoutOrigin;
  const fixedOrigin = typeof checkoutOrigin === 'string' ? new URL(checkoutOrigin).origin : undefined;
  app.route('/', telemetryRoutes(deps, { checkoutOrigin: typeof checkoutOrigin === 'function' ? checkoutOrigin : () => fixedOrigin }));
  app.route('/simulator/3ds', threeDsSimulatorRoutes(deps));
  app.route('/simulator', shopperSimulatorRoutes(deps));
  app.route('/simulator', walletStandInRoutes());
  app.route('/simulator', captchaStandInRoutes(deps));

  // The dashboard's buttons call the merchant API's own handlers in this process (dashboard/merchant-call.ts).
  const merchantCall = merchantCaller((request) => app.fetch(request), opts.secretKey);
  app.route(DASHBOARD_PATH, dashboardRoutes({ deps, merchantCall, ...(opts.dashboardDir !== undefined ? { dashboardDir: opts.dashboardDir } : {}) }));

  if (opts.sdkDir !== undefined) app.get('/sdk/*', sdkHandler(opts.sdkDir, opts.sdkVersion ?? packageVersion()));
  // Every browser asks a top-level page's origin for its icon (the hosted page, the bank's and 3-D Secure's pages):
  // none, said without a 404 on the shopper's console.
  app.get('/favicon.ico', (c) => c.body(null, 204, { 'Cache-Control': 'public, max-age=86400' }));
  if (opts.runtimeDir !== undefined) {
    // The sandbox keeps one account: its registered origins frame its elements.
    const originsOf = (account: string) => (account === ACCOUNT_ID ? listRegisteredOrigins(deps.store).map((record) => record.id) : null);
    app.get('*', runtimeHandler(opts.runtimeDir, originsOf));
  }

  app.notFound((c) => {
    if (isApiPath(c.req.path)) {
      return errorResponse(c, new ApiError('not_found', { method: c.req.method, path: c.req.path }, 'No such API route.'));
    }
    return c.text('Not Found', 404);
  });

  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err);
    if (err instanceof HTTPException && err.status < 500) {
      return c.json({ code: 'bad_request', message: err.message || 'The request could not be processed.', details: {} }, err.status);
    }
    log(`sandbox: internal error on ${c.req.method} ${c.req.path}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
    return errorResponse(c, new ApiError('internal_error'));
  });

  return app;
}
