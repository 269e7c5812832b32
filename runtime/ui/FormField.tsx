import type { ReactNode } from 'react';
import './form-field.css';

export interface FormFieldProps {
  /** The control's id; its error is `{id}-error`. */
  readonly id: string;
  readonly label: string;
  /** Shown under the control, and named as its description, once there is one. */
  readonly error: string | null;
  /** The control, given `id`, `aria-invalid` and `aria-describedby` by the caller through `describedBy`. */
  readonly children: (describedBy: string | undefined) => ReactNode;
}

/** A visible label, the control, and its error under it: one field of the full-featured card's form. */
export function FormField({ id, label, error, children }: FormFieldProps) {
  return (
    <div className="portico-ffc__field">
      <label className="portico-ffc__label" htmlFor={id}>
        {label}
      </label>
      {children(error ? `${id}-error` : undefined)}
      {error && (
        <p id={`${id}-error`} className="portico-ffc__error">
          {error}
        </p>
      )}
    </div>
  );
}
