import type { ConfirmParams } from '../../../protocol';
import type { PaymentMethodDraft } from '../frame';
import { CARD_FIELDS, cardDetails, cardState, detectBrand, type CardValues } from './card-fields';

/** The card payment method from what the shopper typed (in one frame or a split group), or the fields still wrong. */
export function buildCard(values: CardValues, params: ConfirmParams): PaymentMethodDraft {
  const states = cardState(values);
  const fields = CARD_FIELDS.filter((field) => !states[field].valid);
  const details = cardDetails(values);
  if (fields.length > 0 || !details) return { ok: false, fields };
  const card = params.cardholderName ? { ...details, name: params.cardholderName } : details;
  return { ok: true, paymentMethod: { type: 'card', card }, brand: detectBrand(values.number)?.type };
}
