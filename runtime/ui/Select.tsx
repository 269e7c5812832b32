import type { ReactNode, SelectHTMLAttributes } from 'react';
import { FormField } from './FormField';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> {
  readonly id: string;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error: string | null;
  /** The choices, value → what the shopper reads. */
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

/** A labelled native select in the text field's look (label above, hint, error, focus, invalid). */
export function Select({ id, label, hint, error, options, ...select }: SelectProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select {...select} id={id} className="portico-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
