import { brandOfType } from '../../ui/marks/BrandIcon';
import { CARD_FIELDS } from './card-fields';
import { CARD_MESSAGE_ID } from './CardForm';
import { CardFieldInput } from './CardFieldInput';
import type { CardFields } from './use-card-fields';
import type { PaymentError } from '../../../protocol';

export interface CardFieldsRowProps {
  readonly card: CardFields;
  /** While a confirm runs or after it paid: the values stay, read-only. */
  readonly locked: boolean;
  /** A failed payment: its message is shown; the field it names (`details.field`), if any, is the wrong one. */
  readonly error: PaymentError | null;
}

/**
 * Number, expiry and CVC of a whole card (useCardFields), each a <CardFieldInput>
 * with the detected brand's icon in the number field. Shared by every kind that
 * takes a whole card; it goes inside a <CardRow> (CardForm's, or the kind's own).
 */
export function CardFieldsRow({ card, locked, error }: CardFieldsRowProps) {
  // The one field the message under the row is about: only it is invalid and described by it, so a
  // screen reader on the expiry never hears that the number is wrong.
  const wrong = error ? error.details.field : card.fieldError?.field;
  return CARD_FIELDS.map((field) => (
    <CardFieldInput
      key={field}
      field={field}
      value={card.values[field]}
      inputRef={(node) => {
        card.inputs.current[field] = node;
      }}
      invalid={field === wrong}
      describedBy={field === wrong ? CARD_MESSAGE_ID : undefined}
      readOnly={locked}
      brand={brandOfType(card.brand?.type)}
      labelVisible
      onChange={card.onInput(field)}
      onBlur={() => card.onBlur(field)}
    />
  ));
}
