/**
 * The method table: one row per payment method the checkout can show (by the
 * provider's `payment_method.type`, protocol/payment-methods.ts), composed from each
 * family's method rows (each runtime/features/<family>/index.ts's `loadMethodRows`: the drop-in alone reads
 * them, so every frame's screen table does not carry them). The drop-in offers the rows of the methods the provider lists for
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
import * as card from '../../features/card';
import * as directDebit from '../../features/direct-debit';
import * as instructions from '../../features/instructions';
import * as qrWechat from '../../features/qr-wechat';
import * as redirectBankLink from '../../features/redirect-bank-link';
import * as wallets from '../../features/wallets';

type MethodRows = Readonly<Record<PaymentMethodName, MethodRow>>;

/** The table, once: the families' rows share this module's chunk (vite.config.ts's `method-rows` group), so their loads fetch nothing more. */
async function loadRows(): Promise<MethodRows> {
  const [cardRows, redirectRows, instructionRows, qrRows, directDebitRows, walletRows] = await Promise.all([
    card.loadMethodRows(),
    redirectBankLink.loadMethodRows(),
    instructions.loadMethodRows(),
    qrWechat.loadMethodRows(),
    directDebit.loadMethodRows(),
    wallets.loadMethodRows(),
  ]);
  return {
    ...cardRows.METHOD_ROWS,
    ...redirectRows.METHOD_ROWS,
    ...instructionRows.METHOD_ROWS,
    ...qrRows.METHOD_ROWS,
    ...directDebitRows.METHOD_ROWS,
    ...walletRows.METHOD_ROWS,
  } satisfies MethodRows;
}

let rows: Promise<MethodRows> | null = null;

/** The drop-in's method lookup: a method's row, or `null` for a method the checkout has no body for. */
export async function methodTable(): Promise<{ readonly methodRowOf: (name: string) => MethodRow | null }> {
  const table = await (rows ??= loadRows());
  return { methodRowOf: (name) => (Object.hasOwn(table, name) ? table[name as PaymentMethodName] : null) };
}
