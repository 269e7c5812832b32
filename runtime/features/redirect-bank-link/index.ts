/** Redirects and bank linking: the redirect element (open banking's body in the drop-in), and the bank-link pages. */
import { pageRow, type ElementScreens, type PageScreens } from '../../host/screen-contract';

export const ELEMENT_SCREENS = {
  // Pays with `method` (open banking by default) on the bank's own page.
  redirect: () => import('./redirect/RedirectMethod'),
} satisfies ElementScreens;

/** The bank-link pages share one screen (BankLinkPage): the route picks the page. */
const bankLink = pageRow('bank-link', () => import('./pages/BankLinkPage'));

export const PAGE_SCREENS = {
  // The popup's waiting screen, Plaid's host page in it, and the four ways back from a provider's page.
  'frame.popup': bankLink,
  'common.callback': bankLink,
  'page.plaidPopupIframe': bankLink,
  'page.plaid': bankLink,
  'page.truelayer': bankLink,
  'page.truelayerCallback': bankLink,
} satisfies PageScreens;

/** Its drop-in rows (method-rows.ts), read by the drop-in's method table alone: loaded with that table, not with every frame's screen table. */
export const loadMethodRows = () => import('./method-rows');
