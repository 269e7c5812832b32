/**
 * Intent state changes, as pure functions of their inputs: creating an intent and
 * applying one card confirmation (outcome from the test-card table).
 */
import { randomBytes } from 'node:crypto';
import type { ApiErrorBody } from './errors';
import { testCardFor } from './test-cards';
import type { Intent, PaymentAttempt } from './types';
import type { ConfirmCardInput, CreateIntentInput } from './validation';

export function newId(prefix: 'int' | 'att'): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

export function createIntent(input: CreateIntentInput, id: string, clientSecret: string, now: Date): Intent {
  const at = now.toISOString();
  return {
    id,
    request_id: input.request_id,
    amount: input.amount,
    currency: input.currency,
    merchant_order_id: input.merchant_order_id,
    status: 'REQUIRES_PAYMENT_METHOD',
    capture_method: input.capture_method,
    return_url: input.return_url,
    metadata: input.metadata,
    client_secret: clientSecret,
    created_at: at,
    updated_at: at,
    latest_payment_attempt: null,
  };
}

export type ConfirmOutcome =
  | { readonly kind: 'success'; readonly intent: Intent }
  | { readonly kind: 'decline'; readonly intent: Intent; readonly error: ApiErrorBody };

export function confirmCard(intent: Intent, card: ConfirmCardInput, attemptId: string, now: Date): ConfirmOutcome {
  const test = testCardFor(card.number, card.brand);
  const at = now.toISOString();
  const base = {
    id: attemptId,
    amount: intent.amount,
    currency: intent.currency,
    payment_method: {
      type: 'card' as const,
      card: {
        brand: test.brand,
        last4: card.number.slice(-4),
        expiry_month: card.expiry_month,
        expiry_year: card.expiry_year,
      },
    },
    created_at: at,
  };
  if (test.outcome === 'success') {
    const manual = intent.capture_method === 'manual';
    const attempt: PaymentAttempt = { ...base, status: manual ? 'AUTHORIZED' : 'SUCCEEDED' };
    return {
      kind: 'success',
      intent: { ...intent, status: manual ? 'REQUIRES_CAPTURE' : 'SUCCEEDED', updated_at: at, latest_payment_attempt: attempt },
    };
  }
  const attempt: PaymentAttempt = {
    ...base,
    status: 'FAILED',
    failure_code: test.failureCode,
    provider_original_response_code: test.providerCode,
  };
  return {
    kind: 'decline',
    intent: { ...intent, status: 'REQUIRES_PAYMENT_METHOD', updated_at: at, latest_payment_attempt: attempt },
    error: {
      code: 'issuer_declined',
      message: test.message,
      details: { intent_id: intent.id, payment_attempt_id: attemptId },
      provider_original_response_code: test.providerCode,
      original_code: test.providerCode,
    },
  };
}
