/**
 * Refunds as pure functions: how much of an intent can still be refunded, and the
 * refund a request makes. Sums are taken in the currency's minor units (integers),
 * so 0.1 + 0.2 never refunds a cent too much.
 */
import { randomBytes } from 'node:crypto';
import { ApiError, invalid } from '../core/errors';
import { checkAmountDecimals, currencyDecimals } from '../intents/currency-decimals';
import type { Intent } from '../model/intent-types';
import type { CreateRefundInput, Refund } from './types';

export function newRefundId(): string {
  return `rfd_${randomBytes(12).toString('hex')}`;
}

const toMinor = (amount: number, currency: string): number => Math.round(amount * 10 ** currencyDecimals(currency));
const toMajor = (minor: number, currency: string): number => minor / 10 ** currencyDecimals(currency);

/**
 * The test trigger: a refund of 9999 minor units (99.99 USD, 9,999 JPY) fails, as a
 * refund to a closed card account does. Every other refund settles.
 */
export const FAILING_REFUND_MINOR = 9999;
export const REFUND_FAILURE_CODE = 'card_account_closed';

/** What was taken from the shopper: the captured amount of a paid intent. */
function capturedOf(intent: Intent): number {
  return intent.captured_amount ?? intent.amount;
}

/** The refunds that hold money back from the intent: every one but the failed. */
function refundedMinor(refunds: readonly Refund[], currency: string): number {
  return refunds.filter((r) => r.status !== 'FAILED').reduce((sum, r) => sum + toMinor(r.amount, currency), 0);
}

/** What can still be refunded on `intent`, given its refunds so far. */
export function refundableAmount(intent: Intent, refunds: readonly Refund[]): number {
  return toMajor(toMinor(capturedOf(intent), intent.currency) - refundedMinor(refunds, intent.currency), intent.currency);
}

export function refundedAmount(intent: Intent, refunds: readonly Refund[]): number {
  return toMajor(refundedMinor(refunds, intent.currency), intent.currency);
}

/** Only money taken can be given back: a SUCCEEDED intent. */
export function assertRefundable(intent: Intent): void {
  if (intent.status === 'SUCCEEDED') return;
  const hint = intent.status === 'REQUIRES_CAPTURE' ? ' Cancel it to release the authorisation instead.' : ' Nothing was paid yet.';
  throw new ApiError(
    'invalid_status_for_operation',
    { intent_id: intent.id, status: intent.status },
    `The payment intent is ${intent.status}; only a SUCCEEDED payment can be refunded.${hint}`,
  );
}

/** The amount this request refunds: what it names (in the currency's decimals, at most what remains) or all that remains. */
export function refundAmount(intent: Intent, refunds: readonly Refund[], asked: number | null): number {
  const remaining = refundableAmount(intent, refunds);
  if (remaining <= 0) {
    throw new ApiError(
      'invalid_status_for_operation',
      { intent_id: intent.id, status: intent.status, reason: 'fully_refunded', refunded_amount: refundedAmount(intent, refunds) },
      'The payment intent has been refunded in full: nothing remains to refund.',
    );
  }
  if (asked === null) return remaining;
  checkAmountDecimals(asked, intent.currency);
  if (toMinor(asked, intent.currency) > toMinor(remaining, intent.currency)) {
    const error = invalid(
      'amount',
      'exceeds_refundable_amount',
      `amount ${asked} is more than the ${remaining} ${intent.currency} that can still be refunded.`,
    );
    throw new ApiError('validation_error', { ...error.details, refundable_amount: remaining, currency: intent.currency }, error.message);
  }
  return asked;
}

/** The refund as received, and as the simulated card network leaves it at once (settled, or failed for the trigger amount). */
export function processRefund(
  intent: Intent,
  input: CreateRefundInput,
  amount: number,
  id: string,
  now: Date,
): { readonly received: Refund; readonly done: Refund } {
  const at = now.toISOString();
  const received: Refund = {
    id,
    request_id: input.request_id,
    payment_intent_id: intent.id,
    payment_attempt_id: intent.latest_payment_attempt?.id ?? null,
    amount,
    currency: intent.currency,
    reason: input.reason,
    status: 'RECEIVED',
    metadata: input.metadata,
    created_at: at,
    updated_at: at,
  };
  const fails = toMinor(amount, intent.currency) === FAILING_REFUND_MINOR;
  const done: Refund = fails ? { ...received, status: 'FAILED', failure_code: REFUND_FAILURE_CODE } : { ...received, status: 'SETTLED' };
  return { received, done };
}
