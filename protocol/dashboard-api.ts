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
  /** The consent the payment was charged under (a saved method's later charge), if any. */
  readonly payment_consent_id: string | null;
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
  readonly endpoint_id: string;
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

/** One event at its own address: the row, and the payload every delivery posts (JSON text, as signed). */
export interface DashboardEventDetail extends DashboardEventRow {
  readonly payload: string;
}

export interface DashboardEventPage {
  readonly items: readonly DashboardEventRow[];
  readonly next_cursor: string | null;
  readonly total: number;
}

export interface DashboardCustomerRow {
  readonly id: string;
  readonly merchant_customer_id: string;
  readonly email: string | null;
  readonly name: string | null;
  readonly method_count: number;
  readonly consent_count: number;
  readonly created_at: string;
}

export interface DashboardCustomerPage {
  readonly items: readonly DashboardCustomerRow[];
  readonly next_cursor: string | null;
  readonly total: number;
}

/** A saved method as shown: its family and the masked summary of it (`card`: brand, last four, expiry). */
export interface DashboardSavedMethod {
  readonly id: string;
  readonly type: string;
  readonly status: string;
  /** "visa •••• 4242, expires 12/2034", "Bank •••• 6789": built by the sandbox, which knows each family's fields. */
  readonly summary: string;
  readonly created_at: string;
}

export interface DashboardConsentTerms {
  readonly payment_amount_type: 'FIXED' | 'VARIABLE';
  readonly fixed_payment_amount: number | null;
  readonly max_payment_amount: number | null;
  readonly payment_currency: string;
  readonly billing_cycle: string | null;
  readonly billing_cycle_charge_day: number | null;
  readonly total_billing_cycles: number | null;
}

export interface DashboardConsent {
  readonly id: string;
  readonly status: string;
  readonly next_triggered_by: string;
  readonly merchant_trigger_reason: string | null;
  readonly terms_of_use: DashboardConsentTerms | null;
  readonly payment_method: { readonly id: string | null; readonly summary: string } | null;
  readonly disabled_reason: string | null;
  readonly created_at: string;
  /** The payments charged under it, newest first (at most CONSENT_CHARGES_SHOWN), and how many there are. */
  readonly charges: readonly DashboardPaymentRow[];
  readonly charge_count: number;
}

export interface DashboardCustomerDetail {
  readonly customer: DashboardCustomerRow & { readonly phone_number: string | null };
  readonly methods: readonly DashboardSavedMethod[];
  readonly consents: readonly DashboardConsent[];
}

/** One consent at its own address, with the customer it belongs to. */
export interface DashboardConsentDetail {
  readonly consent: DashboardConsent;
  readonly customer: { readonly id: string; readonly name: string };
}
