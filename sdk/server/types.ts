/**
 * What the provider's API takes and answers, as portico/server types them: the fields a
 * merchant's server reads and sends (docs/sandbox-api.md has every field). Objects carry
 * more fields than named here; those are left out rather than typed loosely.
 */
import type { IntentStatus } from '../../protocol/intent-status';
import type { EventType } from '../../protocol/webhook-events';

export type { IntentStatus, EventType };
export type Metadata = Readonly<Record<string, string | number | boolean>>;

/** Every write may name its `request_id`; without one portico/server makes one, so a retry is the same write. */
interface Idempotent {
  readonly request_id?: string;
}

export interface PaymentAttempt {
  readonly id: string;
  readonly status: 'SUCCEEDED' | 'AUTHORIZED' | 'FAILED' | 'PENDING' | 'CANCELLED';
  readonly amount: number;
  readonly currency: string;
  readonly payment_method: { readonly type: string; readonly id?: string; readonly card?: { readonly brand: string; readonly last4: string } };
  readonly failure_code?: string;
  readonly provider_original_response_code?: string;
  readonly created_at: string;
}

export interface PaymentIntent {
  readonly id: string;
  readonly amount: number;
  readonly currency: string;
  readonly status: IntentStatus;
  readonly merchant_order_id: string | null;
  readonly capture_method: 'automatic' | 'manual';
  readonly payment_method_options?: PaymentMethodOptions | null;
  readonly return_url: string | null;
  readonly metadata: Metadata;
  /** For the shopper's browser (the element's `client_secret`); absent from webhook events. */
  readonly client_secret: string;
  readonly customer_id?: string;
  readonly payment_consent_id?: string;
  readonly payment_link_id?: string;
  readonly latest_payment_attempt: PaymentAttempt | null;
  readonly captured_amount?: number;
  readonly refunded_amount?: number;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface PaymentMethodOptions {
  readonly card?: { readonly authorization_type?: 'pre_auth' | 'final_auth' };
}

export interface CreateIntentParams extends Idempotent {
  /** In the currency's major unit (25 is 25.00 USD). */
  readonly amount: number;
  /** ISO 4217, upper case. */
  readonly currency: string;
  readonly merchant_order_id?: string;
  readonly capture_method?: 'automatic' | 'manual';
  /**
   * Spec §3's `authorizationType`: `pre_auth` asks for an authorisation only (no automatic capture,
   * like `capture_method: 'manual'`); the shopper's pages then say the payment is authorised, not received.
   */
  readonly payment_method_options?: PaymentMethodOptions;
  readonly customer_id?: string;
  readonly return_url?: string;
  readonly metadata?: Metadata;
}

/** A charge of a saved method with no shopper present: the consent's, triggered by the merchant. */
export interface ConfirmWithConsentParams extends Idempotent {
  readonly payment_consent_id: string;
  readonly triggered_by?: 'merchant' | 'customer';
}

export interface CaptureParams extends Idempotent {
  /** Up to the authorised amount; all of it when left out. */
  readonly amount?: number;
}

export interface CancelParams extends Idempotent {
  readonly cancellation_reason?: string;
}

export interface Customer {
  readonly id: string;
  readonly merchant_customer_id: string;
  readonly email: string | null;
  readonly first_name: string | null;
  readonly last_name: string | null;
  readonly phone_number: string | null;
  readonly metadata: Metadata;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface CreateCustomerParams extends Idempotent {
  /** Your own id for the shopper. */
  readonly merchant_customer_id: string;
  readonly email?: string;
  readonly first_name?: string;
  readonly last_name?: string;
  readonly phone_number?: string;
  readonly metadata?: Metadata;
}

export interface CustomerClientSecret {
  /** Lets the shopper's browser act for this customer only (save a method on a consent). */
  readonly client_secret: string;
  /** When the browser's client secret stops being accepted (ISO 8601). */
  readonly expired_time: string;
}

export type ConsentStatus = 'PENDING_VERIFICATION' | 'VERIFIED' | 'DISABLED';

export interface TermsOfUse {
  readonly payment_amount_type: 'FIXED' | 'VARIABLE';
  readonly fixed_payment_amount?: number | null;
  readonly max_payment_amount?: number | null;
  readonly payment_currency: string;
  readonly billing_cycle?: 'DAY' | 'WEEK' | 'MONTH' | 'YEAR' | null;
  readonly billing_cycle_charge_day?: number | null;
  readonly total_billing_cycles?: number | null;
}

export interface PaymentConsent {
  readonly id: string;
  readonly customer_id: string;
  readonly status: ConsentStatus;
  readonly next_triggered_by: 'customer' | 'merchant';
  readonly merchant_trigger_reason: 'scheduled' | 'unscheduled' | null;
  readonly terms_of_use: TermsOfUse | null;
  readonly metadata: Metadata;
  readonly payment_method: { readonly type: string; readonly id: string | null } | null;
  readonly disabled_reason: 'disabled_by_request' | 'payment_method_disabled' | 'verification_failed' | 'mandate_revoked' | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export type CreateConsentParams = Idempotent & {
  readonly customer_id: string;
  readonly terms_of_use?: TermsOfUse;
  readonly metadata?: Metadata;
} & (
    | { readonly next_triggered_by: 'merchant'; readonly merchant_trigger_reason: 'scheduled' | 'unscheduled' }
    | { readonly next_triggered_by: 'customer'; readonly merchant_trigger_reason?: never }
  );

export interface Refund {
  readonly id: string;
  readonly payment_intent_id: string;
  readonly amount: number;
  readonly currency: string;
  readonly reason: string | null;
  readonly status: 'RECEIVED' | 'SETTLED' | 'FAILED';
  readonly failure_code?: string;
  readonly metadata: Metadata;
  readonly created_at: string;
  readonly updated_at: string;
}

export interface CreateRefundParams extends Idempotent {
  readonly payment_intent_id: string;
  /** Part of what was captured; all that is left when left out. */
  readonly amount?: number;
  readonly reason?: string;
  readonly metadata?: Metadata;
}

export interface PaymentLink {
  readonly id: string;
  readonly code: string;
  /** The page the shopper pays on. */
  readonly url: string;
  readonly title: string;
  readonly description: string | null;
  readonly status: string;
  readonly reusable: boolean;
  readonly expires_at: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

export type CreatePaymentLinkParams = Idempotent & {
  readonly title: string;
  readonly description?: string;
  /** One payment (false) or any number (true). */
  readonly reusable: boolean;
  readonly expires_at?: string;
  readonly region?: string;
} & (
    | { readonly flexible?: false; readonly amount: number; readonly currency: string }
    | { readonly flexible: true; readonly min_amount?: number; readonly max_amount?: number; readonly currencies: readonly string[] }
  );

export interface WebhookEndpoint {
  readonly id: string;
  readonly url: string;
  readonly events: readonly EventType[];
  /** Signs every delivery: keep it on the server, give it to `webhooks.verify`. */
  readonly secret: string;
  /** Secrets a roll replaced that still sign deliveries beside `secret`, until each one's `expires_at`. */
  readonly previous_secrets?: ReadonlyArray<{ readonly expires_at: string }>;
  readonly status: 'ENABLED' | 'DISABLED';
  readonly created_at: string;
  readonly updated_at: string;
}

export interface RollWebhookSecretParams extends Idempotent {
  /** How long the old secret keeps signing beside the new one: a day by default, 0 to stop it now (after a leak). */
  readonly expires_in_seconds?: number;
}

export interface CreateWebhookEndpointParams extends Idempotent {
  readonly url: string;
  readonly events: readonly EventType[];
}

export interface UpdateWebhookEndpointParams extends Idempotent {
  readonly url?: string;
  readonly events?: readonly EventType[];
  readonly enabled?: boolean;
}

/** A customer's saved method: its summary under the key of its type (a card's brand, last four and expiry), never the number. */
export interface SavedPaymentMethod {
  readonly id: string;
  readonly customer_id: string;
  readonly type: string;
  readonly card?: { readonly brand: string; readonly last4: string; readonly expiry_month: string; readonly expiry_year: string };
  readonly status: 'ACTIVE' | 'DISABLED';
  readonly created_at: string;
  readonly updated_at: string;
}

/** A card saved for a customer from the server (the same zero-amount issuer check as a consent's verification). */
export interface CreatePaymentMethodParams extends Idempotent {
  readonly customer_id: string;
  readonly payment_method: {
    readonly type: 'card';
    readonly card: { readonly number: string; readonly expiry_month: string; readonly expiry_year: string; readonly cvc?: string; readonly name?: string };
  };
}

export interface List<T> {
  readonly items: readonly T[];
  readonly has_more?: boolean;
}
