/**
 * Webhooks to the merchant: the event types a merchant may subscribe to, and the
 * three records kept for them (collections `webhook_endpoints`, `webhook_events`,
 * `webhook_deliveries`). One delivery per event and endpoint, so a restart resumes
 * each where it was.
 */

/** Every event the sandbox sends, with what it means (docs/sandbox/webhooks.md is checked against it). */
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

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && Object.hasOwn(EVENT_TYPES, value);
}

export interface WebhookEndpoint {
  readonly id: string;
  readonly request_id: string;
  readonly url: string;
  readonly events: readonly EventType[];
  /** Signs every delivery (signature.ts); shown to the merchant's key only. */
  readonly secret: string;
  /**
   * Secrets replaced by a roll that still sign deliveries until `expires_at` (the
   * sandbox clock's time), newest first; absent on endpoints never rolled.
   */
  readonly previous_secrets?: readonly RolledSecret[];
  readonly status: 'ENABLED' | 'DISABLED';
  readonly created_at: string;
  readonly updated_at: string;
}

export interface RolledSecret {
  readonly secret: string;
  readonly expires_at: string;
}

export interface WebhookEvent {
  readonly id: string;
  readonly type: EventType;
  readonly created_at: string;
  /** Orders events made in one millisecond (one payment can make two): newer is greater. */
  readonly seq: number;
  /** The exact bytes every delivery of this event posts (and signs): JSON of `{ id, type, created_at, data }`. */
  readonly body: string;
}

export type DeliveryStatus = 'PENDING' | 'DELIVERED' | 'FAILED';

export interface DeliveryAttempt {
  readonly at: string;
  /** The endpoint's HTTP status; null when it did not answer (refused, timed out). */
  readonly status_code: number | null;
  readonly error: string | null;
  readonly duration_ms: number;
}

export interface WebhookDelivery {
  readonly id: string;
  readonly event_id: string;
  readonly endpoint_id: string;
  readonly status: DeliveryStatus;
  readonly attempts: readonly DeliveryAttempt[];
  /** When the next attempt is due (ISO 8601); null once delivered or given up. */
  readonly next_attempt_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}
