/** Paid later by instructions: the pages of each method's instructions and its success page. */
import { pageRow, type PageScreens } from '../../host/screen-contract';

export const PAGE_SCREENS = {
  'page.konbiniPayment': pageRow('instructions', () => import('./pages/KonbiniPaymentPage')),
  'page.payeasyAtmPayment': pageRow('instructions', () => import('./pages/PayEasyAtmPaymentPage')),
  'page.speiPayment': pageRow('instructions', () => import('./pages/SpeiPaymentPage')),
  'page.bankTransferPayment': pageRow('instructions', () => import('./pages/BankTransferPaymentPage')),
  'page.payNowPayment': pageRow('instructions', () => import('./pages/PayNowPaymentPage')),
  'page.methodSuccess': pageRow('results', () => import('./pages/MethodSuccessPage')),
} satisfies PageScreens;

/** Its drop-in rows (method-rows.ts), read by the drop-in's method table alone: loaded with that table, not with every frame's screen table. */
export const loadMethodRows = () => import('./method-rows');
