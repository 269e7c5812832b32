/**
 * The method table: one row per payment method the checkout can show (by the
 * provider's `payment_method.type`, protocol/payment-methods.ts). The drop-in offers
 * the rows of the methods the provider lists for the intent, in the provider's order;
 * a one-method element kind (`qrcode`, `wechat`, `redirect`, the wallet buttons) loads
 * the same body through its screen row. One implementation per method.
 *
 * The name the shopper reads in the drop-in's list is `dropin.method.{name}` (the
 * drop-in's strings: it lists methods before any body has loaded).
 *
 * A body is an element body (runtime/host/screen-contract.ts): no props, the frame's hooks
 * (`useConfirmIntent` pays on the parent's `confirm`), and `useMethod()` for the method
 * it is shown as (one body serves `qrcode` and `paynow`).
 */
import type { PaymentMethodName } from '../../../protocol';
import type { MethodRow } from '../../host/composition';

const METHOD_ROWS = {
  // The card element's form, brand limit and 3-D Secure, with "save this card" when the merchant names a customer.
  card: { flow: 'inline', load: () => import('../../features/card/saved/SaveableCardBody') },
  open_banking: { flow: 'redirect', load: () => import('../../features/redirect-bank-link/redirect/RedirectMethod') },
  // Pay later by instructions (runtime/features/instructions/flow/). PayNow's row is the QR body;
  // its bank-app screen is paynow-instructions/PayNowInstructionsBody.
  konbini: { flow: 'instructions', load: () => import('../../features/instructions/konbini/KonbiniBody') },
  pay_easy: { flow: 'instructions', load: () => import('../../features/instructions/pay-easy/PayEasyBody') },
  spei: { flow: 'instructions', load: () => import('../../features/instructions/spei/SpeiBody') },
  bank_transfer: { flow: 'instructions', load: () => import('../../features/instructions/bank-transfer/BankTransferBody') },
  // Paid by scanning a QR code: one body for the three (runtime/features/qr-wechat/qrcode/); WeChat's opens WeChat's page on a phone.
  wechatpay: { flow: 'qrcode', load: () => import('../../features/qr-wechat/wechat/WechatBody') },
  paynow: { flow: 'qrcode', load: () => import('../../features/qr-wechat/qrcode/QrBody') },
  qrcode: { flow: 'qrcode', load: () => import('../../features/qr-wechat/qrcode/QrBody') },
  // Direct debit: one body for the four schemes (runtime/features/direct-debit/): the account form or a link to the bank, and the mandate.
  ach_direct_debit: { flow: 'inline', load: () => import('../../features/direct-debit/DirectDebitBody') },
  bacs_direct_debit: { flow: 'inline', load: () => import('../../features/direct-debit/DirectDebitBody') },
  sepa_direct_debit: { flow: 'inline', load: () => import('../../features/direct-debit/DirectDebitBody') },
  becs_direct_debit: { flow: 'inline', load: () => import('../../features/direct-debit/DirectDebitBody') },
  // Wallets: the body is the wallet's own button (flow 'wallet': the drop-in shows no Pay button of its own).
  applepay: {
    flow: 'wallet',
    load: () => import('../../features/wallets/apple-pay/ApplePayBody'),
    available: () => import('../../features/wallets/common/availability').then((m) => m.applePayAvailable()),
  },
  googlepay: {
    flow: 'wallet',
    load: () => import('../../features/wallets/google-pay/GooglePayBody'),
    available: () => import('../../features/wallets/common/availability').then((m) => m.googlePayAvailable()),
  },
} as const satisfies Record<PaymentMethodName, MethodRow>;

export function methodRowOf(name: string): MethodRow | null {
  return Object.hasOwn(METHOD_ROWS, name) ? METHOD_ROWS[name as PaymentMethodName] : null;
}
