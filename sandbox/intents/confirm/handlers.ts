/**
 * The confirm handlers of every non-card method of the table, one entry each:
 * `satisfies` makes a method added to the table without a handler a type error.
 */
import type { MethodName } from '../../methods/table';
import { confirmWithDirectDebit } from './direct-debit';
import type { ConfirmHandler } from './handler';
import { confirmWithBankTransfer, confirmWithKonbini, confirmWithPayEasy, confirmWithSpei } from './instructions';
import { confirmWithOpenBanking, confirmWithPayNow, confirmWithQrCode, confirmWithWeChatPay } from './redirect-qr';
import { confirmWithWallet } from './wallet';

export const NON_CARD_HANDLERS = {
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
} as const satisfies Record<Exclude<MethodName, 'card'>, ConfirmHandler>;
