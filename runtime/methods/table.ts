/**
 * The method table: one row per payment method the checkout can show (by the
 * provider's `payment_method.type`, protocol/payment-methods.ts). The drop-in offers
 * the rows of the methods the provider lists for the intent, in the provider's order;
 * a one-method element kind (`qrcode`, `wechat`, `redirect`, the wallet buttons) loads
 * the same body through its screen row. One implementation per method.
 *
 * A body is an element body (runtime/screens/contract.ts): no props, the frame's hooks
 * (`useConfirmIntent` pays on the parent's `confirm`), and `useMethod()` for the method
 * it is shown as (one body serves `qrcode` and `paynow`).
 */
import type { PaymentFlow, PaymentMethodName } from '../../protocol';
import type { ElementBody } from '../screens/contract';

export interface MethodRow {
  /** The method's name as the shopper reads it in the drop-in's list. */
  readonly titleKey: string;
  /** How the drop-in's Pay button reads for it, and whether the body brings its own (a wallet's button). */
  readonly flow: PaymentFlow;
  readonly load: () => Promise<{ readonly default: ElementBody }>;
}

export const METHOD_ROWS: Partial<Record<PaymentMethodName, MethodRow>> = {
  // Wallets: the body is the wallet's own button (flow 'wallet': the drop-in shows no Pay button of its own).
  applepay: { titleKey: 'element.apple-pay.name', flow: 'wallet', load: () => import('./applepay/ApplePayBody') },
  googlepay: { titleKey: 'element.google-pay.name', flow: 'wallet', load: () => import('./googlepay/GooglePayBody') },
};

export function methodRowOf(name: string): MethodRow | null {
  return Object.hasOwn(METHOD_ROWS, name) ? (METHOD_ROWS[name as PaymentMethodName] ?? null) : null;
}
