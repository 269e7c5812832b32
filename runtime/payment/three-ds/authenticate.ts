/**
 * 3-D Secure in the paying frame, after confirm answered REQUIRES_CUSTOMER_ACTION:
 * the device-data step and `confirm_continue`, then either a settled intent or one
 * that waits for the shopper's challenge (which the SDK shows on the merchant page).
 * After the challenge, what the provider says decides the outcome, never the page.
 */
import type { ChallengeEndReason, FrameErrorCode } from '../../../protocol';
import type { ApiClient } from '../../platform/api/client';
import { continuePaymentIntent, type PaymentIntent } from '../../platform/api/payment-intents';
import { collectDeviceData } from './device-data';
import { paidDespite } from '../lost-answer';
import { CHALLENGE_STAGE, DEVICE_DATA_STAGE, readRedirectForm } from '../../platform/api/redirect-form';

const ACTION_STATUS = 'REQUIRES_CUSTOMER_ACTION';

function stageOf(intent: PaymentIntent): string | undefined {
  return intent.status === ACTION_STATUS ? readRedirectForm(intent.next_action)?.stage : undefined;
}

/** The intent waits for the shopper's 3DS challenge. */
export function awaitsChallenge(intent: PaymentIntent): boolean {
  return stageOf(intent) === CHALLENGE_STAGE;
}

/**
 * Runs the device-data step when the intent waits for it; answers the intent that follows.
 * Its `confirm_continue` can settle the payment (a frictionless authentication), so a lost
 * answer is treated as a confirm's is: the provider is asked before the shopper is told
 * it failed (lost-answer.ts).
 */
export async function runDeviceDataStep(client: ApiClient, intent: PaymentIntent, win: Window = window): Promise<PaymentIntent> {
  const form = readRedirectForm(intent.next_action);
  if (intent.status !== ACTION_STATUS || form?.stage !== DEVICE_DATA_STAGE) return intent;
  const collected = await collectDeviceData(win, form);
  try {
    return await continuePaymentIntent(client, intent.id, { type: '3ds_check_enrollment', three_ds_comp_ind: collected ? 'Y' : 'N' });
  } catch (error) {
    const paid = await paidDespite(client, intent.id, error);
    if (paid) return paid;
    throw error;
  }
}

/** How a challenge ended, as the provider tells it. */
export type ChallengeVerdict =
  | { readonly kind: 'settled'; readonly intent: PaymentIntent }
  | { readonly kind: 'declined'; readonly intent: PaymentIntent; readonly originalCode: string }
  | { readonly kind: 'failed'; readonly intent: PaymentIntent; readonly code: FrameErrorCode; readonly cancelled: boolean };

/** Attempt failure codes of an authentication that did not pass (docs/test-cards.md#3ds). */
const AUTH_FAILURES: Readonly<Record<string, FrameErrorCode>> = {
  '3ds_cancelled': '3ds_cancelled',
  '3ds_failed': '3ds_failed',
  '3ds_expired': '3ds_timeout',
};

/** What a challenge still open means, by why the page ended it. */
const OPEN_CHALLENGE: Readonly<Record<ChallengeEndReason | 'none', FrameErrorCode>> = {
  closed: '3ds_cancelled',
  timeout: '3ds_timeout',
  load_failed: '3ds_challenge_error',
  none: '3ds_cancelled',
};

export function challengeVerdict(intent: PaymentIntent, reason: ChallengeEndReason | undefined): ChallengeVerdict {
  if (intent.status === ACTION_STATUS) {
    const code = OPEN_CHALLENGE[reason ?? 'none'];
    return { kind: 'failed', intent, code, cancelled: code === '3ds_cancelled' };
  }
  const attempt = intent.latest_payment_attempt;
  const failure = typeof attempt?.failure_code === 'string' ? attempt.failure_code : undefined;
  if (attempt?.status === 'FAILED' || attempt?.status === 'CANCELLED') {
    const original = attempt.provider_original_response_code;
    if (failure !== undefined && AUTH_FAILURES[failure] === undefined && original !== undefined) {
      return { kind: 'declined', intent, originalCode: String(original) };
    }
    const code = (failure !== undefined ? AUTH_FAILURES[failure] : undefined) ?? '3ds_failed';
    return { kind: 'failed', intent, code, cancelled: code === '3ds_cancelled' };
  }
  return { kind: 'settled', intent };
}
