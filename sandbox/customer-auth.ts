/**
 * Who may act on a customer's records: the merchant (`x-api-key`) or the
 * shopper's browser holding that very customer's client secret.
 */
import type { Context } from 'hono';
import { requireApiKey } from './auth';
import { verifyCustomerSecret } from './customer-secret';
import { ApiError } from './errors';
import type { RouteDeps } from './route-deps';

export type CustomerCaller = { readonly kind: 'merchant' } | { readonly kind: 'customer'; readonly customerId: string };

/** A merchant key, when sent, must be right; otherwise a valid customer client secret is required. */
export function authenticateCustomerCaller(c: Context, deps: Pick<RouteDeps, 'secretKey' | 'signingKey'>): CustomerCaller {
  if (c.req.header('x-api-key') !== undefined) {
    requireApiKey(c, deps.secretKey);
    return { kind: 'merchant' };
  }
  const token = c.req.header('client-secret');
  if (token === undefined || token === '') {
    throw new ApiError('unauthorized', { reason: 'missing_client_secret' }, 'The x-api-key or client-secret header is required.');
  }
  const result = verifyCustomerSecret(deps.signingKey, token);
  if (!result.ok) throw new ApiError('unauthorized', { reason: result.reason }, 'The client secret is not a valid customer client secret.');
  return { kind: 'customer', customerId: result.claims.customer_id };
}

/** A customer secret opens its own customer's records only. */
export function requireCustomerScope(caller: CustomerCaller, customerId: string): void {
  if (caller.kind === 'customer' && caller.customerId !== customerId) {
    throw new ApiError('unauthorized', { reason: 'wrong_customer' }, 'The client secret is not valid for this customer.');
  }
}
