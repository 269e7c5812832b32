/** Customer state changes as pure functions, and the merchant_customer_id uniqueness rule. */
import type { Customer } from './types';
import type { CreateCustomerInput, CustomerPatch } from './validation';
import { ApiError } from '../core/errors';
import type { SandboxStore } from '../core/store';

export function createCustomer(input: CreateCustomerInput, id: string, now: Date): Customer {
  const at = now.toISOString();
  return { id, ...input, created_at: at, updated_at: at };
}

export function updateCustomer(customer: Customer, patch: CustomerPatch, now: Date): Customer {
  return { ...customer, ...patch, updated_at: now.toISOString() };
}

/** merchant_customer_id names one customer only (the merchant's own key for it). */
export function assertMerchantIdFree(store: SandboxStore, merchantCustomerId: string, exceptId: string | null): void {
  const holder = store.findBy<'customers', Customer>('customers', 'merchant_customer_id', merchantCustomerId).find((c) => c.id !== exceptId);
  if (holder) {
    throw new ApiError(
      'resource_already_exists',
      { field: 'merchant_customer_id', customer_id: holder.id },
      'Another customer already has this merchant_customer_id.',
    );
  }
}
