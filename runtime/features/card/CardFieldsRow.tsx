import { brandOfType } from '../../ui/marks/BrandIcon';
import { CARD_FIELDS } from './card-fields';
import { CARD_MESSAGE_ID } from './CardForm';
import { CardFieldInput } from './CardFieldInput';
import type { CardFields } from './use-card-fields';

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
 * Number, expiry and CVC of a whole card (useCardFields), each a <CardFieldInput>
 * with the detected brand's icon in the number field. Shared by every kind that
 * takes a whole card; it goes inside a <CardRow> (CardForm's, or the kind's own).
 */
export function CardFieldsRow({ card, locked, failedField, message }: CardFieldsRowProps) {
  return CARD_FIELDS.map((field) => (
    <CardFieldInput
      key={field}
      field={field}
      value={card.values[field]}
      inputRef={(node) => {
        card.inputs.current[field] = node;
      }}
      invalid={((card.touched[field] || card.fieldError?.field === field) && card.states[field].problem !== null) || failedField === field}
      describedBy={message ? CARD_MESSAGE_ID : undefined}
      readOnly={locked}
      brand={brandOfType(card.brand?.type)}
      labelVisible
      onChange={card.onInput(field)}
      onBlur={() => card.onBlur(field)}
    />
  ));
}
