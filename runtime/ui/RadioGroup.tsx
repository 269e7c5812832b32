import type { ReactNode } from 'react';

export interface RadioOption<T extends string> {
  readonly value: T;
  /** What the shopper reads beside the ring: the option's accessible name unless `labelledBy` says otherwise. */
  readonly label: ReactNode;
  readonly labelledBy?: string;
  readonly describedBy?: string;
}

export interface RadioGroupProps<T extends string> {
  /** The radios' shared `name`. */
  readonly name: string;
  readonly legend: string;
  readonly options: readonly RadioOption<T>[];
  readonly value: T;
  readonly onChange: (value: T) => void;
  readonly disabled?: boolean;
}

/** A group of bordered radio options with one ring look (ui/radio.css), the chosen one outlined. */
export function RadioGroup<T extends string>({ name, legend, options, value, onChange, disabled }: RadioGroupProps<T>) {
  return (
    <fieldset className="portico-radio__group" disabled={disabled}>
      <legend className="portico-field__label">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="portico-radio__option">
          <input
            className="portico-radio__input"
            type="radio"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
            aria-labelledby={option.labelledBy}
            aria-describedby={option.describedBy}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
