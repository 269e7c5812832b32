import { useEffect } from 'react';
import { lazyModule } from '../../payment/load-confirm-payment';

/** The bank's form and where it answers, from the confirm chunk (vite.config.ts) the paying frame has loaded already. */
const loadFormStep = lazyModule(() =>
  Promise.all([import('../../platform/api/redirect-form'), import('./page-options'), import('../../payment/three-ds/callback-message')]),
);

/**
 * `/elements/3ds-frictionless`: the paying frame's hidden device-data frame. It posts
 * the bank's form to itself; the bank's page reads the browser's facts and sends this
 * frame on to `/page/3ds-callback`, which tells the paying frame. A malformed address
 * posts nothing, and the paying frame goes on without device data after its time-out.
 */
export default function FrictionlessPage() {
  useEffect(() => {
    void loadFormStep().then(([{ readRedirectForm, submitRedirectForm }, { readHashOptions }, { callbackUrl }]) => {
      const form = readRedirectForm(readHashOptions(window.location.hash));
      if (form) submitRedirectForm(document, form, '_self', callbackUrl(window.location.origin));
    });
  }, []);
  return null;
}
