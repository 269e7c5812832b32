/**
 * The payment methods of spec §1, by the provider's `payment_method.type` names
 * (GET /api/v1/pa/config/payment_method_types lists them), and what an element's
 * options may say about them. The runtime's method table (runtime/shell/methods/table.ts)
 * has one row per name it can show; the drop-in offers those the provider lists.
 */
export const PAYMENT_METHOD_NAMES = [
  'card',
  'applepay',
  'googlepay',
  'wechatpay',
  'ach_direct_debit',
  'bacs_direct_debit',
  'sepa_direct_debit',
  'becs_direct_debit',
  'open_banking',
  'konbini',
  'pay_easy',
  'spei',
  'bank_transfer',
  'paynow',
  'qrcode',
] as const;
export type PaymentMethodName = (typeof PAYMENT_METHOD_NAMES)[number];

/** How a method is paid (the provider's `flows`); the first a method lists is its default. */
export const PAYMENT_FLOWS = ['inline', 'wallet', 'redirect', 'qrcode', 'instructions', 'account_link'] as const;
export type PaymentFlow = (typeof PAYMENT_FLOWS)[number];

/** Spec §9's wallet names, for the QR code method's wallet apps. */
export const QR_WALLETS = ['birdpay', 'lumi'] as const;
export type QrWallet = (typeof QR_WALLETS)[number];

/** Spec §3: the drop-in's layout; mobile and Android/iOS devices get `tab`, others `accordion`. */
export const DROPIN_LAYOUTS = ['tab', 'accordion'] as const;
export type DropinLayout = (typeof DROPIN_LAYOUTS)[number];

/** The drop-in's currency switcher: `auto` offers the shopper's currency when the provider quotes it; `off` never. */
export const CURRENCY_SWITCHER_MODES = ['auto', 'off'] as const;

/** Methods a `redirect` element pays with: the shopper leaves for the bank's or WeChat's page and comes back. */
export const REDIRECT_METHODS = ['open_banking', 'wechatpay'] as const;
/** Methods a `qrcode` element pays with. */
export const QR_METHODS = ['qrcode', 'paynow'] as const;

export function isPaymentMethodName(value: unknown): value is PaymentMethodName {
  return typeof value === 'string' && (PAYMENT_METHOD_NAMES as readonly string[]).includes(value);
}
