/** The Korean card's rows: one element screen per field of its group (the number frame pays). */
import type { ElementScreens } from '../../host/screen-contract';

export const ELEMENT_SCREENS = {
  'kr-card-number': () => import('./KrCardNumberElement'),
  'kr-card-expiry': () => import('./KrCardExpiryElement'),
  'kr-card-psw-first-two': () => import('./KrCardPswFirstTwoElement'),
  'kr-card-identifier': () => import('./KrCardIdentifierElement'),
} satisfies ElementScreens;
