import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ApiClient } from '../platform/api/client';
import { retrieveConsent, type ConsentSummary } from '../platform/api/consent-micro-deposits';
import { isFetchError } from '../platform/api/fetch-error';
import { isRecord } from '../../protocol';
import { useDocumentApi } from '../platform/api/document-api';

/**
 * The consent a page shows (the micro-deposit pages, the recurring page), as the provider has it when the page opens.
 * Who must act differs by state: `missing` and `not_found` (a broken or foreign link)
 * and `expired` (the customer secret's hour is over) are for the merchant to send a
 * new link; `failed` (network, 5xx) is the shopper's "Try again".
 */
export type PageConsent =
  { readonly state: 'missing' | 'loading' | 'not_found' | 'expired' | 'failed' } | { readonly state: 'loaded'; readonly consent: ConsentSummary };

export interface PageConsentResult {
  readonly page: PageConsent;
  readonly api: (() => Promise<ApiClient>) | null;
  readonly reload: () => void;
  /** Puts the provider's newer word in place (after verify_continue). */
  readonly update: (consent: ConsentSummary) => void;
}

function failureState(error: unknown): 'not_found' | 'expired' | 'failed' {
  if (!isFetchError(error)) return 'failed';
  if (error.status === 404) return 'not_found';
  if (error.status !== 401) return 'failed';
  const details = isRecord(error.data) && isRecord(error.data.details) ? error.data.details : {};
  return details.reason === 'expired' ? 'expired' : 'not_found';
}

export function usePageConsent(consentId: string | null, secret: string | null): PageConsentResult {
  const documentApi = useDocumentApi();
  const api = useMemo(() => (secret ? documentApi.forSecret(secret) : null), [documentApi, secret]);
  const [page, setPage] = useState<PageConsent>(api && consentId ? { state: 'loading' } : { state: 'missing' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!api || !consentId) return;
    let live = true;
    setPage({ state: 'loading' });
    api()
      .then((client) => retrieveConsent(client, consentId))
      .then(
        (consent) => live && setPage(consent ? { state: 'loaded', consent } : { state: 'failed' }),
        (error: unknown) => live && setPage({ state: failureState(error) }),
      );
    return () => {
      live = false;
    };
  }, [api, consentId, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const update = useCallback((consent: ConsentSummary) => setPage({ state: 'loaded', consent }), []);
  return { page, api, reload, update };
}
