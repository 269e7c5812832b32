import type { ReactNode, Ref } from 'react';

export interface CheckboxProps {
  readonly name: string;
  readonly id?: string;
  /** The feature's own class beside the look (its spacing). */
  readonly className?: string;
  readonly required?: boolean;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly disabled?: boolean;
  readonly invalid?: boolean;
  /** The id of what describes the box (its error), while there is one. */
  readonly describedBy?: string;
  readonly inputRef?: Ref<HTMLInputElement>;
  /** The words beside the box: its accessible name. */
  readonly children: ReactNode;
}

/** A checkbox and its words (ui/check.css). */
export function Checkbox({ name, id, className, required, checked, onChange, disabled, invalid, describedBy, inputRef, children }: CheckboxProps) {
  return (
    <label className={className ? `portico-check ${className}` : 'portico-check'}>
      <input
        ref={inputRef}
        type="checkbox"
        id={id}
        name={name}
        required={required}
        checked={checked}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{children}</span>
    </label>
  );
}
