/**
 * Saving a card or wallet for a customer outside a consent
 * (POST /api/v1/pa/payment_methods/create): the same zero-amount issuer check as
 * consent verification. A decline saves nothing. Direct-debit accounts are saved
 * only through a consent, where micro-deposits prove the account.
 */
import { type Json, requiredObject } from './fields';
import type { SavedMethod } from './types';
import type { ApiErrorBody } from '../core/errors';
import { invalid } from '../core/errors';
import { issuerCheck } from './saved-method-check';
import { readMethodInput } from './saved-method-input';
import { approvedDetails, newSavedMethod } from './saved-method-records';
import { outcomeWritesFor, type OutcomeWrite } from './card-outcome';

export type CreateOutcome =
  | { readonly kind: 'saved'; readonly method: SavedMethod; readonly outcome: readonly OutcomeWrite[] }
  | { readonly kind: 'declined'; readonly error: ApiErrorBody };

export function createSavedMethod(body: Json, customerId: string, methodId: string, now: Date): CreateOutcome {
  const input = readMethodInput(requiredObject(body.payment_method, 'payment_method'), now);
  if (input.kind === 'debit') {
    throw invalid('payment_method.type', 'verify_with_consent', 'Direct-debit accounts are saved by verifying a payment consent.');
  }
  const check = issuerCheck(input.number, input.brand);
  if (check.kind === 'approved') {
    const method = newSavedMethod(approvedDetails(input, check.brand), methodId, customerId, now);
    return { kind: 'saved', method, outcome: outcomeWritesFor(method, input) };
  }
  const { decline } = check;
  return {
    kind: 'declined',
    error: {
      code: 'issuer_declined',
      message: decline.message,
      details: { customer_id: customerId, failure_code: decline.failureCode },
      provider_original_response_code: decline.providerCode,
      original_code: decline.providerCode,
    },
  };
}
