/**
 * The drop-in's card: the card element's fields and 3-D Secure, and "save this
 * card" when the merchant named a customer (`customer_id`), as the full-featured
 * card offers it. A ticked box sends `save_payment_method: true`: the card is saved
 * for the intent's customer once paid. The card element kind itself stays as it
 * is (its critical path carries no box).
 */
import { useState } from 'react';
import { useLatest } from '../../../platform/lib/use-latest';
import { useElementFrame, useOnClear, useOnFocusRequest, usePaymentRequest } from '../../../host';
import { useConfirmIntent, useSupportedBrands, type PaymentMethodDraft } from '../../../payment';
import { CardFieldsRow, useCardFields } from '../CardElement';
import { CardForm, cardMessages } from '../CardForm';
import { buildCard, CARD_FIELDS } from '../card-fields';
import { SaveCardBox } from './SaveCardBox';
import { useFocusAfterDecline } from '../use-focus-after-decline';

function withSave(draft: PaymentMethodDraft, save: boolean): PaymentMethodDraft {
  return draft.ok && save ? { ...draft, save: true } : draft;
}

export default function SaveableCardBody() {
  const { options } = useElementFrame();
  const accepted = useSupportedBrands();
  // In recurring mode the card is saved on the consent anyway: no box to tick (as the full-featured card).
  const recurring = usePaymentRequest().mode === 'recurring';
  const canSave = options.customer_id !== undefined && !recurring;
  const [save, setSave] = useState(false);
  const saveRef = useLatest(save);
  const card = useCardFields({ accepted, onEdit: () => error && reset() });
  const showAllErrors = () => {
    card.showAll();
    card.focusFirstUnfinished();
  };
  const { status, error, reset } = useConfirmIntent(
    (params) => withSave(buildCard(card.valuesRef.current, params, accepted), canSave && saveRef.current),
    showAllErrors,
  );
  useOnClear(() => {
    card.clear();
    setSave(false);
    reset();
  });
  useOnFocusRequest(() => card.focusFirstUnfinished() || card.inputs.current.number?.focus());
  useFocusAfterDecline(error, card.inputs);

  const messages = cardMessages(error, card.fieldErrors, CARD_FIELDS);
  const locked = status !== 'idle';
  return (
    <>
      <CardForm messages={messages} status={status} brandName={card.brand?.niceType}>
        <CardFieldsRow card={card} locked={locked} messages={messages} />
      </CardForm>
      {canSave && <SaveCardBox checked={save} disabled={locked} onChange={setSave} />}
    </>
  );
}
