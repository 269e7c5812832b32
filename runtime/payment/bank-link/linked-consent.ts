/**
 * A consent verified on the bank-link popup's page (recurring mode): once the page is
 * done, the consent read again settles the element. Loaded with the confirm, after an
 * element's first paint (vite.config.ts); use-consent.ts hands it the element's state setters.
 */
import type { ApiClient } from '../../platform/api/client';
import { consentSummaryOf, type PaymentConsent } from '../../platform/api/payment-consents';
import type { ShopperAction } from '../../platform/api/shopper-action';
import type { Emit } from '../../host/context';
import { readConsent } from '../consent-verification';

export interface LinkedConsentHost {
  readonly client: () => Promise<ApiClient>;
  readonly consentId: string;
  readonly remember: (consent: PaymentConsent) => void;
  readonly setAction: (action: ShopperAction | null) => void;
  readonly setStatus: (status: 'idle' | 'succeeded') => void;
  readonly emit: Emit;
}

/**
 * `true` once settled: verified (`onConsent`), or no longer waiting for the page (cancelled
 * there: pending with nothing to follow; or disabled meanwhile) → `onCancel`. `false` while the
 * consent still waits for the page, or could not be read (the popup looks again, then cancels).
 */
export async function settleLinkedConsent(host: LinkedConsentHost): Promise<boolean> {
  let read: PaymentConsent | null;
  try {
    read = await readConsent(await host.client(), host.consentId);
  } catch {
    return false;
  }
  if (read === null || (read.status === 'PENDING_VERIFICATION' && read.next_action?.type === 'redirect')) return false;
  host.remember(read);
  host.setAction(null);
  if (read.status === 'VERIFIED') {
    host.setStatus('succeeded');
    host.emit('onConsent', { consent: consentSummaryOf(read) });
  } else {
    host.setStatus('idle');
    host.emit('onCancel', {});
  }
  return true;
}
