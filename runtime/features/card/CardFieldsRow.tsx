import { brandOfType } from '../../ui/marks/BrandIcon';
import { CARD_FIELDS } from './card-fields';
import { messageId, type CardMessage } from './CardForm';
import { CardFieldInput } from './CardFieldInput';
import type { CardFields } from './use-card-fields';

export interface CardFieldsRowProps {
  readonly card: CardFields;
  /** While a confirm runs or after it paid: the values stay, read-only. */
  readonly locked: boolean;
  /** The lines under the box: a field with one is invalid and described by it, and by it alone. */
  readonly messages: readonly CardMessage[];
}

/**
 * Number, expiry and CVC of a whole card (useCardFields), each a <CardFieldInput>
 * with the detected brand's icon in the number field. Shared by every kind that
 * takes a whole card; it goes inside a <CardRow> (CardForm's, or the kind's own).
 */
export function CardFieldsRow({ card, locked, messages }: CardFieldsRowProps) {
  // Each wrong field is described by its own line only: a screen reader on the expiry never hears
  // that the number is wrong.
  return CARD_FIELDS.map((field) => {
    const wrong = messages.some((m) => m.field === field);
    return (
      <CardFieldInput
        key={field}
        field={field}
        value={card.values[field]}
        inputRef={(node) => {
          card.inputs.current[field] = node;
        }}
        invalid={wrong}
        describedBy={wrong ? messageId(field) : undefined}
        readOnly={locked}
        brand={brandOfType(card.brand?.type)}
        labelVisible
        onChange={card.onInput(field)}
        onBlur={() => card.onBlur(field)}
      />
    );
  });
}
