import { useEffect, useState } from 'react';
import { porticoError } from '../../protocol';
import type { ClientSecretVerdict } from './client-secret-check';
import type { Emit } from './context';

/**
 * Once the element is up, runs `check` (lazySecretCheck: client-secret-check.ts); when
 * the provider will not take the secret, or not on this page, tells the merchant
 * (`invalid_client_secret`, `origin_not_registered`) and answers `true`: the frame then
 * says the form was set up wrongly instead of showing fields the shopper would fill in
 * vain. `check` is null where nothing is to check (no secret).
 */
export function useClientSecretCheck(check: (() => Promise<ClientSecretVerdict>) | null, intentId: string | null, emit: Emit, translate: (key: string) => string): boolean {
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    // A new intent's secret (update()) is judged afresh.
    setRefused(false);
    if (!check) return;
    let live = true;
    check()
      .then((verdict) => {
        if (!live || verdict.ok) return;
        const error =
          verdict.reason === 'origin_not_registered'
            ? porticoError('origin_not_registered', { origin: verdict.origin, account_id: verdict.account_id }, translate('frame.options_invalid'))
            : porticoError('invalid_client_secret', { reason: verdict.reason, intent_id: intentId }, translate('frame.options_invalid'));
        emit('onError', error);
        setRefused(true);
      })
      // The chunk did not load: the confirm will meet the same and say so.
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [check, intentId, emit, translate]);
  return refused;
}
