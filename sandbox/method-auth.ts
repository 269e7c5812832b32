/**
 * Callers of endpoints that are not under one intent's path: the merchant key,
 * or the client secret of whichever intent the token names (its signature,
 * expiry and intent are still checked, by the one verifier in client-secret.ts).
 */
import type { Context } from 'hono';
import { authorizeIntent, requireApiKey } from './auth';
import { ApiError } from './errors';
import type { RouteDeps } from './route-deps';

export type MethodCaller = { readonly kind: 'merchant' } | { readonly kind: 'browser'; readonly intentId: string };

/** The `intent_id` claim, read without trusting it: authorizeIntent verifies it next. */
function claimedIntentId(token: string): string | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return null;
    const id = (claims as Record<string, unknown>).intent_id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

export function authorizeMerchantOrIntent(c: Context, deps: RouteDeps): MethodCaller {
  if (c.req.header('x-api-key') !== undefined) {
    requireApiKey(c, deps.secretKey);
    return { kind: 'merchant' };
  }
  const token = c.req.header('client-secret');
  if (token === undefined || token === '') {
    throw new ApiError('unauthorized', { reason: 'missing_client_secret' }, 'The x-api-key or client-secret header is required.');
  }
  const intentId = claimedIntentId(token);
  if (intentId === null) {
    throw new ApiError('unauthorized', { reason: 'malformed' }, 'The client secret is not valid.');
  }
  authorizeIntent(c, deps.secretKey, deps.signingKey, intentId);
  return { kind: 'browser', intentId };
}
