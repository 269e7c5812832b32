/** Direct debit's pages: a pending account, micro-deposits (its drop-in row is method-rows.ts). */
import { pageRow, type PageScreens } from '../../host/screen-contract';

export const PAGE_SCREENS = {
  'page.directDebitPendingVerify': pageRow('bank-link', () => import('./pages/DirectDebitPendingVerifyPage')),
  'page.directDebitVerifyAccount': pageRow('bank-link', () => import('./pages/DirectDebitVerifyAccountPage')),
} satisfies PageScreens;
