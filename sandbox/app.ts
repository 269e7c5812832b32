/**
 * The sandbox payment provider as a Hono app (no socket): the payment API under
 * /api/v1/pa, /healthz, and optionally the built runtime and SDK as static files.
 */
import { readFileSync } from 'node:fs';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';
import { deriveKey } from './client-secret';
import { ApiError, errorResponse } from './errors';
import { KeyedLock } from './idempotency';
import { paymentIntentRoutes } from './routes-intents';
import { runtimeHandler, sdkHandler } from './static-routes';
import type { IntentStore } from './store';

export interface SandboxOptions {
  store: IntentStore;
  secretKey: string;
  /** The built runtime (dist/runtime), served at `/`. */
  runtimeDir?: string;
  /** The built SDK (dist/sdk), served at `/sdk/v{sdkVersion}/`. */
  sdkDir?: string;
  /** Defaults to the version in the repo's package.json. */
  sdkVersion?: string;
  log?: (line: string) => void;
}

export const MAX_BODY_BYTES = 64 * 1024;

function packageVersion(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version?: unknown };
    return typeof pkg.version === 'string' ? pkg.version : '0.0.0';
  } catch {
    return '0.0.0';
  }
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

export function createSandboxApp(opts: SandboxOptions): Hono {
  const log = opts.log ?? (() => undefined);
  const app = new Hono();

  app.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    if (isApiPath(c.req.path)) {
      log(`${c.req.method} ${c.req.path} ${c.res.status} ${Math.round(performance.now() - started)}ms`);
    }
  });

  app.use(
    '/api/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) => errorResponse(c, new ApiError('request_too_large', { max_bytes: MAX_BODY_BYTES })),
    }),
  );

  app.get('/healthz', (c) => c.json({ ok: true }));

  app.route(
    '/api/v1/pa/payment_intents',
    paymentIntentRoutes({
      store: opts.store,
      secretKey: opts.secretKey,
      signingKey: deriveKey(opts.secretKey, 'client-secret-v1'),
      fingerprintKey: deriveKey(opts.secretKey, 'request-fingerprint-v1'),
      lock: new KeyedLock(),
    }),
  );

  if (opts.sdkDir !== undefined) app.get('/sdk/*', sdkHandler(opts.sdkDir, opts.sdkVersion ?? packageVersion()));
  if (opts.runtimeDir !== undefined) app.get('*', runtimeHandler(opts.runtimeDir));

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
