import type { Ref } from 'react';
import { useTranslation } from '../../platform/i18n/react';
import type { CardBrand, CardField } from '../../../protocol';
import { useEmit } from '../../host';
import { BrandIcon } from '../../ui/marks/BrandIcon';
import { BareInput } from '../../ui/BareInput';

const AUTOCOMPLETE: Record<CardField, string> = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' };

export interface CardFieldInputProps {
  readonly field: CardField;
  readonly value: string;
  readonly inputRef: Ref<HTMLInputElement>;
  /** The shopper has left the field with a problem, or a confirm found one, or a decline is about it. */
  readonly invalid: boolean;
  /** The id of the message that describes the field, while there is one. */
  readonly describedBy: string | undefined;
  /** While a payment runs. */
  readonly readOnly: boolean;
  /** The number field's detected brand, for its icon. */
  readonly brand?: CardBrand | null;
  /**
   * The label shown above the field (a whole card's three fields). A split field's frame is
   * one box in the merchant's form, labelled there: its label is for screen readers only.
   */
  readonly labelVisible?: boolean;
  readonly onChange: (raw: string) => void;
  /** After `onBlur` is emitted to the page. */
  readonly onBlur: () => void;
}

/**
 * One card field, labelled and wired to the page's `focus`/`blur` events: the same
 * input in the card element and in each split field frame.
 */
export function CardFieldInput({
  field,
  value,
  inputRef,
  invalid,
  describedBy,
  readOnly,
  brand = null,
  labelVisible = false,
  onChange,
  onBlur,
}: CardFieldInputProps) {
  const { t } = useTranslation();
  const emit = useEmit();
  return (
    // The design system's one label (ui/text-field.css) above the field's own box (ui/field-box.css).
    <label className={`portico-field portico-card__field portico-card__field--${field}`}>
      <span className={labelVisible ? 'portico-field__label' : 'portico-visually-hidden'}>{t(`card.${field}.label`)}</span>
      <span className="portico-box portico-box__cell portico-card__cell">
        <BareInput
          inputRef={inputRef}
          name={field}
          type="text"
          inputMode="numeric"
          // Digits and MM / YY read left to right in every language, Arabic included.
          dir="ltr"
          autoComplete={AUTOCOMPLETE[field]}
          autoCorrect="off"
          spellCheck={false}
          placeholder={t(`card.${field}.placeholder`)}
          value={value}
          readOnly={readOnly}
          aria-invalid={invalid}
          aria-describedby={describedBy}
          onChange={(event) => onChange(event.target.value)}
          onFocus={() => emit('onFocus', { field })}
          onBlur={() => {
            onBlur();
            emit('onBlur', { field });
          }}
        />
        {field === 'number' && <BrandIcon brand={brand} />}
      </span>
    </label>
  );
}
