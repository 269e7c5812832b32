/**
 * The card fields as the shopper left them in the frame's boot markup (host/boot/): their
 * raw values formatted as if typed here, the fields they left marked as touched (so a
 * wrong one says so, as after a blur), and focus with the caret where it was, moved over
 * the spaces and slash the formatting added.
 */
import { useLayoutEffect, useState } from 'react';
import type { CardField } from '../../../protocol';
import { caretAfterDigits, readBootFields, restoreBootFocus } from '../../host/boot/boot-fields';
import { useLatest } from '../../platform/lib/use-latest';
import { CARD_FIELDS, formatCvc, formatExpiry, formatNumber, type CardValues } from './card-fields';

export interface BootCard {
  readonly values: CardValues;
  readonly touched: Readonly<Record<CardField, boolean>>;
  /** The field that had focus and its selection in the formatted value. */
  readonly focus: { readonly field: CardField; readonly start: number; readonly end: number } | null;
}

const isCardField = (name: string): name is CardField => (CARD_FIELDS as readonly string[]).includes(name);

/** The boot markup's card fields, or null when the frame had none. */
export function takeBootCard(doc: Document = document): BootCard | null {
  const boot = readBootFields(doc);
  if (!boot) return null;
  const raw = (field: CardField) => boot.values[field] ?? '';
  const number = formatNumber(raw('number'));
  const values: CardValues = { number, expiry: formatExpiry(raw('expiry')), cvc: formatCvc(raw('cvc'), number) };
  const focused = boot.focus && isCardField(boot.focus.name) ? boot.focus : null;
  const field = focused?.name as CardField | undefined;
  const touched = Object.fromEntries(CARD_FIELDS.map((f) => [f, f !== field && values[f] !== ''])) as Record<CardField, boolean>;
  if (!focused || !field) return { values, touched, focus: null };
  const at = (caret: number) => caretAfterDigits(raw(field), caret, values[field]);
  return { values, touched, focus: { field, start: at(focused.start), end: at(focused.end) } };
}

/**
 * The boot markup's card fields, read once in the first render (in the commit that replaces the
 * markup: the frame removes it, host/boot/boot-fields.ts, so no key falls in between), and focus
 * with its caret put back in the runtime's own input (`inputOf`) in that commit's layout effects.
 * Every kind with card fields in boot markup (the card, each split field's frame) starts with it.
 */
export function useBootCard(inputOf: (field: CardField) => HTMLInputElement | null | undefined): BootCard | null {
  const [boot] = useState(takeBootCard);
  const input = useLatest(inputOf);
  useLayoutEffect(() => {
    const target = boot?.focus && input.current(boot.focus.field);
    if (boot?.focus && target) restoreBootFocus(target, boot.focus.start, boot.focus.end);
  }, [boot, input]);
  return boot;
}

/** Whether anything was typed before boot: then the merchant hears `change` at once, as of a key typed in the runtime. */
export const typedBeforeBoot = (boot: BootCard | null): boolean => boot !== null && CARD_FIELDS.some((field) => boot.values[field] !== '');
