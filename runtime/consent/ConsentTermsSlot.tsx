import { lazy, Suspense } from 'react';
import type { PaymentConsent } from '../api/payment-consents';
import { useElementFrame } from '../elements/frame/context';

// Its own chunk: only an element in recurring mode, once it has a consent, needs the terms.
const ConsentTerms = lazy(() => import('./ConsentTerms').then(({ ConsentTerms: terms }) => ({ default: terms })));

/** The consent's terms in an element, once there is a consent; nothing in payment mode. */
export function ConsentTermsSlot({ consent }: { readonly consent: PaymentConsent | null }) {
  const { options } = useElementFrame();
  if (!consent) return null;
  return (
    <Suspense fallback={null}>
      <ConsentTerms consent={consent} clientSecret={options.client_secret} />
    </Suspense>
  );
}
