import { lazy, Suspense } from 'react';
import type { PaymentConsent } from '../../platform/api/payment-consents';
import { useConsentCreationHosted } from '../use-consent-creation';

// Its own chunk: only an element in recurring mode, once it has a consent, needs the terms.
const ConsentTerms = lazy(() => import('./ConsentTerms').then(({ ConsentTerms: terms }) => ({ default: terms })));

/**
 * The consent's terms in an element, once there is a consent; nothing in payment mode.
 * Inside the drop-in only the drop-in's own slot (`host`) shows them, not its method's body too.
 */
export function ConsentTermsSlot({ consent, host = false }: { readonly consent: PaymentConsent | null; readonly host?: boolean }) {
  const hosted = useConsentCreationHosted();
  if (!consent || (hosted && !host)) return null;
  return (
    <Suspense fallback={null}>
      <ConsentTerms consent={consent} />
    </Suspense>
  );
}
