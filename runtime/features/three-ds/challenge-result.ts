import { isSuccessStatus, type ThreeDsResult } from '../../../protocol';
import type { PaymentIntent } from '../../platform/api/payment-intents';

/**
 * The challenge page's word on how the bank's challenge ended, for the merchant's
 * `3dsResult` event. The paying frame does not rely on it: it reads the intent itself.
 */
export function challengeResultOf(intent: PaymentIntent): ThreeDsResult {
  if (isSuccessStatus(intent.status)) return { outcome: 'success' };
  const failure = intent.latest_payment_attempt?.failure_code;
  return failure === '3ds_cancelled' ? { outcome: 'cancel' } : { outcome: 'error' };
}
