import type { SheetOf } from '../flow/InstructionsSheet';
import { rowsOf, textOf } from '../flow/rows';
import { payNowQrContent } from './paynow-payload';
import { PayNowQr } from './PayNowQr';

/** PayNow in a bank app: a QR code to scan, or the UEN and reference to type. */
export const payNowSheet: SheetOf = (instructions, t) => {
  const uen = textOf(instructions, 'uen');
  const reference = textOf(instructions, 'reference');
  const content =
    uen && reference
      ? payNowQrContent({ uen, reference, amount: instructions.amount, merchantName: instructions.beneficiary_name, deadline: instructions.deadline })
      : null;
  return {
    heading: t('instructions.heading.paynow'),
    how: t('instructions.how.paynow'),
    visual: content ? <PayNowQr content={content} label={t('instructions.qr')} /> : undefined,
    rows: rowsOf(instructions, [
      ['uen', true],
      ['reference', true],
    ]),
  };
};
