/**
 * The payment intent as the sandbox stores it and answers it. Card data is kept
 * only as brand, last four digits and expiry: never the full number, never the CVC.
 */
import type { CardBrand } from './card-brand';

export const INTENT_STATUSES = ['REQUIRES_PAYMENT_METHOD', 'REQUIRES_CUSTOMER_ACTION', 'REQUIRES_CAPTURE', 'SUCCEEDED', 'CANCELLED'] as const;
export type IntentStatus = (typeof INTENT_STATUSES)[number];

/** Statuses after which a new confirmation is refused (a shopper is never charged twice). */
export const FINAL_FOR_CONFIRM: ReadonlySet<IntentStatus> = new Set(['SUCCEEDED', 'REQUIRES_CAPTURE', 'CANCELLED']);

export type CaptureMethod = 'automatic' | 'manual';
type AttemptStatus = 'SUCCEEDED' | 'AUTHORIZED' | 'FAILED' | 'PENDING' | 'CANCELLED';
export type Metadata = Record<string, string | number | boolean>;

export interface CardSummary {
  readonly brand: string;
  readonly last4: string;
  readonly expiry_month: string;
  readonly expiry_year: string;
  /** The cardholder's name and billing address, when the confirm sent them. */
  readonly name?: string;
  readonly billing?: CardBilling;
}

/** `payment_method.card.billing` of a confirm: the cardholder's billing address. */
export interface CardBilling {
  readonly address: {
    readonly country_code: string;
    readonly street: string;
    readonly city: string;
    readonly postcode?: string;
    readonly state?: string;
  };
}

export interface PaymentAttempt {
  readonly id: string;
  readonly status: AttemptStatus;
  readonly amount: number;
  readonly currency: string;
  /** `card` carries a CardSummary; other methods carry their own non-sensitive fields; `id` once saved for the customer. */
  readonly payment_method: { readonly type: string; readonly card?: CardSummary; readonly id?: string; readonly [field: string]: unknown };
  /** The confirm asked to save the card for the intent's customer once it is paid. */
  readonly save_payment_method?: true;
  readonly failure_code?: string;
  readonly provider_original_response_code?: string;
  /** Set when the attempt is captured (automatically, or by the capture call). */
  readonly captured_amount?: number;
  /** The shopper paid in another currency at a quote's rate (confirm's `quote_id`, `target_currency`); `amount` and `currency` stay the intent's. */
  readonly currency_conversion?: CurrencyConversion;
  readonly created_at: string;
  readonly updated_at?: string;
}

/** What the shopper was charged when a confirm chose a conversion quote. */
export interface CurrencyConversion {
  readonly quote_id: string;
  /** Units of `target_currency` per unit of the intent's currency. */
  readonly rate: number;
  readonly target_currency: string;
  readonly target_amount: number;
}

/** Spec §3: `pre_auth` asks for an authorisation only (manual capture). */
export type AuthorizationType = 'pre_auth' | 'final_auth';

export interface PaymentMethodOptions {
  readonly card?: { readonly authorization_type?: AuthorizationType };
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
  /** What the shopper must do next while the intent is REQUIRES_CUSTOMER_ACTION. */
  readonly next_action?: NextAction | null;
  /** Present only when given at create. */
  readonly payment_method_options?: PaymentMethodOptions;
  /** The merchant's customer this payment is for (given at create); a card may be saved for them. */
  readonly customer_id?: string;
  /** The captcha a browser's confirm needs (given at create), carried by its client secrets. */
  readonly captcha_policy?: string;
  /** The amount captured so far: set on SUCCEEDED card payments. */
  readonly captured_amount?: number;
  /** The sum of the intent's refunds that did not fail (refunds/): set by the first one. */
  readonly refunded_amount?: number;
  /** Set with status CANCELLED. */
  readonly cancellation_reason?: string;
  readonly cancelled_at?: string;
  readonly [field: string]: unknown;
}

/** 3DS stages (spec issue 3): device data collection first, then the challenge. */
export type ThreeDsStage = 'WAITING_DEVICE_DATA_COLLECTION' | 'WAITING_USER_INFO_INPUT';

export type NextAction =
  | { readonly type: 'redirect'; readonly method: 'GET'; readonly url: string }
  | {
      readonly type: 'redirect_form';
      readonly method: 'POST';
      readonly url: string;
      readonly data: Readonly<Record<string, string>>;
      readonly stage?: ThreeDsStage;
    }
  /** `expires_at`: when the scan page's session ends (ISO 8601); a new confirm makes a new code. */
  | { readonly type: 'render_qrcode'; readonly qrcode: string; readonly url: string; readonly expires_at: string }
  | { readonly type: 'display_instructions'; readonly instructions: Readonly<Record<string, unknown>> };

/** Why an attempt was declined: what the provider said, the stored `failure_code`, the sentence shown. */
export interface Decline {
  /** The issuer's (or bank's) response code, as the provider passes it on. */
  readonly providerCode: string;
  /** Stored as the attempt's `failure_code`. */
  readonly failureCode: string;
  /** The English sentence the decline carries as `message`: what a shopper sees. */
  readonly message: string;
}

export interface CreateIntentInput {
  readonly request_id: string;
  readonly amount: number;
  readonly currency: string;
  readonly merchant_order_id: string | null;
  readonly capture_method: CaptureMethod;
  /** Optional, so callers that create intents for other reasons (links) need not name it. */
  readonly payment_method_options?: PaymentMethodOptions | null;
  readonly return_url: string | null;
  readonly metadata: Metadata;
  readonly customer_id?: string | null;
  /** The captcha a browser's confirm needs (sandbox/captcha/policy.ts); `null`: none. */
  readonly captcha_policy?: string | null;
}

export interface ConfirmCardInput {
  readonly request_id: string;
  /** Digits only. Used to pick the outcome, then dropped: never stored. */
  readonly number: string;
  readonly brand: CardBrand;
  readonly expiry_month: string;
  readonly expiry_year: string;
  readonly name?: string;
  readonly billing?: CardBilling;
  /** Save the card for the intent's customer once paid. */
  readonly save_payment_method?: boolean;
}
