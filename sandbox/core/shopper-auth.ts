/**
 * Callers of routes whose path names no intent (payment method types, checkout
 * helpers, quotes, BIN lookup): the browser's client secret is verified first, then
 * its claims say which intent (or, for recurring flows, which customer) it is for.
 */
import type { Context } from 'hono';
import { clientSecretHeader, isMerchantCall } from './auth';
import { verifyJwt } from './client-secret';
import { ApiError } from './errors';
import type { RouteDeps } from './route-deps';

/** Whose client secret the browser holds: an intent's (one-off) or a customer's (recurring). */
export type ShopperSubject = { readonly kind: 'browser'; readonly intentId: string } | { readonly kind: 'customer'; readonly customerId: string };
export type CheckoutCaller = { readonly kind: 'merchant' } | ShopperSubject;

type AuthDeps = Pick<RouteDeps, 'secretKey' | 'signingKey'>;

function refused(reason: string): ApiError {
  return new ApiError('unauthorized', { reason }, 'The client secret is not valid.');
}

/** The header's token, verified (signature, expiry); its claims say whose secret it is. */
function verifiedClaims(c: Context, deps: AuthDeps): Record<string, unknown> {
  const result = verifyJwt(deps.signingKey, clientSecretHeader(c), Date.now());
  if (!result.ok) throw refused(result.reason);
  return result.claims;
}

/** A valid, unexpired intent client secret (for `intentId`, or the intent it names); that intent's id. */
export function requireClientSecret(c: Context, deps: AuthDeps, intentId?: string): string {
  const claimed = verifiedClaims(c, deps).intent_id;
  if (typeof claimed !== 'string') throw refused('malformed');
  if (intentId !== undefined && claimed !== intentId) throw refused('wrong_intent');
  return claimed;
}

/** A valid intent or customer client secret from the `client-secret` header. */
export function requireShopperSecret(c: Context, deps: AuthDeps): ShopperSubject {
  const claims = verifiedClaims(c, deps);
  if (typeof claims.intent_id === 'string') return { kind: 'browser', intentId: claims.intent_id };
  if (typeof claims.customer_id === 'string') return { kind: 'customer', customerId: claims.customer_id };
  throw refused('malformed');
}

/** A merchant key, when sent, must be right; otherwise a valid intent or customer client secret is required. */
export function requireCheckoutCaller(c: Context, deps: AuthDeps): CheckoutCaller {
  return isMerchantCall(c, deps.secretKey) ? { kind: 'merchant' } : requireShopperSecret(c, deps);
}

/** The merchant key, or an intent's client secret (not a customer's). */
export function requireMerchantOrIntent(c: Context, deps: AuthDeps): { readonly kind: 'merchant' } | { readonly kind: 'browser'; readonly intentId: string } {
  return isMerchantCall(c, deps.secretKey) ? { kind: 'merchant' } : { kind: 'browser', intentId: requireClientSecret(c, deps) };
}
