/**
 * A confirm whose answer did not arrive may still have charged the card: the answer was
 * lost on the way (a network failure, our timeout, a gateway's 5xx after the retries), the
 * provider turned a retry away (429), or an earlier confirm already paid (409). Before
 * the shopper is told it failed, the provider is asked. After our own timeout the confirm
 * may still be on its way there, so it is asked again a few times before giving up.
 */
import { isSuccessStatus } from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import { isFetchError, isNetworkFailure, isTimeout } from '../platform/api/fetch-error';
import { retrievePaymentIntent, type PaymentIntent } from '../platform/api/payment-intents';
import { logEvent } from '../platform/telemetry';

/** When the intent is read after a timed-out confirm, from the time-out: about 7 s for a confirm still in flight to land. */
export const AFTER_TIMEOUT_READS_MS = [0, 1_000, 2_000, 4_000] as const;

/** Whether a failed confirm may have charged all the same. */
export function outcomeUnknown(error: unknown): boolean {
  if (isNetworkFailure(error) || isTimeout(error)) return true;
  return isFetchError(error) && (error.status === 409 || error.status === 429 || error.status >= 500);
}

/** The intent, paid, when a confirm that failed with `error` charged all the same; `null` when it did not (or cannot be known). */
export async function paidDespite(
  client: ApiClient,
  intentId: string,
  error: unknown,
  sleep: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<PaymentIntent | null> {
  if (!outcomeUnknown(error)) return null;
  const reads = isTimeout(error) ? AFTER_TIMEOUT_READS_MS : [0];
  for (const wait of reads) {
    if (wait > 0) await sleep(wait);
    // The confirm's status check itself failed (spec §8's etfConfirmIntentStatusError): the shopper hears the confirm's own error.
    const intent = await retrievePaymentIntent(client, intentId).catch((failed: unknown) => {
      logEvent('etfConfirmIntentStatusError', 'error', { intent_id: intentId, error: String(failed) });
      return null;
    });
    if (intent && isSuccessStatus(intent.status)) return intent;
  }
  return null;
}
