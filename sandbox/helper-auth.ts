/**
 * Callers of the checkout helpers, quotes and BIN lookup. Unlike the intent routes,
 * these paths name no intent, so the browser's client secret is verified against
 * the intent (or, for recurring flows, the customer) its own claims name: the
 * signature makes that claim trustworthy.
 */
import type { Context } from 'hono';
import { requireApiKey } from './auth';
import { verifyClientSecret } from './client-secret';
import { verifyCustomerSecret } from './customer-secret';
import { ApiError } from './errors';
import type { RouteDeps } from './route-deps';

/** Whose client secret the browser holds: an intent's (one-off) or a customer's (recurring). */
export type ShopperSubject = { readonly kind: 'browser'; readonly intentId: string } | { readonly kind: 'customer'; readonly customerId: string };
export type CheckoutCaller = { readonly kind: 'merchant' } | ShopperSubject;

type AuthDeps = Pick<RouteDeps, 'secretKey' | 'signingKey'>;

/** The unverified claims, only to know what to verify the token against. */
function claimsOf(token: string): Record<string, unknown> | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const claims: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return typeof claims === 'object' && claims !== null && !Array.isArray(claims) ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function secretHeader(c: Context): string {
  const token = c.req.header('client-secret');
  if (token === undefined || token === '') {
    throw new ApiError('unauthorized', { reason: 'missing_client_secret' }, 'The client-secret header is required.');
  }
  return token;
}

function refused(reason: string): ApiError {
  return new ApiError('unauthorized', { reason }, 'The client secret is not valid.');
}

/** A valid, unexpired intent client secret (for `intentId`, or the intent it names); that intent's id. */
export function requireClientSecret(c: Context, deps: AuthDeps, intentId?: string): string {
  const token = secretHeader(c);
  const claimed = claimsOf(token)?.intent_id;
  const id = intentId ?? (typeof claimed === 'string' ? claimed : null);
  if (id === null) throw refused('malformed');
  const result = verifyClientSecret(deps.signingKey, token, id);
  if (!result.ok) throw refused(result.reason);
  return id;
}

/** A valid intent or customer client secret from the `client-secret` header. */
export function requireShopperSecret(c: Context, deps: AuthDeps): ShopperSubject {
  const token = secretHeader(c);
  const claims = claimsOf(token);
  if (typeof claims?.intent_id === 'string') return { kind: 'browser', intentId: requireClientSecret(c, deps, claims.intent_id) };
  if (typeof claims?.customer_id === 'string') {
    const result = verifyCustomerSecret(deps.signingKey, token);
    if (!result.ok) throw refused(result.reason);
    return { kind: 'customer', customerId: result.claims.customer_id };
  }
  throw refused('malformed');
}

/** A merchant key, when sent, must be right; otherwise a valid intent or customer client secret is required. */
export function requireCheckoutCaller(c: Context, deps: AuthDeps): CheckoutCaller {
  if (c.req.header('x-api-key') !== undefined) {
    requireApiKey(c, deps.secretKey);
    return { kind: 'merchant' };
  }
  return requireShopperSecret(c, deps);
}
