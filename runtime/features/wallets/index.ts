/** The wallets: each one's button is its element screen and its drop-in body. */
import type { ElementScreens } from '../../host/screen-contract';

export const ELEMENT_SCREENS = {
  'apple-pay': () => import('./apple-pay/ApplePayBody'),
  'google-pay': () => import('./google-pay/GooglePayBody'),
} satisfies ElementScreens;
