/**
 * One line of an instruction sheet: what it is, its value, and whether the shopper
 * will want to copy it (a number to type into a bank app or a store's terminal).
 * Instructions come from the provider as untrusted JSON: a row is made only from a
 * non-empty string, so a missing or odd field is left out rather than shown wrong.
 */
import { isRecord } from '../../../../protocol';
import type { PaymentInstructions } from '../../../platform/api/shopper-action';

export interface InstructionRow {
  /** The field's name (`payment_code`), used for ids and test hooks. */
  readonly id: string;
  /** Translation key of its label. */
  readonly labelKey: string;
  readonly value: string;
  /** A number or code the shopper copies: shown in a fixed-width font with a copy button. */
  readonly copy: boolean;
}

/** `record[key]` when it is a non-empty string of printable length, else `null`. */
export function textOf(record: unknown, key: string): string | null {
  if (!isRecord(record)) return null;
  const value = record[key];
  return typeof value === 'string' && value.trim() !== '' && value.length <= 200 ? value : null;
}

/** Rows for `fields` of `record` in the given order, those present only. */
export function rowsOf(record: unknown, fields: ReadonlyArray<readonly [field: string, copy: boolean]>): InstructionRow[] {
  return fields.flatMap(([field, copy]) => {
    const value = textOf(record, field);
    return value === null ? [] : [{ id: field, labelKey: `instructions.label.${field}`, value, copy }];
  });
}

/** The contact details the shopper gave (konbini, Pay-easy), as the provider echoes them. */
export function contactRows(instructions: PaymentInstructions): InstructionRow[] {
  return rowsOf({ name: instructions.shopper_name, email: instructions.shopper_email, phone: instructions.shopper_phone }, [
    ['name', false],
    ['email', false],
    ['phone', false],
  ]);
}
