/** The page a redirect method's provider sends the shopper back to. */
import { pageRow, type PageScreens } from '../../host/screen-contract';

export const PAGE_SCREENS = {
  'page.redirect': pageRow('callbacks', () => import('./RedirectPage')),
} satisfies PageScreens;
