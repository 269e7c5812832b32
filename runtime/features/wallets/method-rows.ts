import type { MethodRows } from '../../host/composition';

/** The body is the wallet's own button (flow 'wallet': the drop-in shows no Pay button of its own). */
export const METHOD_ROWS = {
  applepay: {
    flow: 'wallet',
    load: () => import('./apple-pay/ApplePayBody'),
    available: () => import('./common/availability').then((m) => m.applePayAvailable()),
  },
  googlepay: {
    flow: 'wallet',
    load: () => import('./google-pay/GooglePayBody'),
    available: () => import('./common/availability').then((m) => m.googlePayAvailable()),
  },
} satisfies MethodRows;
