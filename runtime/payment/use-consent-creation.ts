import { createContext, useContext, useEffect, useLayoutEffect, useRef } from 'react';
import { porticoError } from '../../protocol';
import { useTranslation } from '../platform/i18n/react';
import { logEvent } from '../platform/telemetry';
import { useSessionStore } from './session-store';
import { useElementFrame, usePaymentRequest } from '../host/context';
import { loadConsentVerification } from './load-confirm-payment';

/**
 * `true` below a host that creates the frame's consent itself (the drop-in, whose
 * method bodies come and go): a body's own useConsent then leaves it to the host.
 */
export const ConsentCreationHostContext = createContext(false);

/**
 * Recurring mode's frame-level half: the parent's `createPaymentConsent` (with the
 * customer's client secret; the mode becomes recurring, spec §4), and the consent of
 * the `consent_id` option read once so its terms show before the shopper types.
 * Registered by the drop-in for every body, or by a card element for itself.
 */
export function useConsentCreation(enabled = true): void {
  const { api, options, emit, calls } = useElementFrame();
  const { t } = useTranslation();
  const store = useSessionStore();
  const customerId = options.customer_id ?? null;
  const latest = useRef({ api, customerId, t, emit });
  useLayoutEffect(() => {
    latest.current = { api, customerId, t, emit };
  });

  useLayoutEffect(() => {
    if (!enabled) return undefined;
    return calls.set('createPaymentConsent', async (params) => {
      const { api: client, customerId: customer, t: translate, emit: send } = latest.current;
      if (!client || !customer) throw porticoError('recurring_mode_required', { customer_id: customer });
      const [{ createConsent }, apiClient] = await Promise.all([loadConsentVerification(), client()]);
      const outcome = await createConsent(apiClient, customer, params, translate);
      if (!outcome.ok) {
        logEvent('onCreateConsentError', 'error', { code: outcome.error.code });
        send('onError', outcome.error);
        throw outcome.error;
      }
      store.set({ mode: 'recurring', consent: outcome.consent });
      send('onConsent', { consent: outcome.summary });
      return outcome.summary;
    });
  }, [enabled, calls, store]);

  const givenId = usePaymentRequest().mode === 'recurring' ? options.consent_id : undefined;
  useEffect(() => {
    if (!enabled || !api || !givenId) return;
    let live = true;
    void Promise.all([loadConsentVerification(), api()])
      .then(([{ readConsent }, client]) => readConsent(client, givenId))
      .then((read) => live && read && !store.get().consent && store.set({ consent: read }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [enabled, api, givenId, store]);
}

/** Whether a host above already creates the consent (so a body does not). */
export function useConsentCreationHosted(): boolean {
  return useContext(ConsentCreationHostContext);
}
