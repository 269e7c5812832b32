/** The hosted page (checkout, recurring, their results, the landing page) and the payment link's page. */
import { pageRow, type PageScreens } from '../../host/screen-contract';

/** The hosted pages share one screen (StandalonePages): the route picks the page. */
const standalone = pageRow('standalone', () => import('./StandalonePages'));
/** `/pay/{code}` and `/pay/{region}/{code}`: one page, the route gives the code. */
const paymentLinkPage = pageRow('payment-link', () => import('./payment-link/PaymentLinkPage'));

export const PAGE_SCREENS = {
  root: standalone,
  'standalone.checkout': standalone,
  'standalone.checkoutIntent': standalone,
  // The shopper saves a method on a consent the merchant's server made (the drop-in in recurring mode).
  'standalone.recurring': standalone,
  // Both read the intent and show what it says; the route only names the expected end.
  'checkout.success': standalone,
  'checkout.fail': standalone,
  paymentLink: paymentLinkPage,
  'paymentLink.region': paymentLinkPage,
} satisfies PageScreens;
