import { lazy, Suspense } from 'react';
import type { PaymentConsent } from '../../platform/api/payment-consents';
import { useConsentCreationHosted } from '../use-consent-creation';
import { useElementFrame } from '../../host/context';

// Its own chunk: only an element in recurring mode, once it has a consent, needs the terms.
const ConsentTerms = lazy(() => import('./ConsentTerms').then(({ ConsentTerms: terms }) => ({ default: terms })));

/**
 * The consent's terms in an element, once there is a consent, or those of its pay-and-save
 * option (`payment_consent`); nothing else in payment mode.
 * Inside the drop-in only the drop-in's own slot (`host`) shows them, not its method's body too.
 */
export function ConsentTermsSlot({ consent, host = false }: { readonly consent: PaymentConsent | null; readonly host?: boolean }) {
  const hosted = useConsentCreationHosted();
  // Pay and save: what the shopper agrees to by paying, shown before any consent exists.
  const save = useElementFrame().options.payment_consent;
  const terms = consent ?? save;
  if (!terms || (hosted && !host)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentTerms consent={terms} />
    </Suspense>
  );
}
