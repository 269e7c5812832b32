/** Direct debit's pages: a pending account, micro-deposits (its drop-in row is method-rows.ts). */
import { pageRow, type PageScreens } from '../../host/screen-contract';

export const PAGE_SCREENS = {
  'page.directDebitPendingVerify': pageRow('bank-link', () => import('./pages/DirectDebitPendingVerifyPage')),
  'page.directDebitVerifyAccount': pageRow('bank-link', () => import('./pages/DirectDebitVerifyAccountPage')),
} satisfies PageScreens;

/** Its drop-in rows (method-rows.ts), read by the drop-in's method table alone: loaded with that table, not with every frame's screen table. */
export const loadMethodRows = () => import('./method-rows');
