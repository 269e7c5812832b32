/**
 * Webhooks to the merchant: the event types a merchant may subscribe to, and the
 * three records kept for them (collections `webhook_endpoints`, `webhook_events`,
 * `webhook_deliveries`). One delivery per event and endpoint, so a restart resumes
 * each where it was.
 */

import type { EventType } from '../../protocol/webhook-events';

// The table lives in protocol/, where portico/server derives its event types from it too.
export { EVENT_TYPES, isEventType, type EventType } from '../../protocol/webhook-events';

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
