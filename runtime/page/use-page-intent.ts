import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '../platform/api/client';
import { isFetchError } from '../platform/api/fetch-error';
import { retrievePaymentIntent, type PaymentIntent } from '../platform/api/payment-intents';
import { useDocumentApi } from '../platform/api/document-api';
import type { ParsedLocation } from '../platform/router';

/** The intent a page shows, as it stands when the page opens. */
export type PageIntent =
  | { readonly state: 'missing' }
  | { readonly state: 'loading' }
  | { readonly state: 'not_found' }
  | { readonly state: 'failed' }
  | { readonly state: 'loaded'; readonly intent: PaymentIntent };

export interface PageIntentResult {
  readonly page: PageIntent;
  /** The client for this intent (its client secret), `null` without one. */
  readonly api: (() => Promise<ApiClient>) | null;
  readonly intentId: string | null;
  /** Looks again (after a failed load: the shopper's "Try again"). */
  readonly reload: () => void;
  /** Puts a newer look in place (a result page's polling). */
  readonly update: (intent: PaymentIntent) => void;
}

/**
 * A page opened with `intent_id` and `client_secret` (spec §2, plain or inside
 * `options`) retrieves its intent once: the provider's word, never the address's.
 * 401/404 is "not found" (a wrong or expired secret); anything else may pass on retry.
 */
export function usePageIntent(location: ParsedLocation): PageIntentResult {
  const { client_secret: secret, intent_id: intentId } = location.query;
  const documentApi = useDocumentApi();
  const api = useMemo(() => (secret ? documentApi.forSecret(secret) : null), [documentApi, secret]);
  const [page, setPage] = useState<PageIntent>(api && intentId ? { state: 'loading' } : { state: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!api || !intentId) return;
    let live = true;
    setPage({ state: 'loading' });
    api()
      .then((client) => retrievePaymentIntent(client, intentId))
      .then(
        (intent) => live && setPage({ state: 'loaded', intent }),
        (error: unknown) => live && setPage({ state: isFetchError(error) && (error.status === 401 || error.status === 404) ? 'not_found' : 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [api, intentId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((intent: PaymentIntent) => setPage({ state: 'loaded', intent }), []);
  return { page, api, intentId, reload, update };
}
