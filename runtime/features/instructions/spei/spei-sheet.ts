import type { SheetOf } from '../flow/InstructionsSheet';
import { rowsOf } from '../flow/rows';

/** SPEI: the receiving bank, the 18-digit CLABE and the reference to quote. */
export const speiSheet: SheetOf = (instructions, t) => ({
  heading: t('instructions.heading.spei'),
  how: t('instructions.how.spei'),
  rows: [
    ...rowsOf(instructions.bank_account, [
      ['bank_name', false],
      ['clabe', true],
    ]),
    ...rowsOf(instructions, [['reference', true]]),
  ],
});
