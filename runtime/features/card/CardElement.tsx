import { useOnClear, useOnFocusRequest } from '../../host';
import { useConfirmIntent, useSupportedBrands } from '../../payment';
import { buildCard, CARD_FIELDS } from './card-fields';
import { CardForm, cardMessages } from './CardForm';
import { CardFieldsRow } from './CardFieldsRow';
import { useCardFields } from './use-card-fields';
import { ConsentTermsSlot } from '../../payment/consent/ConsentTermsSlot';
import { useFocusAfterDecline } from './use-focus-after-decline';

/** `/elements/card`: number, expiry and CVC in one frame; everything else is the element frame's. */
export default function CardElement() {
  const accepted = useSupportedBrands();
  const card = useCardFields({ accepted, onEdit: () => error && reset() });
  const showAllErrors = () => {
    card.showAll();
    card.focusFirstUnfinished();
  };
  const { status, error, reset, consent } = useConfirmIntent((params) => buildCard(card.valuesRef.current, params, accepted), showAllErrors);
  useOnClear(() => {
    card.clear();
    reset();
  });
  useOnFocusRequest(() => card.focusFirstUnfinished() || card.inputs.current.number?.focus());
  useFocusAfterDecline(error, card.inputs);

  const messages = cardMessages(error, card.fieldErrors, CARD_FIELDS);
  return (
    <CardForm messages={messages} status={status} brandName={card.brand?.niceType} terms={<ConsentTermsSlot consent={consent} />}>
      <CardFieldsRow card={card} locked={status !== 'idle'} messages={messages} />
    </CardForm>
  );
}

// The split and full-featured cards import these from here (measured: from their own modules, +93 B gzip on the card's path).
export { CardFieldsRow, useCardFields };
