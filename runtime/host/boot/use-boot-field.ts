import { useLayoutEffect, useState, type RefObject } from 'react';
import { caretAfterDigits, readBootFields, restoreBootFocus } from './boot-fields';

/** One field as the shopper left it in the frame's boot markup. */
export interface BootField {
  /** Its value, formatted as if typed in the runtime. */
  readonly value: string;
  /** Left with something in it: its problem shows, as after a blur. */
  readonly touched: boolean;
}

/**
 * A frame of one field (a Korean card field): what was typed into the boot markup's input
 * named `name`, read once in the first render (the frame removes the markup in that commit,
 * boot-fields.ts), and focus with its caret put back in `input` in that commit's layout effects.
 * Null when the frame had no boot markup.
 */
export function useBootField(name: string, format: (raw: string) => string, input: RefObject<HTMLInputElement | null>): BootField | null {
  const [boot] = useState(() => {
    const fields = readBootFields();
    if (!fields) return null;
    const raw = fields.values[name] ?? '';
    const value = format(raw);
    const focused = fields.focus?.name === name ? fields.focus : null;
    const caret = focused ? { start: caretAfterDigits(raw, focused.start, value), end: caretAfterDigits(raw, focused.end, value) } : null;
    return { value, touched: !focused && value !== '', caret };
  });
  useLayoutEffect(() => {
    if (boot?.caret && input.current) restoreBootFocus(input.current, boot.caret.start, boot.caret.end);
  }, [boot, input]);
  return boot;
}
