import type { SheetOf } from '../flow/InstructionsSheet';
import { contactRows, rowsOf } from '../flow/rows';

/** Pay-easy: the collection number (収納機関番号), customer number and confirmation number an ATM or online bank asks for. */
export const payEasySheet: SheetOf = (instructions, t) => ({
  heading: t('instructions.heading.pay_easy'),
  how: t('instructions.how.pay_easy'),
  rows: [
    ...rowsOf(instructions, [
      ['collection_number', true],
      ['customer_number', true],
      ['confirmation_number', true],
    ]),
    ...contactRows(instructions),
  ],
});
