/**
 * Offline at the click: the browser knows it has no network, so a confirm would only
 * fail after its retries and leave the shopper unsure whether it went out. It is not
 * sent; the shopper is told so, and the message goes when the network comes back
 * (`online`), so the next click pays. Nothing is ever queued to be sent later: a
 * payment goes out only on the shopper's own click.
 */
import { useEffect } from 'react';
import type { PaymentError, TransportErrorCode } from '../../protocol';

// Not api/payment-error's constant: that module and its issuer tables stay off an element's first paint.
const NETWORK_ERROR_CODE = 'network_error' satisfies TransportErrorCode;

const OFFLINE_MESSAGE_KEY = 'payment.error.offline';

export const isOffline = (nav: Pick<Navigator, 'onLine'> = navigator): boolean => nav.onLine === false;

/** What the shopper and the merchant are told: a network error (nobody's mistake), nothing sent. */
export const offlineError = (translate: (key: string) => string): PaymentError => ({
  code: NETWORK_ERROR_CODE,
  message: translate(OFFLINE_MESSAGE_KEY),
  details: { reason: 'offline', sent: false },
  audience: 'network',
});

export const isOfflineError = (error: PaymentError | null): boolean => error?.code === NETWORK_ERROR_CODE && error.details.reason === 'offline';

/** Calls `onOnline` each time the browser says the network is back. */
export function useBackOnline(onOnline: () => void): void {
  useEffect(() => {
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [onOnline]);
}
