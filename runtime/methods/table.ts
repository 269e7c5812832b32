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
 * A body is an element body (runtime/screens/contract.ts): no props, the frame's hooks
 * (`useConfirmIntent` pays on the parent's `confirm`), and `useMethod()` for the method
 * it is shown as (one body serves `qrcode` and `paynow`).
 */
import type { PaymentFlow, PaymentMethodName } from '../../protocol';
import type { ElementBody } from '../screens/contract';

export interface MethodRow {
  /** How the drop-in's Pay button reads for it, and whether the body brings its own (a wallet's button). */
  readonly flow: PaymentFlow;
  readonly load: () => Promise<{ readonly default: ElementBody }>;
  /** Whether the shopper can pay with it here (a wallet); absent, always. The drop-in offers only those that can. */
  readonly available?: () => Promise<boolean>;
}

export const METHOD_ROWS: Partial<Record<PaymentMethodName, MethodRow>> = {
  // The card element's form, brand limit and 3-D Secure, with "save this card" when the merchant names a customer.
  card: { flow: 'inline', load: () => import('./saved/SaveableCardBody') },
  open_banking: { flow: 'redirect', load: () => import('./redirect/RedirectMethod') },
  // Pay later by instructions (runtime/methods/instructions). PayNow's row is the QR body;
  // its bank-app screen is paynow-instructions/PayNowInstructionsBody.
  konbini: { flow: 'instructions', load: () => import('./konbini/KonbiniBody') },
  pay_easy: { flow: 'instructions', load: () => import('./pay-easy/PayEasyBody') },
  spei: { flow: 'instructions', load: () => import('./spei/SpeiBody') },
  bank_transfer: { flow: 'instructions', load: () => import('./bank-transfer/BankTransferBody') },
  // Paid by scanning a QR code: one body for the three (runtime/methods/qrcode); WeChat's opens WeChat's page on a phone.
  wechatpay: { flow: 'qrcode', load: () => import('./wechat/WechatBody') },
  paynow: { flow: 'qrcode', load: () => import('./qrcode/QrBody') },
  qrcode: { flow: 'qrcode', load: () => import('./qrcode/QrBody') },
  // Direct debit: one body for the four schemes (runtime/methods/direct-debit): the account form or a link to the bank, and the mandate.
  ach_direct_debit: { flow: 'inline', load: () => import('./direct-debit/DirectDebitBody') },
  bacs_direct_debit: { flow: 'inline', load: () => import('./direct-debit/DirectDebitBody') },
  sepa_direct_debit: { flow: 'inline', load: () => import('./direct-debit/DirectDebitBody') },
  becs_direct_debit: { flow: 'inline', load: () => import('./direct-debit/DirectDebitBody') },
  // Wallets: the body is the wallet's own button (flow 'wallet': the drop-in shows no Pay button of its own).
  applepay: { flow: 'wallet', load: () => import('./applepay/ApplePayBody'), available: () => import('./wallet/availability').then((m) => m.applePayAvailable()) },
  googlepay: { flow: 'wallet', load: () => import('./googlepay/GooglePayBody'), available: () => import('./wallet/availability').then((m) => m.googlePayAvailable()) },
};

export function methodRowOf(name: string): MethodRow | null {
  return Object.hasOwn(METHOD_ROWS, name) ? (METHOD_ROWS[name as PaymentMethodName] ?? null) : null;
}
