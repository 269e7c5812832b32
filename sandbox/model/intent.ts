/**
 * Intent state changes, as pure functions of their inputs: creating an intent,
 * starting a card attempt, settling it (success, decline, 3DS failure or cancel),
 * and the merchant's cancel and capture.
 */
import type { ApiErrorBody } from '../core/errors';
import { randomHex } from '../core/random-hex';
import type { CardBrand } from './card-brand';
import type { ConfirmCardInput, CreateIntentInput, Decline, Intent, IntentStatus, PaymentAttempt } from './intent-types';

export function newId(prefix: 'int' | 'att'): string {
  return `${prefix}_${randomHex(12)}`;
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
    ...(input.payment_method_options ? { payment_method_options: input.payment_method_options } : {}),
    ...(input.customer_id ? { customer_id: input.customer_id } : {}),
    ...(input.captcha_policy ? { captcha_policy: input.captcha_policy } : {}),
    return_url: input.return_url,
    metadata: input.metadata,
    client_secret: clientSecret,
    created_at: at,
    updated_at: at,
    latest_payment_attempt: null,
    next_action: null,
  };
}

/** A new card attempt, PENDING until settled. Keeps brand, last four and expiry (and the holder's name and billing address when given) only. */
export function cardAttempt(intent: Intent, card: ConfirmCardInput, brand: CardBrand, attemptId: string, now: Date): PaymentAttempt {
  const at = now.toISOString();
  return {
    id: attemptId,
    status: 'PENDING',
    amount: intent.amount,
    currency: intent.currency,
    payment_method: {
      type: 'card',
      card: {
        brand,
        last4: card.number.slice(-4),
        expiry_month: card.expiry_month,
        expiry_year: card.expiry_year,
        ...(card.name ? { name: card.name } : {}),
        ...(card.billing ? { billing: card.billing } : {}),
      },
    },
    ...(card.save_payment_method ? { save_payment_method: true as const } : {}),
    created_at: at,
    updated_at: at,
  };
}

/** Why an attempt ended without a payment, as stored in `failure_code`. */
type AuthenticationFailure = '3ds_failed' | '3ds_expired' | 'authentication_required';

export type Settlement =
  | { readonly kind: 'success' }
  | { readonly kind: 'decline'; readonly decline: Decline }
  | { readonly kind: 'failed'; readonly failureCode: AuthenticationFailure }
  | { readonly kind: 'cancelled' };

/** Applies the outcome of the intent's latest attempt; the shopper may pay again after any failure. */
export function settle(intent: Intent, attempt: PaymentAttempt, settlement: Settlement, now: Date): Intent {
  const at = now.toISOString();
  const base = { ...attempt, updated_at: at };
  const retry = (latest: PaymentAttempt): Intent => ({
    ...intent,
    status: 'REQUIRES_PAYMENT_METHOD',
    updated_at: at,
    latest_payment_attempt: latest,
    next_action: null,
  });
  switch (settlement.kind) {
    case 'success': {
      if (intent.capture_method === 'manual') {
        return { ...intent, status: 'REQUIRES_CAPTURE', updated_at: at, latest_payment_attempt: { ...base, status: 'AUTHORIZED' }, next_action: null };
      }
      const latest: PaymentAttempt = { ...base, status: 'SUCCEEDED', captured_amount: intent.amount };
      return { ...intent, status: 'SUCCEEDED', captured_amount: intent.amount, updated_at: at, latest_payment_attempt: latest, next_action: null };
    }
    case 'decline':
      return retry({
        ...base,
        status: 'FAILED',
        failure_code: settlement.decline.failureCode,
        provider_original_response_code: settlement.decline.providerCode,
      });
    case 'failed':
      return retry({ ...base, status: 'FAILED', failure_code: settlement.failureCode });
    case 'cancelled':
      return retry({ ...base, status: 'CANCELLED', failure_code: '3ds_cancelled' });
  }
}

/** The 400 body of a declined confirm: the decline sentence, with the issuer's code. */
export function declineError(intent: Intent, attemptId: string, decline: Decline): ApiErrorBody {
  return {
    code: 'issuer_declined',
    message: decline.message,
    details: { intent_id: intent.id, payment_attempt_id: attemptId },
    provider_original_response_code: decline.providerCode,
    original_code: decline.providerCode,
  };
}

/** Statuses a cancel applies to; the rest answer 409. */
export const CANCELLABLE: ReadonlySet<IntentStatus> = new Set(['REQUIRES_PAYMENT_METHOD', 'REQUIRES_CUSTOMER_ACTION', 'REQUIRES_CAPTURE']);

export function cancelIntent(intent: Intent, reason: string, now: Date): Intent {
  const at = now.toISOString();
  const attempt = intent.latest_payment_attempt;
  // A pending 3DS attempt is abandoned and an authorisation is voided; a failed one stays as it was.
  const open = attempt !== null && (attempt.status === 'PENDING' || attempt.status === 'AUTHORIZED');
  return {
    ...intent,
    status: 'CANCELLED',
    cancellation_reason: reason,
    cancelled_at: at,
    updated_at: at,
    next_action: null,
    latest_payment_attempt: open ? { ...attempt, status: 'CANCELLED', updated_at: at } : attempt,
  };
}

/** REQUIRES_CAPTURE → SUCCEEDED, capturing `amount` (at most what was authorised). */
export function captureIntent(intent: Intent, amount: number, now: Date): Intent {
  const at = now.toISOString();
  const attempt = intent.latest_payment_attempt;
  return {
    ...intent,
    status: 'SUCCEEDED',
    captured_amount: amount,
    updated_at: at,
    latest_payment_attempt: attempt ? { ...attempt, status: 'SUCCEEDED', captured_amount: amount, updated_at: at } : attempt,
  };
}
