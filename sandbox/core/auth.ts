/**
 * Who is calling, one road per credential:
 * - the merchant server: `x-api-key` = the secret key;
 * - the shopper's browser for one intent: `client-secret` = that intent's token;
 * - the shopper's browser for one customer: `client-secret` = that customer's token.
 * Routes combine these through the callers at the end of this file; none reads a
 * header or verifies a token by itself.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';
import { verifyJwt } from './client-secret';
import { verifyCustomerSecret } from './customer-secret';
import { ApiError } from './errors';
import type { RouteDeps } from './route-deps';

type AuthDeps = Pick<RouteDeps, 'secretKey' | 'signingKey' | 'clock'>;

/** The sentence of each refusal, by the credential that was refused. */
const REFUSED = {
  intent: 'The client secret is not valid for this payment intent.',
  customer: 'The client secret is not a valid customer client secret.',
  shopper: 'The client secret is not valid.',
} as const;

function refused(kind: keyof typeof REFUSED, reason: string): ApiError {
  return new ApiError('unauthorized', { reason }, REFUSED[kind]);
}

function sameSecret(given: string, expected: string): boolean {
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

// ── The merchant key ────────────────────────────────────────────────────────

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

// ── Client secrets ──────────────────────────────────────────────────────────

/** The browser's `client-secret` header, still unverified; missing → 401 `missing_client_secret`. */
export function clientSecretHeader(c: Context): string {
  const token = c.req.header('client-secret');
  if (token === undefined || token === '') {
    throw new ApiError('unauthorized', { reason: 'missing_client_secret' }, 'The x-api-key or client-secret header is required.');
  }
  return token;
}

/** The header's token, verified (signature, expiry); its claims say whose secret it is. */
function verifiedClaims(c: Context, deps: AuthDeps, kind: keyof typeof REFUSED): Record<string, unknown> {
  const result = verifyJwt(deps.signingKey, clientSecretHeader(c), deps.clock.nowMs());
  if (!result.ok) throw refused(kind, result.reason);
  return result.claims;
}

/**
 * A valid, unexpired intent client secret: for `intentId` when the route names one,
 * else for the intent its claims name. Returns that intent's id.
 */
export function requireIntentSecret(c: Context, deps: AuthDeps, intentId?: string): string {
  const claimed = verifiedClaims(c, deps, 'intent').intent_id;
  if (typeof claimed !== 'string') throw refused('intent', 'malformed');
  if (intentId !== undefined && claimed !== intentId) throw refused('intent', 'wrong_intent');
  return claimed;
}

/** A valid, unexpired customer client secret; the customer it names. */
function requireCustomerSecret(c: Context, deps: AuthDeps): string {
  const result = verifyCustomerSecret(deps.signingKey, clientSecretHeader(c), deps.clock.nowMs());
  if (!result.ok) throw refused('customer', result.reason);
  return result.claims.customer_id;
}

// ── Callers: which credentials a route accepts ──────────────────────────────

export type Caller = 'merchant' | 'browser';

/** The merchant key, or the client secret of this very intent. */
export function authorizeIntent(c: Context, deps: AuthDeps, intentId: string): Caller {
  if (isMerchantCall(c, deps.secretKey)) return 'merchant';
  requireIntentSecret(c, deps, intentId);
  return 'browser';
}

/**
 * Reading an intent: the merchant key, this intent's client secret, or the client secret
 * of the customer `verifierOf` names (`null`: none), the customer whose consent made this
 * intent to verify a card at save. The frame saving that card holds the customer's
 * secret only, and follows the verification's 3-D Secure challenge by reading it
 * (consents/verify-challenge.ts). Reading only: no write takes a customer secret here.
 */
export function authorizeIntentRead(c: Context, deps: AuthDeps, intentId: string, verifierOf: (intentId: string) => string | null): Caller {
  if (isMerchantCall(c, deps.secretKey)) return 'merchant';
  const asCustomer = verifyCustomerSecret(deps.signingKey, clientSecretHeader(c), deps.clock.nowMs());
  if (!asCustomer.ok) {
    requireIntentSecret(c, deps, intentId);
    return 'browser';
  }
  if (verifierOf(intentId) !== asCustomer.claims.customer_id) throw refused('intent', 'wrong_intent');
  return 'browser';
}

/** Whose client secret the browser holds: an intent's (one-off) or a customer's (recurring). */
export type ShopperSubject = { readonly kind: 'browser'; readonly intentId: string } | { readonly kind: 'customer'; readonly customerId: string };
export type CheckoutCaller = { readonly kind: 'merchant' } | ShopperSubject;

/** A valid intent or customer client secret from the `client-secret` header. */
export function requireShopperSecret(c: Context, deps: AuthDeps): ShopperSubject {
  const claims = verifiedClaims(c, deps, 'shopper');
  if (typeof claims.intent_id === 'string') return { kind: 'browser', intentId: claims.intent_id };
  if (typeof claims.customer_id === 'string') return { kind: 'customer', customerId: claims.customer_id };
  throw refused('shopper', 'malformed');
}

/** Routes whose path names no intent: the merchant key, or an intent or customer client secret. */
export function requireCheckoutCaller(c: Context, deps: AuthDeps): CheckoutCaller {
  return isMerchantCall(c, deps.secretKey) ? { kind: 'merchant' } : requireShopperSecret(c, deps);
}

export type CustomerCaller = { readonly kind: 'merchant' } | { readonly kind: 'customer'; readonly customerId: string };

/** The merchant key, or a customer client secret. */
export function authenticateCustomerCaller(c: Context, deps: AuthDeps): CustomerCaller {
  if (isMerchantCall(c, deps.secretKey)) return { kind: 'merchant' };
  return { kind: 'customer', customerId: requireCustomerSecret(c, deps) };
}

/**
 * The merchant key, a customer client secret, or the client secret of an intent
 * created for a customer, which then acts as that customer (`customerOfIntent`
 * names it, or `null`): the shopper paying the intent sees and removes their saved
 * methods without a second secret. An intent for no customer stays refused as
 * `not_a_customer_secret`.
 */
export function authenticateCustomerOrIntentCaller(c: Context, deps: AuthDeps, customerOfIntent: (intentId: string) => string | null): CustomerCaller {
  if (isMerchantCall(c, deps.secretKey)) return { kind: 'merchant' };
  const token = clientSecretHeader(c);
  const now = deps.clock.nowMs();
  const asCustomer = verifyCustomerSecret(deps.signingKey, token, now);
  if (asCustomer.ok) return { kind: 'customer', customerId: asCustomer.claims.customer_id };
  if (asCustomer.reason === 'not_a_customer_secret') {
    // The token is valid (signature, expiry): only its subject is left to read.
    const intentId = verifyJwt(deps.signingKey, token, now);
    const claimed = intentId.ok ? intentId.claims.intent_id : undefined;
    const customerId = typeof claimed === 'string' ? customerOfIntent(claimed) : null;
    if (customerId !== null) return { kind: 'customer', customerId };
  }
  throw refused('customer', asCustomer.reason);
}

/** A customer secret opens its own customer's records only. */
export function requireCustomerScope(caller: CustomerCaller, customerId: string): void {
  if (caller.kind === 'customer' && caller.customerId !== customerId) {
    throw new ApiError('unauthorized', { reason: 'wrong_customer' }, 'The client secret is not valid for this customer.');
  }
}
