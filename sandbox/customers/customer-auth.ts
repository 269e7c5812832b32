/**
 * Who may act on a customer's records: the merchant (`x-api-key`) or the
 * shopper's browser holding that very customer's client secret.
 */
import type { Context } from 'hono';
import { clientSecretHeader, isMerchantCall } from '../core/auth';
import { verifyCustomerSecret } from '../core/customer-secret';
import { ApiError } from '../core/errors';
import type { RouteDeps } from '../core/route-deps';
import { customerIdOf } from '../consents/validation';
import { existingCustomer, filterStatus } from './http';
import { readJsonObject, requestId } from '../intents/validation';

export type CustomerCaller = { readonly kind: 'merchant' } | { readonly kind: 'customer'; readonly customerId: string };

/** A merchant key, when sent, must be right; otherwise a valid customer client secret is required. */
export function authenticateCustomerCaller(c: Context, deps: Pick<RouteDeps, 'secretKey' | 'signingKey'>): CustomerCaller {
  if (isMerchantCall(c, deps.secretKey)) return { kind: 'merchant' };
  const result = verifyCustomerSecret(deps.signingKey, clientSecretHeader(c));
  if (!result.ok) throw new ApiError('unauthorized', { reason: result.reason }, 'The client secret is not a valid customer client secret.');
  return { kind: 'customer', customerId: result.claims.customer_id };
}

/** A customer secret opens its own customer's records only. */
export function requireCustomerScope(caller: CustomerCaller, customerId: string): void {
  if (caller.kind === 'customer' && caller.customerId !== customerId) {
    throw new ApiError('unauthorized', { reason: 'wrong_customer' }, 'The client secret is not valid for this customer.');
  }
}

/**
 * `GET ?customer_id=…&status=…` over one of a customer's collections: the caller must
 * be the merchant or that customer, the customer must exist, and `status` must be
 * one of `statuses`.
 */
export function listForCustomer<T extends { readonly customer_id: string; readonly status: string }>(
  c: Context,
  deps: Pick<RouteDeps, 'secretKey' | 'signingKey' | 'store'>,
  collection: 'consents' | 'payment_methods',
  statuses: readonly T['status'][],
): Response {
  const caller = authenticateCustomerCaller(c, deps);
  const customerId = customerIdOf({ customer_id: c.req.query('customer_id') });
  requireCustomerScope(caller, customerId);
  existingCustomer(deps.store, customerId);
  const status = filterStatus(c.req.query('status'), statuses);
  const items = deps.store
    .list<T & { readonly id: string }>(collection)
    .filter((record) => record.customer_id === customerId && (status === null || record.status === status));
  return c.json({ items, has_more: false });
}

/**
 * The start of every customer-scoped create: the caller is authenticated, the body
 * read, and the customer it names is in the caller's scope and exists.
 */
export async function readCustomerWrite(
  c: Context,
  deps: Pick<RouteDeps, 'secretKey' | 'signingKey' | 'store'>,
): Promise<{ readonly body: Record<string, unknown>; readonly request_id: string; readonly customerId: string }> {
  const caller = authenticateCustomerCaller(c, deps);
  const body = await readJsonObject(c);
  const request_id = requestId(body);
  const customerId = customerIdOf(body);
  requireCustomerScope(caller, customerId);
  existingCustomer(deps.store, customerId);
  return { body, request_id, customerId };
}
