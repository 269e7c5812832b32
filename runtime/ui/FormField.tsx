import type { ReactNode } from 'react';

export interface FormFieldProps {
  /** The control's id; its hint is `{id}-hint`, its error `{id}-error`. */
  readonly id: string;
  readonly label: string;
  /** Under the label: what to type, always shown. */
  readonly hint?: ReactNode;
  /** Shown under the control, and named as its description, once there is one. */
  readonly error: string | null;
  /** Under the control, above its error (a line the feature adds: a hint after the field, a bank's name). */
  readonly below?: ReactNode;
  /** The control, given `id`, `aria-invalid` and `aria-describedby` (`describedBy`) by the caller. */
  readonly children: (describedBy: string | undefined) => ReactNode;
}

/** The ids that describe a field: its hint, then `more` (lines the feature adds), then its error, last. */
export function describedByOf(id: string, hint: boolean, error: boolean, more?: string): string | undefined {
  return [hint && `${id}-hint`, more, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
}

/** A visible label above the control, an optional hint, and its error under it (ui/text-field.css). */
export function FormField({ id, label, hint, error, below, children }: FormFieldProps) {
  return (
    <div className="portico-field">
      <label className="portico-field__label" htmlFor={id}>
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="portico-field__hint">
          {hint}
        </p>
      )}
      {children(describedByOf(id, Boolean(hint), Boolean(error)))}
      {below}
      {error && (
        <p id={`${id}-error`} className="portico-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
