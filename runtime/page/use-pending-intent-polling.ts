import { useCallback } from 'react';
import { retrievePaymentIntent } from '../platform/api/payment-intents';
import { useIntentPolling } from '../payment/use-intent-polling';
import type { PageIntentResult } from './use-page-intent';
import { resultOf } from './result-of';

/** A result page reads its intent again while it is pending (at a store, an ATM, a bank), until the provider settles it. */
export function usePendingIntentPolling({ page, api, intentId, update }: PageIntentResult): void {
  const look = useCallback(async () => {
    if (!api || !intentId) return true;
    try {
      const intent = await retrievePaymentIntent(await api(), intentId);
      update(intent);
      return resultOf(intent) !== 'pending';
    } catch {
      return false;
    }
  }, [api, intentId, update]);
  useIntentPolling(page.state === 'loaded' && resultOf(page.intent) === 'pending', look);
}
