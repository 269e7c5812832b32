/** Small response helpers shared by the links, quotes, helper and telemetry routes. */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { MAX_BODY_BYTES } from './app';
import { ApiError, errorResponse } from './errors';
import type { IdempotentResult } from './idempotency';

export function reply(c: Context, result: IdempotentResult): Response {
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body as object, result.status as ContentfulStatusCode);
}

/**
 * The app limits bodies under /api/* only; routes under /pa/* add this one per
 * route, so the limit never leaks onto other modules' paths. Built on first use:
 * app.ts imports this module, so its constant is not there yet at load time.
 */
let limiter: MiddlewareHandler | undefined;
export const limitBody: MiddlewareHandler = (c, next) => {
  limiter ??= bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (ctx) => errorResponse(ctx, new ApiError('request_too_large', { max_bytes: MAX_BODY_BYTES })),
  });
  return limiter(c, next);
};

/** The optional `?name=` filter of the simulation read-back routes. */
export function nameFilter(c: Context): string | null {
  const name = c.req.query('name');
  return name === undefined || name === '' ? null : name;
}
