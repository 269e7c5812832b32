/** The card family's element screens (its drop-in row is method-rows.ts). */
import type { ElementScreens } from '../../host/screen-contract';

export const ELEMENT_SCREENS = {
  card: () => import('./CardElement'),
  'full-featured-card': () => import('./full-featured/FullFeaturedCardElement'),
  'card-number': () => import('./split/CardNumberElement'),
  expiry: () => import('./split/ExpiryElement'),
  cvc: () => import('./split/CvcElement'),
} satisfies ElementScreens;

/** Its drop-in rows (method-rows.ts), read by the drop-in's method table alone: loaded with that table, not with every frame's screen table. */
export const loadMethodRows = () => import('./method-rows');
