import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FormField } from './FormField';

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> {
  readonly id: string;
  readonly label: string;
  readonly hint?: ReactNode;
  readonly error: string | null;
  /** The choices, value → what the shopper reads. */
  readonly options: readonly { readonly value: string; readonly label: string }[];
  /** An empty first choice that asks for one ("Select a country"). */
  readonly placeholder?: string;
  readonly selectRef?: Ref<HTMLSelectElement>;
}

/** A labelled native select in the text field's look (label above, hint, error, focus, invalid). */
export function Select({ id, label, hint, error, options, placeholder, selectRef, ...select }: SelectProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(describedBy) => (
        <select {...select} ref={selectRef} id={id} className="portico-input" aria-invalid={error !== null} aria-describedby={describedBy}>
          {placeholder !== undefined && <option value="">{placeholder}</option>}
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
