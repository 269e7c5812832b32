/**
 * Two kinds of caller: the merchant server (`x-api-key` = the secret key) and the
 * shopper's browser (`client-secret` = a token issued for one intent).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { verifyClientSecret } from './client-secret';
import { ApiError } from './errors';

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

export function requireApiKey(c: Context, secretKey: string): void {
  const given = c.req.header('x-api-key');
  if (given === undefined) throw new ApiError('unauthorized', { reason: 'missing_api_key' }, 'The x-api-key header is required.');
  if (!sameSecret(given, secretKey)) throw new ApiError('unauthorized', { reason: 'invalid_api_key' }, 'The API key is not valid.');
}

export type Caller = 'merchant' | 'browser';

/**
 * A merchant key, when sent, must be right; otherwise the client secret must be a
 * valid, unexpired token for this very intent.
 */
export function authorizeIntent(c: Context, secretKey: string, signingKey: Buffer, intentId: string): Caller {
  if (c.req.header('x-api-key') !== undefined) {
    requireApiKey(c, secretKey);
    return 'merchant';
  }
  const token = c.req.header('client-secret');
  if (token === undefined || token === '') {
    throw new ApiError('unauthorized', { reason: 'missing_client_secret' }, 'The client-secret header is required.');
  }
  const result = verifyClientSecret(signingKey, token, intentId);
  if (!result.ok) {
    throw new ApiError('unauthorized', { reason: result.reason }, 'The client secret is not valid for this payment intent.');
  }
  return 'browser';
}
