/** The wallets: each one's button is its element screen and its drop-in body. */
import type { ElementScreens } from '../../host/screen-contract';

export const ELEMENT_SCREENS = {
  'apple-pay': () => import('./apple-pay/ApplePayBody'),
  'google-pay': () => import('./google-pay/GooglePayBody'),
} satisfies ElementScreens;

/** Its drop-in rows (method-rows.ts), read by the drop-in's method table alone: loaded with that table, not with every frame's screen table. */
export const loadMethodRows = () => import('./method-rows');
