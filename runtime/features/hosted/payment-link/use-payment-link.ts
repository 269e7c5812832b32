import { useCallback, useEffect, useState } from 'react';
import type { ApiClient } from '../../../platform/api/client';
import { isFetchError } from '../../../platform/api/fetch-error';
import { retrievePaymentLink, type PaymentLink } from './payment-links';
import { useDocumentApi } from '../../../platform/api/document-api';

export type LoadedLink =
  { readonly state: 'loading' } | { readonly state: 'not_found' } | { readonly state: 'failed' } | { readonly state: 'loaded'; readonly link: PaymentLink };

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The link of the page's address, read from the provider by its code (public: no
 * client secret exists before the intent). A code that cannot be one is "not found"
 * without a call; 404 is "not found"; anything else may pass on "Try again".
 */
export function usePaymentLink(code: string): { readonly loaded: LoadedLink; readonly api: () => Promise<ApiClient>; readonly reload: () => void } {
  // The link's view and its create_intent are public calls: no client secret exists before the intent.
  const api = useDocumentApi().withoutSecret;
  const valid = CODE.test(code);
  const [loaded, setLoaded] = useState<LoadedLink>(valid ? { state: 'loading' } : { state: 'not_found' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!valid) return;
    let live = true;
    setLoaded({ state: 'loading' });
    api()
      .then((client) => retrievePaymentLink(client, code))
      .then(
        (link) => live && setLoaded({ state: 'loaded', link }),
        (error: unknown) => live && setLoaded({ state: isFetchError(error) && error.status === 404 ? 'not_found' : 'failed' }),
      );
    return () => {
      live = false;
    };
  }, [api, code, valid, attempt]);
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded, api, reload };
}
