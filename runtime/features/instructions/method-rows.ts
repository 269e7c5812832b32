import type { MethodRows } from '../../host/composition';

/** Pay later by instructions (flow/). PayNow's row is the QR body (qr-wechat); its bank-app screen is paynow/PayNowInstructionsBody. */
export const METHOD_ROWS = {
  konbini: { flow: 'instructions', load: () => import('./konbini/KonbiniBody') },
  pay_easy: { flow: 'instructions', load: () => import('./pay-easy/PayEasyBody') },
  spei: { flow: 'instructions', load: () => import('./spei/SpeiBody') },
  bank_transfer: { flow: 'instructions', load: () => import('./bank-transfer/BankTransferBody') },
} satisfies MethodRows;
