import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FormField, describedByOf } from './FormField';

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'aria-invalid' | 'aria-describedby'> {
  readonly id: string;
  readonly label: string;
  readonly hint?: ReactNode;
  /** The field's own message: it marks this field, and only this one, invalid and describes it. */
  readonly error: string | null;
  /** More ids that describe the field, read after its hint and before its error (e.g. a line in `below`). */
  readonly describedBy?: string;
  /** Under the field, above its error. */
  readonly below?: ReactNode;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** Invalid though its message is shown elsewhere (a payment's message under several parts); by default, while it has an error. */
  readonly invalid?: boolean;
}

/** A labelled text input (ui/text-field.css): label above, hint, error under it with `aria-describedby`. */
export function TextField({ id, label, hint, error, describedBy, below, inputRef, className, invalid = error !== null, ...input }: TextFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} below={below}>
      {() => (
        <input
          {...input}
          ref={inputRef}
          id={id}
          // The feature's own class (its layout, a test's handle) beside the look.
          className={className ? `portico-input ${className}` : 'portico-input'}
          aria-invalid={invalid}
          aria-describedby={describedByOf(id, Boolean(hint), error !== null, describedBy)}
        />
      )}
    </FormField>
  );
}
