import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '../../api/client';
import { isFetchError } from '../../api/fetch-error';
import { retrievePaymentConsent, type PaymentConsent } from '../../api/payment-consents';
import { lazyApiClient } from '../../elements/frame/lazy-api-client';

/** The consent a page shows, as it stands when the page opens. */
export type PageConsent =
  | { readonly state: 'missing' | 'loading' | 'not_found' | 'failed' }
  | { readonly state: 'loaded'; readonly consent: PaymentConsent };

export interface PageConsentResult {
  readonly page: PageConsent;
  /** The client for the customer's client secret, `null` without one. */
  readonly api: (() => Promise<ApiClient>) | null;
  readonly reload: () => void;
}

/**
 * A page opened with a consent id and the customer's client secret reads the consent
 * once: the provider's word, never the address's. 401/404 is "not found" (a wrong or
 * expired secret, another customer's consent); anything else may pass on retry.
 */
export function usePageConsent(consentId: string | null, secret: string | null, apiBase = ''): PageConsentResult {
  const api = useMemo(() => (secret ? lazyApiClient(apiBase, secret) : null), [apiBase, secret]);
  const [page, setPage] = useState<PageConsent>(api && consentId ? { state: 'loading' } : { state: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!api || !consentId) return;
    let live = true;
    setPage({ state: 'loading' });
    api()
      .then((client) => retrievePaymentConsent(client, consentId))
      .then(
        (consent) => live && setPage({ state: 'loaded', consent }),
        (error: unknown) => live && setPage({ state: isFetchError(error) && (error.status === 401 || error.status === 404) ? 'not_found' : 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [api, consentId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { page, api, reload };
}
