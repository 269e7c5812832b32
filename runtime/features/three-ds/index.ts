/** 3-D Secure's pages: the paying frame's hidden device-data frame, the challenge the SDK shows, the banks' way back. */
import { pageRow, type PageScreens } from '../../host/screen-contract';

export const PAGE_SCREENS = {
  'elements.3ds-frictionless': pageRow('three-ds', () => import('./FrictionlessPage')),
  'elements.3ds-challenge': pageRow('three-ds', () => import('./ChallengePage')),
  'page.3dsCallback': pageRow('three-ds', () => import('./CallbackPage')),
} satisfies PageScreens;
