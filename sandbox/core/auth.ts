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

/** True when the caller sent a merchant key (which must then be right), false when it sent none. */
export function isMerchantCall(c: Context, secretKey: string): boolean {
  if (c.req.header('x-api-key') === undefined) return false;
  requireApiKey(c, secretKey);
  return true;
}

/** The browser's `client-secret` header, still unverified; missing → 401 `missing_client_secret`. */
export function clientSecretHeader(c: Context): string {
  const token = c.req.header('client-secret');
  if (token === undefined || token === '') {
    throw new ApiError('unauthorized', { reason: 'missing_client_secret' }, 'The x-api-key or client-secret header is required.');
  }
  return token;
}

export type Caller = 'merchant' | 'browser';

/**
 * A merchant key, when sent, must be right; otherwise the client secret must be a
 * valid, unexpired token for this very intent.
 */
export function authorizeIntent(c: Context, secretKey: string, signingKey: Buffer, intentId: string): Caller {
  if (isMerchantCall(c, secretKey)) return 'merchant';
  const result = verifyClientSecret(signingKey, clientSecretHeader(c), intentId);
  if (!result.ok) {
    throw new ApiError('unauthorized', { reason: result.reason }, 'The client secret is not valid for this payment intent.');
  }
  return 'browser';
}
