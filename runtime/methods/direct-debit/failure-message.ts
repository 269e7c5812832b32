import type { PaymentError } from '../../../protocol';
import type { TFunction } from '../../i18n';

/** NACHA's return code for insufficient funds, which the sandbox answers for an account ending 0002. */
const INSUFFICIENT_FUNDS_CODES: readonly string[] = ['R01'];

/**
 * What the shopper reads when the debit failed: a bank's refusal in a bank account's
 * words (the frame's message for `issuer_declined` speaks of a card); anything else
 * as the frame translated it.
 */
export function failureMessage(error: PaymentError, t: TFunction): string {
  if (error.code !== 'issuer_declined') return error.message;
  return INSUFFICIENT_FUNDS_CODES.includes(error.original_code ?? '') ? t('directDebit.error.insufficientFunds') : t('directDebit.error.declined');
}
