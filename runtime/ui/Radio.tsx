import type { InputHTMLAttributes, Ref } from 'react';

export interface RadioProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'className' | 'aria-disabled' | 'onChange'> {
  readonly name: string;
  readonly value: string;
  readonly checked: boolean;
  readonly onChange: () => void;
  /** Locked without leaving the tab order or the group's arrows (`aria-disabled`): a change is ignored. */
  readonly locked?: boolean;
  readonly inputRef?: Ref<HTMLInputElement>;
}

/**
 * One radio in the design system's ring (ui/radio.css), for a row a feature lays out itself (a
 * saved method with its Remove button); ui/RadioGroup.tsx draws a whole group of plain options.
 */
export function Radio({ locked = false, onChange, inputRef, ...radio }: RadioProps) {
  return (
    <input
      {...radio}
      ref={inputRef}
      type="radio"
      className="portico-radio__input"
      aria-disabled={locked || undefined}
      onChange={() => {
        if (!locked) onChange();
      }}
    />
  );
}
