/**
 * Callers of the checkout helpers, quotes and BIN lookup. Unlike the intent routes,
 * these paths name no intent, so the browser's client secret is verified against
 * the intent its own claims name (the signature makes that claim trustworthy).
 */
import type { Context } from 'hono';
import { requireApiKey } from './auth';
import { verifyClientSecret } from './client-secret';
import { ApiError } from './errors';
import type { RouteDeps } from './route-deps';

export type CheckoutCaller = { readonly kind: 'merchant' } | { readonly kind: 'browser'; readonly intentId: string };

type AuthDeps = Pick<RouteDeps, 'secretKey' | 'signingKey'>;

/** The unverified `intent_id` claim, to know which intent to verify the token against. */
function claimedIntentId(token: string): string | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof claims !== 'object' || claims === null) return null;
    const id = (claims as { intent_id?: unknown }).intent_id;
    return typeof id === 'string' ? id : null;
  } catch {
    return null;
  }
}

/** A valid, unexpired intent client secret from the `client-secret` header; the intent it was issued for. */
export function requireClientSecret(c: Context, deps: AuthDeps, intentId?: string): string {
  const token = c.req.header('client-secret');
  if (token === undefined || token === '') {
    throw new ApiError('unauthorized', { reason: 'missing_client_secret' }, 'The client-secret header is required.');
  }
  const id = intentId ?? claimedIntentId(token);
  if (id === null) throw new ApiError('unauthorized', { reason: 'malformed' }, 'The client secret is not valid.');
  const result = verifyClientSecret(deps.signingKey, token, id);
  if (!result.ok) throw new ApiError('unauthorized', { reason: result.reason }, 'The client secret is not valid.');
  return id;
}

/** A merchant key, when sent, must be right; otherwise a valid client secret is required. */
export function requireCheckoutCaller(c: Context, deps: AuthDeps): CheckoutCaller {
  if (c.req.header('x-api-key') !== undefined) {
    requireApiKey(c, deps.secretKey);
    return { kind: 'merchant' };
  }
  return { kind: 'browser', intentId: requireClientSecret(c, deps) };
}
