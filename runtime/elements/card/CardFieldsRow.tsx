import { useTranslation } from '../../i18n/react';
import type { CardField } from '../../../protocol';
import { useEmit } from '../frame';
import { BrandIcon, brandOfType } from './BrandIcon';
import { CARD_FIELDS } from './card-fields';
import type { CardFields } from './use-card-fields';
import './card.css';

const AUTOCOMPLETE: Record<CardField, string> = { number: 'cc-number', expiry: 'cc-exp', cvc: 'cc-csc' };

export interface CardFieldsRowProps {
  readonly card: CardFields;
  /** While a confirm runs or after it paid: the values stay, read-only. */
  readonly locked: boolean;
  /** A card field a failed payment named (`details.field`): marked invalid too. */
  readonly failedField?: unknown;
  /** Whether the message under the row (`#portico-card-message`) says something now: it then describes the fields. */
  readonly message: boolean;
}

/**
 * Number, expiry and CVC in one bordered row (two rows below 400 px), with the
 * detected brand's icon in the number field. Shared by every kind that takes a
 * whole card; labels are visually hidden, the placeholders show the format.
 */
export function CardFieldsRow({ card, locked, failedField, message }: CardFieldsRowProps) {
  const { t } = useTranslation();
  const emit = useEmit();
  return (
    <div className={`portico-card__row${message ? ' portico-card__row--error' : ''}`}>
      {CARD_FIELDS.map((field) => {
        const invalid = (card.touched[field] || card.fieldError?.field === field) && card.states[field].problem !== null;
        return (
          <label key={field} className={`portico-card__field portico-card__field--${field}`}>
            <span className="portico-visually-hidden">{t(`card.${field}.label`)}</span>
            <input
              ref={(node) => {
                card.inputs.current[field] = node;
              }}
              name={field}
              type="text"
              inputMode="numeric"
              // Digits and MM / YY read left to right in every language, Arabic included.
              dir="ltr"
              autoComplete={AUTOCOMPLETE[field]}
              autoCorrect="off"
              spellCheck={false}
              placeholder={t(`card.${field}.placeholder`)}
              value={card.values[field]}
              readOnly={locked}
              aria-invalid={invalid || failedField === field}
              aria-describedby={message ? 'portico-card-message' : undefined}
              onChange={card.onInput(field)}
              onFocus={() => emit('onFocus', { field })}
              onBlur={() => {
                card.onBlur(field);
                emit('onBlur', { field });
              }}
            />
            {field === 'number' && <BrandIcon brand={brandOfType(card.brand?.type)} />}
          </label>
        );
      })}
    </div>
  );
}
