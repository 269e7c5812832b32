/**
 * Confirming an intent dispatches on `payment_method.type`: one handler per method
 * of the table, one entry each, looked up with `Object.hasOwn`. `satisfies` makes a
 * method added to the table without a handler a type error; a type that is not in
 * the table is a 400.
 */
import { invalid } from '../../core/errors';
import { isObject } from '../../core/body';
import type { MethodName } from '../../methods/table';
import { confirmWithCard } from './card';
import { confirmWithDirectDebit } from './direct-debit';
import type { ConfirmHandler } from './handler';
import { confirmWithBankTransfer, confirmWithKonbini, confirmWithPayEasy, confirmWithSpei } from './instructions';
import { confirmWithOpenBanking, confirmWithPayNow, confirmWithQrCode, confirmWithWeChatPay } from './redirect-qr';
import { confirmWithWallet } from './wallet';

export const CONFIRM_HANDLERS = {
  card: confirmWithCard,
  applepay: confirmWithWallet,
  googlepay: confirmWithWallet,
  wechatpay: confirmWithWeChatPay,
  ach_direct_debit: confirmWithDirectDebit,
  bacs_direct_debit: confirmWithDirectDebit,
  sepa_direct_debit: confirmWithDirectDebit,
  becs_direct_debit: confirmWithDirectDebit,
  open_banking: confirmWithOpenBanking,
  konbini: confirmWithKonbini,
  pay_easy: confirmWithPayEasy,
  spei: confirmWithSpei,
  bank_transfer: confirmWithBankTransfer,
  paynow: confirmWithPayNow,
  qrcode: confirmWithQrCode,
} as const satisfies Record<MethodName, ConfirmHandler>;

function isMethodName(value: unknown): value is MethodName {
  return typeof value === 'string' && Object.hasOwn(CONFIRM_HANDLERS, value);
}

type ConfirmPaymentMethod = Record<string, unknown> & { readonly type: MethodName };

function readPaymentMethod(body: Record<string, unknown>): ConfirmPaymentMethod {
  const pm = body.payment_method;
  if (pm === undefined || pm === null) throw invalid('payment_method', 'required', 'payment_method is required.');
  if (!isObject(pm)) throw invalid('payment_method', 'must_be_object');
  if (!isMethodName(pm.type)) {
    throw invalid('payment_method.type', 'unsupported', `payment_method.type must be one of: ${Object.keys(CONFIRM_HANDLERS).join(', ')}.`);
  }
  return pm as ConfirmPaymentMethod;
}

/** What a confirm pays with: typed details (`payment_method`) or a saved method (`payment_method_id`), exactly one. */
export type ConfirmSource = { readonly kind: 'new'; readonly paymentMethod: ConfirmPaymentMethod } | { readonly kind: 'saved'; readonly id: string };

const given = (value: unknown): boolean => value !== undefined && value !== null;

export function readConfirmSource(body: Record<string, unknown>): ConfirmSource {
  if (!given(body.payment_method_id)) return { kind: 'new', paymentMethod: readPaymentMethod(body) };
  if (given(body.payment_method)) throw invalid('payment_method_id', 'conflict', 'Send payment_method or payment_method_id, not both.');
  const id = body.payment_method_id;
  if (typeof id !== 'string') throw invalid('payment_method_id', 'must_be_string');
  if (id.length === 0 || id.length > 64) throw invalid('payment_method_id', 'invalid_length', 'payment_method_id must have 1 to 64 characters.');
  return { kind: 'saved', id };
}
