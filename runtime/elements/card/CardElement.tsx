import { useTranslation } from '../../i18n/react';
import type { CardBrand, ConfirmParams } from '../../../protocol';
import { CARD_FIELDS, cardDetails, cardState, detectBrand, type CardValues } from './card-fields';
import { useConfirmIntent, useElementFrame, useEmit, useOnClear, useOnFocusRequest, type PaymentMethodDraft } from '../frame';
import { CardFieldsRow } from './CardFieldsRow';
import { useCardFields } from './use-card-fields';

/** The card payment method from what the shopper typed, or the fields still wrong. */
function buildCard(values: CardValues, params: ConfirmParams, accepted: readonly CardBrand[] | undefined): PaymentMethodDraft {
  const states = cardState(values, undefined, accepted);
  const fields = CARD_FIELDS.filter((field) => !states[field].valid);
  const details = cardDetails(values);
  if (fields.length > 0 || !details) return { ok: false, fields };
  const card = params.cardholderName ? { ...details, name: params.cardholderName } : details;
  return { ok: true, paymentMethod: { type: 'card', card }, brand: detectBrand(values.number)?.type };
}

/** `/elements/card`: number, expiry and CVC in one frame; everything else is the element frame's. */
export default function CardElement() {
  const { t } = useTranslation();
  const emit = useEmit();
  const accepted = useElementFrame().options.brands;
  const card = useCardFields({ accepted, onEdit: () => error && reset() });
  const { status, error, reset } = useConfirmIntent((params) => buildCard(card.valuesRef.current, params, accepted), () => {
    card.showAll();
    card.focusFirstUnfinished();
  });

  useOnClear(() => {
    card.clear();
    reset();
  });
  useOnFocusRequest(() => card.focusFirstUnfinished() || card.inputs.current.number?.focus());
  const { brand } = card;

  const message = error?.message ?? card.fieldError?.message ?? null;

  return (
    <form
      className="portico-card"
      noValidate
      aria-busy={status === 'processing'}
      onSubmit={(event) => {
        event.preventDefault();
        emit('onSubmit', {});
      }}
    >
      <CardFieldsRow
        card={card}
        locked={status !== 'idle'}
        failedField={error?.details.field}
        message={message !== null}
      />
      <button type="submit" hidden tabIndex={-1} aria-hidden="true" />
      {brand && <span className="portico-visually-hidden" aria-live="polite">{brand.niceType}</span>}
      <p id="portico-card-message" className="portico-card__message" role="alert">
        {message}
      </p>
      <p className="portico-visually-hidden" aria-live="polite">
        {status === 'processing' ? t('card.processing') : status === 'succeeded' ? t('card.succeeded') : ''}
      </p>
    </form>
  );
}

// Other card kinds take the shared card pieces from here, so one chunk holds the card screen and them (see below).
export { CardFieldsRow, useCardFields };
