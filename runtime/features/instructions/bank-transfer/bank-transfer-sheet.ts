import type { SheetOf } from '../flow/InstructionsSheet';
import { rowsOf } from '../flow/rows';

/**
 * The account fields a transfer needs, in the order a banking app asks for them; the
 * provider gives those of the intent's currency: GBP account number and sort code,
 * EUR IBAN and BIC, USD account and routing number, AUD BSB and account number.
 */
const ACCOUNT_FIELDS = [
  ['bank_name', false],
  ['iban', true],
  ['bic', true],
  ['bsb', true],
  ['sort_code', true],
  ['routing_number', true],
  ['account_number', true],
] as const;

export const bankTransferSheet: SheetOf = (instructions, t) => ({
  heading: t('instructions.heading.bank_transfer'),
  how: t('instructions.how.bank_transfer'),
  rows: [...rowsOf(instructions.bank_account, ACCOUNT_FIELDS), ...rowsOf(instructions, [['reference', true]])],
});
