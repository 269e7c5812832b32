/** Saved payment method state changes, as pure functions. */
import type { BankSummary, DebitScheme, MethodDetails, SavedMethod } from './types';
import type { MethodInput } from './saved-method-input';
import type { CardBrand } from '../model/card-brand';

/** What is kept of an approved card or wallet: brand (from the test-card table), last four, expiry. */
export function approvedDetails(input: Exclude<MethodInput, { kind: 'debit' }>, brand: CardBrand): MethodDetails {
  const last4 = input.number.slice(-4);
  if (input.kind === 'card') {
    return { type: 'card', card: { brand, last4, expiry_month: input.expiry_month, expiry_year: input.expiry_year } };
  }
  return input.type === 'googlepay' ? { type: 'googlepay', googlepay: { brand, last4 } } : { type: 'applepay', applepay: { brand, last4 } };
}

export function debitDetails(scheme: DebitScheme, bank: BankSummary): MethodDetails {
  return { type: scheme, [scheme]: bank } as MethodDetails;
}

export function newSavedMethod(details: MethodDetails, id: string, customerId: string, now: Date): SavedMethod {
  const at = now.toISOString();
  return { id, customer_id: customerId, ...details, status: 'ACTIVE', created_at: at, updated_at: at };
}

export function disabledMethod(method: SavedMethod, now: Date): SavedMethod {
  return { ...method, status: 'DISABLED', updated_at: now.toISOString() };
}

/** The method without its record fields: what a consent shows of it. */
export function detailsOf(method: SavedMethod): MethodDetails {
  const { id: _id, customer_id: _c, status: _s, created_at: _a, updated_at: _u, ...details } = method;
  return details as MethodDetails;
}
