import { useEffect } from 'react';
import { loadConfirmPayment } from '../../payment/load-confirm-payment';

/**
 * `/elements/3ds-frictionless`: the paying frame's hidden device-data frame. It posts
 * the bank's form to itself; the bank's page reads the browser's facts and sends this
 * frame on to `/page/3ds-callback`, which tells the paying frame. A malformed address
 * posts nothing, and the paying frame goes on without device data after its time-out.
 */
export default function FrictionlessPage() {
  useEffect(() => {
    void loadConfirmPayment().then(({ readRedirectForm, readHashOptions, submitRedirectForm, callbackUrl }) => {
      const form = readRedirectForm(readHashOptions(window.location.hash));
      if (form) submitRedirectForm(document, form, '_self', callbackUrl(window.location.origin));
    });
  }, []);
  return null;
}
