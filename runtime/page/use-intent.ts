import { useCallback, useEffect, useMemo, useState } from 'react';
import { useDocumentApi } from '../platform/api/document-api';
import { isFetchError } from '../platform/api/fetch-error';
import { retrievePaymentIntent, type PaymentIntent } from '../platform/api/payment-intents';

/** One read of the intent: still on its way, refused (a link that is wrong or spent), unreachable, or read. */
export type IntentRead =
  { readonly kind: 'loading' } | { readonly kind: 'invalid' } | { readonly kind: 'network' } | { readonly kind: 'read'; readonly intent: PaymentIntent };

export interface IntentReader {
  readonly read: IntentRead;
  /** Reads again, showing `loading` meanwhile (a Retry button). */
  readonly retry: () => void;
  /** Reads again in the background (polling): the page keeps what it shows unless the intent was read. */
  readonly refresh: () => Promise<IntentRead>;
}

/**
 * A checkout page's view of one intent, by the id and client secret of its address.
 * 4xx answers (a missing, wrong or expired secret, an unknown intent) mean the link
 * is no good; anything else (network, 5xx, time-out) may pass, so it offers a retry.
 */
export function useIntent(intentId: string | null, clientSecret: string | null): IntentReader {
  const documentApi = useDocumentApi();
  const api = useMemo(() => (clientSecret ? documentApi.forSecret(clientSecret) : null), [documentApi, clientSecret]);
  const [read, setRead] = useState<IntentRead>(intentId && api ? { kind: 'loading' } : { kind: 'invalid' });

  const fetchRead = useCallback(async (): Promise<IntentRead> => {
    if (!intentId || !api) return { kind: 'invalid' };
    try {
      return { kind: 'read', intent: await retrievePaymentIntent(await api(), intentId) };
    } catch (error) {
      const refused = isFetchError(error) && error.status >= 400 && error.status < 500;
      return { kind: refused ? 'invalid' : 'network' };
    }
  }, [api, intentId]);

  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    void fetchRead().then((next) => live && setRead(next));
    return () => {
      live = false;
    };
  }, [fetchRead, attempt]);

  const retry = useCallback(() => {
    setRead({ kind: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  const refresh = useCallback(async () => {
    const next = await fetchRead();
    if (next.kind === 'read') setRead(next);
    return next;
  }, [fetchRead]);
  return { read, retry, refresh };
}
