/**
 * What the customer, saved-method and consent routes share: record ids, lookups
 * that answer 404, idempotent writes and their replies.
 */
import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Consent } from './consent-types';
import type { Customer, SavedMethod } from './customer-types';
import { ApiError, invalid } from './errors';
import { type Execution, fingerprint, type IdempotentResult, runIdempotent } from './idempotency';
import type { RouteDeps } from './route-deps';
import type { SandboxStore } from './store';

export function newRecordId(prefix: 'cus' | 'mtd' | 'cst' | 'vrf'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export function existingCustomer(store: SandboxStore, id: string): Customer {
  const customer = store.get<Customer>('customers', id);
  if (!customer) throw new ApiError('not_found', { customer_id: id }, 'No customer with this id exists.');
  return customer;
}

export function existingConsent(store: SandboxStore, id: string): Consent {
  const consent = store.get<Consent>('consents', id);
  if (!consent) throw new ApiError('not_found', { consent_id: id }, 'No payment consent with this id exists.');
  return consent;
}

export function existingMethod(store: SandboxStore, id: string): SavedMethod {
  const method = store.get<SavedMethod>('payment_methods', id);
  if (!method) throw new ApiError('not_found', { payment_method_id: id }, 'No payment method with this id exists.');
  return method;
}

export function reply(c: Context, result: IdempotentResult): Response {
  if (result.replayed) c.header('Idempotent-Replayed', 'true');
  return c.json(result.body as object, result.status as ContentfulStatusCode);
}

export interface Write {
  /** Writes sharing a lock key never interleave: one per customer keeps its consents and methods consistent. */
  readonly lockKey: string;
  /** Endpoint (and record) scope of the request_id, e.g. `consents.verify:cst_…`. */
  readonly scope: string;
  readonly requestId: string;
  readonly body: unknown;
  readonly execute: () => Execution | Promise<Execution>;
}

export function idempotentWrite(deps: RouteDeps, write: Write): Promise<IdempotentResult> {
  return runIdempotent({
    store: deps.store,
    lock: deps.lock,
    lockKey: write.lockKey,
    key: `${write.scope}:${write.requestId}`,
    requestId: write.requestId,
    fingerprint: fingerprint(deps.fingerprintKey, write.body),
    execute: write.execute,
  });
}

export function customerLock(customerId: string): string {
  return `customer:${customerId}`;
}

export function filterStatus<T extends string>(value: string | undefined, allowed: readonly T[]): T | null {
  if (value === undefined) return null;
  if (!(allowed as readonly string[]).includes(value)) {
    throw invalid('status', 'invalid_value', `status must be one of: ${allowed.join(', ')}.`);
  }
  return value as T;
}
