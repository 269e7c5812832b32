/**
 * What the customer, saved-method and consent routes share: record ids, lookups
 * that answer 404, idempotent writes and their replies.
 */
import { randomBytes } from 'node:crypto';
import type { Consent } from '../consents/types';
import type { Customer, SavedMethod } from './types';
import { ApiError, invalid } from '../core/errors';
import type { SandboxStore } from '../core/store';

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

export { idempotentWrite, reply } from '../core/idempotency';

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
