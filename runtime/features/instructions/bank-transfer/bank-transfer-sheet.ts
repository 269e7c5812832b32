import type { SheetOf } from '../flow/InstructionsSheet';
import { rowsOf, type InstructionRow } from '../flow/rows';

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

/** A UK sort code as it is printed on cards and statements, and copied as shown: 12-34-56. */
function withSortCode(row: InstructionRow): InstructionRow {
  return row.id === 'sort_code' && /^\d{6}$/.test(row.value) ? { ...row, value: row.value.replace(/(\d\d)(\d\d)(\d\d)/, '$1-$2-$3') } : row;
}

export const bankTransferSheet: SheetOf = (instructions, t) => ({
  heading: t('instructions.heading.bank_transfer'),
  how: t('instructions.how.bank_transfer'),
  rows: [...rowsOf(instructions.bank_account, ACCOUNT_FIELDS).map(withSortCode), ...rowsOf(instructions, [['reference', true]])],
});
