import type { InputHTMLAttributes, Ref } from 'react';

export interface BareInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> {
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * An input with no look of its own: what holds it draws it (a cell of one box, ui/field-box.css,
 * which gives the cell its frame, ring and invalid state), or nothing does (an autofill relay
 * kept out of sight by its container). For codes typed as digits (card, expiry, security code,
 * birth date) it reads left to right in every language, and the browser neither corrects nor
 * spell-checks it, unless the caller says otherwise.
 */
export function BareInput({ inputRef, ...input }: BareInputProps) {
  return <input dir="ltr" autoCorrect="off" spellCheck={false} {...input} ref={inputRef} />;
}
