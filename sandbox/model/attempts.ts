/**
 * Payment attempts of the non-card methods as pure functions: start one that
 * waits for the shopper, then settle it (paid, or failed with a reason).
 */
import type { ApiErrorBody } from '../core/errors';
import { newId } from './intent';
import type { Decline, Intent, NextAction, PaymentAttempt } from './intent-types';

export type PaymentMethodSummary = PaymentAttempt['payment_method'];

function attempt(intent: Intent, paymentMethod: PaymentMethodSummary, status: PaymentAttempt['status'], now: Date): PaymentAttempt {
  return {
    id: newId('att'),
    status,
    amount: intent.amount,
    currency: intent.currency,
    payment_method: paymentMethod,
    created_at: now.toISOString(),
  };
}

/** The intent waits for the shopper (a page, a QR scan, a payment at a store or bank). */
export function awaitShopper(intent: Intent, paymentMethod: PaymentMethodSummary, nextAction: NextAction, now: Date): Intent {
  return {
    ...intent,
    status: 'REQUIRES_CUSTOMER_ACTION',
    updated_at: now.toISOString(),
    next_action: nextAction,
    latest_payment_attempt: attempt(intent, paymentMethod, 'PENDING', now),
  };
}

/** A fresh attempt id for a session created together with the waiting intent. */
export function attemptIdOf(intent: Intent): string {
  const id = intent.latest_payment_attempt?.id;
  if (id === undefined) throw new Error('sandbox: the intent has no payment attempt');
  return id;
}

function settled(intent: Intent, patch: Partial<PaymentAttempt>, now: Date, status: Intent['status']): Intent {
  const current = intent.latest_payment_attempt;
  if (current === null) throw new Error('sandbox: no payment attempt to settle');
  return {
    ...intent,
    status,
    updated_at: now.toISOString(),
    next_action: null,
    latest_payment_attempt: { ...current, ...patch },
  };
}

/** Paid: SUCCEEDED, or authorised only (REQUIRES_CAPTURE) under manual capture. */
export function succeedAttempt(intent: Intent, now: Date, paymentMethod?: PaymentMethodSummary): Intent {
  const manual = intent.capture_method === 'manual';
  return settled(
    intent,
    { status: manual ? 'AUTHORIZED' : 'SUCCEEDED', ...(paymentMethod ? { payment_method: paymentMethod } : {}) },
    now,
    manual ? 'REQUIRES_CAPTURE' : 'SUCCEEDED',
  );
}

/** Failed: the intent takes a payment method again (spec: the shopper may retry). */
export function failAttempt(intent: Intent, failureCode: string, now: Date, providerCode?: string): Intent {
  return settled(
    intent,
    { status: 'FAILED', failure_code: failureCode, ...(providerCode !== undefined ? { provider_original_response_code: providerCode } : {}) },
    now,
    'REQUIRES_PAYMENT_METHOD',
  );
}

/** A method paid at once at confirm (wallet token, direct debit with account details). */
export function paidAtConfirm(intent: Intent, paymentMethod: PaymentMethodSummary, now: Date): Intent {
  return succeedAttempt({ ...intent, latest_payment_attempt: attempt(intent, paymentMethod, 'PENDING', now) }, now);
}

/** A decline at confirm answers like a card decline: 400 `issuer_declined`. */
export function declinedAtConfirm(
  intent: Intent,
  paymentMethod: PaymentMethodSummary,
  decline: Decline,
  now: Date,
): { readonly status: 400; readonly body: ApiErrorBody; readonly intent: Intent } {
  const failed = failAttempt(
    { ...intent, latest_payment_attempt: attempt(intent, paymentMethod, 'PENDING', now) },
    decline.failureCode,
    now,
    decline.providerCode,
  );
  return {
    status: 400,
    intent: failed,
    body: {
      code: 'issuer_declined',
      message: decline.message,
      details: { intent_id: intent.id, payment_attempt_id: attemptIdOf(failed) },
      provider_original_response_code: decline.providerCode,
      original_code: decline.providerCode,
    },
  };
}
