import { StoreMark } from '../../../ui/marks/StoreMark';
import type { SheetOf } from '../flow/InstructionsSheet';
import { isKonbiniStore } from '../flow/contact-fields';
import { contactRows, rowsOf, textOf } from '../flow/rows';

/**
 * Konbini: the store (its badge at the head of the voucher), its payment code (13 digits
 * at 7-Eleven, where it is the slip number; 11 elsewhere) and, except at 7-Eleven, a
 * confirmation number.
 */
export const konbiniSheet: SheetOf = (instructions, t) => {
  const code = textOf(instructions, 'store');
  const store = code && isKonbiniStore(code) ? t(`instructions.store.${code}`) : (code ?? '');
  return {
    heading: t('instructions.heading.konbini', { store }),
    mark: code ? <StoreMark store={code} /> : undefined,
    how: t('instructions.how.konbini'),
    rows: [
      ...(store ? [{ id: 'store', labelKey: 'instructions.label.store', value: store, copy: false }] : []),
      ...rowsOf(instructions, [
        ['payment_code', true],
        ['confirmation_number', true],
      ]),
      ...contactRows(instructions),
    ],
  };
};
