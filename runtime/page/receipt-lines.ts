/**
 * What a result page's receipt says of a payment, from the intent as the provider has it:
 * when (the latest attempt's time, else the intent's), how (a card's brand and last four,
 * else the method's name) and its reference (the intent's id, which the merchant's
 * support finds it by). The intent is the provider's JSON: each field is read, never trusted.
 */
import { isCardBrand, isPaymentMethodName, isRecord, type CardBrand, type PaymentMethodName } from '../../protocol';
import type { PaymentIntent } from '../platform/api/payment-intents';

export type ReceiptMethod =
  { readonly kind: 'card'; readonly brand: CardBrand | null; readonly last4: string } | { readonly kind: 'method'; readonly name: PaymentMethodName };

function isoTime(value: unknown): string | null {
  return typeof value === 'string' && !Number.isNaN(Date.parse(value)) ? value : null;
}

/** When the payment was made or last tried (the latest attempt's update), else when the intent last changed. */
export function receiptTime(intent: PaymentIntent): string | null {
  const attempt = intent.latest_payment_attempt;
  return isoTime(attempt?.updated_at) ?? isoTime(attempt?.created_at) ?? isoTime(intent.updated_at) ?? isoTime(intent.created_at);
}

/** How it was paid (or tried), or `null` when the provider does not say. */
export function receiptMethod(intent: PaymentIntent): ReceiptMethod | null {
  const method = intent.latest_payment_attempt?.payment_method;
  if (!isRecord(method)) return null;
  const card = method.card;
  if (method.type === 'card' && isRecord(card) && typeof card.last4 === 'string' && /^\d{4}$/.test(card.last4)) {
    return { kind: 'card', brand: isCardBrand(card.brand) ? card.brand : null, last4: card.last4 };
  }
  return isPaymentMethodName(method.type) ? { kind: 'method', name: method.type } : null;
}
