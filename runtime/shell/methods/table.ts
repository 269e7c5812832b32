/**
 * The method table: one row per payment method the checkout can show (by the
 * provider's `payment_method.type`, protocol/payment-methods.ts), composed from each
 * family's method rows (runtime/features/<family>/method-rows.ts: the drop-in alone reads
 * them, so they are not in the index.ts every frame's screen table imports). The drop-in offers the rows of the methods the provider lists for
 * the intent, in the provider's order; a one-method element kind (`qrcode`, `wechat`,
 * `redirect`, the wallet buttons) loads the same body through its screen row. One
 * implementation per method.
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
import { METHOD_ROWS as card } from '../../features/card/method-rows';
import { METHOD_ROWS as directDebit } from '../../features/direct-debit/method-rows';
import { METHOD_ROWS as instructions } from '../../features/instructions/method-rows';
import { METHOD_ROWS as qrWechat } from '../../features/qr-wechat/method-rows';
import { METHOD_ROWS as redirectBankLink } from '../../features/redirect-bank-link/method-rows';
import { METHOD_ROWS as wallets } from '../../features/wallets/method-rows';

const METHOD_ROWS = {
  ...card,
  ...redirectBankLink,
  ...instructions,
  ...qrWechat,
  ...directDebit,
  ...wallets,
} satisfies Record<PaymentMethodName, MethodRow>;

export function methodRowOf(name: string): MethodRow | null {
  return Object.hasOwn(METHOD_ROWS, name) ? METHOD_ROWS[name as PaymentMethodName] : null;
}
