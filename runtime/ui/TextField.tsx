import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField } from './FormField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'aria-invalid' | 'aria-describedby'> {
  readonly id: string;
  readonly label: string;
  readonly hint?: ReactNode;
  /** The field's own message: it marks this field, and only this one, invalid and describes it. */
  readonly error: string | null;
  /** More ids that describe the field (e.g. a line the feature shows under it). */
  readonly describedBy?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/** A labelled text input (ui/text-field.css): label above, hint, error under it with `aria-describedby`. */
export function TextField({ id, label, hint, error, describedBy, inputRef, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error}>
      {(own) => (
        <input
          {...input}
          ref={inputRef}
          id={id}
          className="portico-input"
          aria-invalid={error !== null}
          aria-describedby={[own, describedBy].filter(Boolean).join(' ') || undefined}
        />
      )}
    </FormField>
  );
}
