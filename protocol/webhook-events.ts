/**
 * The webhook events the provider posts to a merchant's endpoints, with what each
 * means: the sandbox sends exactly these (sandbox/webhooks/), portico/server types the
 * events it verifies from them, and docs/sandbox/webhooks.md is checked against them.
 * The part before the dot names the object in `data.object`.
 */
export const EVENT_TYPES = {
  'payment_intent.created': 'A payment intent was created.',
  'payment_intent.requires_customer_action': 'The shopper must act (3-D Secure, a bank or QR page, instructions).',
  'payment_intent.requires_capture': 'The payment is authorised; capture it to collect the money.',
  'payment_intent.succeeded': 'The payment succeeded: fulfil the order.',
  'payment_intent.payment_failed': 'An attempt was declined or failed; the intent takes another payment method.',
  'payment_intent.cancelled': 'The payment intent was cancelled.',
  'payment_consent.verified': 'The shopper saved a method on the consent: it can be charged.',
  'payment_consent.disabled': 'The consent can no longer be charged (disabled, its method disabled, a revoked mandate).',
  'payment_link.paid': 'A payment link was paid (once per payment: a reusable link tells each one).',
  'refund.received': 'A refund was asked for and taken by the provider.',
  'refund.settled': "A refund went back to the shopper: the intent's refunded_amount counts it.",
  'refund.failed': 'A refund failed (failure_code says why); its amount can be refunded again.',
} as const;

export type EventType = keyof typeof EVENT_TYPES;

/** The kind of object an event type carries: `payment_intent`, `payment_consent`, `payment_link` or `refund`. */
export type EventObjectKind<T extends EventType = EventType> = T extends `${infer Kind}.${string}` ? Kind : never;

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && Object.hasOwn(EVENT_TYPES, value);
}
