/**
 * What the sandbox's test-mode dashboard API (/dashboard/api, sandbox/dashboard/) answers
 * and the dashboard app (dashboard/) reads: one set of types for both sides. Types only;
 * not re-exported by the barrel, since no frame needs them.
 */
import type { EventType } from './webhook-events';

export interface DashboardPaymentRow {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
  readonly method: string | null;
  readonly card_last4: string | null;
  readonly card_brand: string | null;
  readonly merchant_order_id: string | null;
  readonly refunded_amount: number;
  readonly created_at: string;
}

export interface DashboardPaymentPage {
  readonly items: readonly DashboardPaymentRow[];
  readonly next_cursor: string | null;
  readonly total: number;
}

export interface DashboardDeliveryAttempt {
  readonly at: string;
  readonly status_code: number | null;
  readonly error: string | null;
  readonly duration_ms: number;
}

export interface DashboardDelivery {
  readonly id: string;
  readonly endpoint_url: string | null;
  readonly status: 'PENDING' | 'DELIVERED' | 'FAILED';
  readonly attempts: readonly DashboardDeliveryAttempt[];
}

export interface DashboardAttempt {
  readonly id: string;
  readonly status: string;
  readonly method: string;
  readonly card: { readonly brand: string; readonly last4: string } | null;
  readonly failure_code: string | null;
  readonly provider_code: string | null;
  readonly shopper_message: string | null;
  readonly three_ds: { readonly scenario: string; readonly stage: string; readonly outcome: string | null } | null;
}

export interface DashboardTimelineEntry {
  readonly event_id: string;
  readonly type: EventType;
  readonly at: string;
  readonly status: string | null;
  readonly next_action: string | null;
  readonly attempt: DashboardAttempt | null;
  readonly refund: { readonly id: string; readonly amount: number; readonly status: string } | null;
  readonly captured_amount: number | null;
  readonly deliveries: readonly DashboardDelivery[];
}

export interface DashboardIntent {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
  readonly merchant_order_id: string | null;
  readonly capture_method: string;
  readonly created_at: string;
  readonly captured_amount?: number;
  readonly refunded_amount?: number;
  readonly cancellation_reason?: string;
}

export interface DashboardRefund {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: string;
  readonly created_at: string;
}

export interface DashboardPaymentDetail {
  readonly intent: DashboardIntent;
  readonly refunds: readonly DashboardRefund[];
  readonly timeline: readonly DashboardTimelineEntry[];
}

/** One event of the log, with every delivery it made (each endpoint's answers and when). */
export interface DashboardEventRow {
  readonly id: string;
  readonly type: EventType;
  readonly created_at: string;
  /** The id of what the event is about (`int_…`, `ref_…`, a link, a consent), when it names one. */
  readonly object_id: string | null;
  readonly deliveries: readonly DashboardDelivery[];
}

export interface DashboardEventPage {
  readonly items: readonly DashboardEventRow[];
  readonly next_cursor: string | null;
  readonly total: number;
}
