/**
 * The preambles of customer-scoped routes: the caller (core/auth.ts) may act on
 * this customer's records, and the customer exists.
 */
import type { Context } from 'hono';
import { authenticateCustomerCaller, requireCustomerScope, type CustomerCaller } from '../core/auth';
import type { RouteDeps } from '../core/route-deps';
import { customerIdOf } from '../consents/validation';
import { existingCustomer, filterStatus } from './http';
import { readJsonObject, requestId } from '../core/body';

/**
 * `GET ?customer_id=…&status=…` over one of a customer's collections: the caller must
 * be the merchant or that customer, the customer must exist, and `status` must be
 * one of `statuses`.
 */
export function listForCustomer<T extends { readonly customer_id: string; readonly status: string }>(
  c: Context,
  deps: Pick<RouteDeps, 'secretKey' | 'signingKey' | 'store' | 'clock'>,
  collection: 'consents' | 'payment_methods',
  statuses: readonly T['status'][],
  authenticate: (c: Context) => CustomerCaller = (c) => authenticateCustomerCaller(c, deps),
): Response {
  const caller = authenticate(c);
  const customerId = customerIdOf({ customer_id: c.req.query('customer_id') });
  requireCustomerScope(caller, customerId);
  existingCustomer(deps.store, customerId);
  const status = filterStatus(c.req.query('status'), statuses);
  const items = deps.store
    .findBy<typeof collection, T & { readonly id: string }>(collection, 'customer_id', customerId)
    .filter((record) => status === null || record.status === status);
  return c.json({ items, has_more: false });
}

/**
 * The start of every customer-scoped create: the caller is authenticated, the body
 * read, and the customer it names is in the caller's scope and exists.
 */
export async function readCustomerWrite(
  c: Context,
  deps: Pick<RouteDeps, 'secretKey' | 'signingKey' | 'store' | 'clock'>,
  authenticate: (c: Context) => CustomerCaller = (c) => authenticateCustomerCaller(c, deps),
): Promise<{ readonly body: Record<string, unknown>; readonly request_id: string; readonly customerId: string }> {
  const caller = authenticate(c);
  const body = await readJsonObject(c);
  const request_id = requestId(body);
  const customerId = customerIdOf(body);
  requireCustomerScope(caller, customerId);
  existingCustomer(deps.store, customerId);
  return { body, request_id, customerId };
}
