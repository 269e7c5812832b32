/** The card family's element screens (its drop-in row is method-rows.ts). */
import type { ElementScreens } from '../../host/screen-contract';

export const ELEMENT_SCREENS = {
  card: () => import('./CardElement'),
  'full-featured-card': () => import('./full-featured/FullFeaturedCardElement'),
  'card-number': () => import('./split/CardNumberElement'),
  expiry: () => import('./split/ExpiryElement'),
  cvc: () => import('./split/CvcElement'),
} satisfies ElementScreens;
