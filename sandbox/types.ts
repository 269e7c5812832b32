/**
 * The payment intent as the sandbox stores it and answers it. Card data is kept
 * only as brand, last four digits and expiry: never the full number, never the CVC.
 */
export const INTENT_STATUSES = [
  'REQUIRES_PAYMENT_METHOD',
  'REQUIRES_CUSTOMER_ACTION',
  'REQUIRES_CAPTURE',
  'SUCCEEDED',
  'CANCELLED',
] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** Statuses after which a new confirmation is refused (a shopper is never charged twice). */
export const FINAL_FOR_CONFIRM: ReadonlySet<IntentStatus> = new Set(['SUCCEEDED', 'REQUIRES_CAPTURE', 'CANCELLED']);

export type CaptureMethod = 'automatic' | 'manual';
export type AttemptStatus = 'SUCCEEDED' | 'AUTHORIZED' | 'FAILED';
export type Metadata = Record<string, string | number | boolean>;

export interface CardSummary {
  readonly brand: string;
  readonly last4: string;
  readonly expiry_month: string;
  readonly expiry_year: string;
}

export interface PaymentAttempt {
  readonly id: string;
  readonly status: AttemptStatus;
  readonly amount: number;
  readonly currency: string;
  readonly payment_method: { readonly type: 'card'; readonly card: CardSummary };
  readonly failure_code?: string;
  readonly provider_original_response_code?: string;
  readonly created_at: string;
}

export interface Intent {
  readonly id: string;
  readonly request_id: string;
  readonly amount: number;
  readonly currency: string;
  readonly merchant_order_id: string | null;
  readonly status: IntentStatus;
  readonly capture_method: CaptureMethod;
  readonly return_url: string | null;
  readonly metadata: Metadata;
  readonly client_secret: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly latest_payment_attempt: PaymentAttempt | null;
}
