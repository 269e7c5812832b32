/**
 * The provider's payment consents, as the browser reaches them with the customer's
 * client secret (docs/sandbox/customers-consents.md): create, read, verify. Writes
 * are idempotent by one `request_id` for all their retries, as confirm is.
 */
import type { ConsentStatus, ConsentSummary, ConsentTerms, ConsentTrigger, CreateConsentParams } from '../../../protocol';
import type { ApiClient } from './client';
import type { ConsentDirectDebit } from './direct-debit-consent-shape';
import { postIdempotently, type ConfirmOptions, type NextAction, type PaymentMethodInput } from './payment-intents';

const CONSENTS_PATH = '/api/v1/pa/payment_consents';

/** The saved method a consent charges: its summary under the key of its type, and its id once saved. */
interface ConsentPaymentMethod {
  readonly id: string | null;
  readonly type: string;
  readonly [summary: string]: unknown;
}

/** What the provider answers for a consent. Not validated at run time beyond what is read. */
export interface PaymentConsent {
  readonly id: string;
  readonly customer_id: string;
  readonly status: ConsentStatus;
  readonly next_triggered_by: ConsentTrigger;
  readonly merchant_trigger_reason?: 'scheduled' | 'unscheduled' | null;
  readonly terms_of_use?: (Partial<ConsentTerms> & { readonly [field: string]: unknown }) | null;
  readonly payment_method: ConsentPaymentMethod | null;
  readonly next_action: NextAction | null;
  readonly latest_verification?: { readonly status: string; readonly failure_code?: string } | null;
  /** The intent that verifies the card while its 3-D Secure challenge waits (a zero amount), or the one that paid and saved it. */
  readonly payment_intent_id?: string | null;
  readonly disabled_reason?: string | null;
}

/** A verification's method: typed details, or a method the customer saved earlier. */
export type ConsentVerifyBody = { readonly payment_method: PaymentMethodInput | ConsentDirectDebit } | { readonly payment_method_id: string };

export function createPaymentConsent(client: ApiClient, customerId: string, params: CreateConsentParams, opts: ConfirmOptions = {}): Promise<PaymentConsent> {
  return postIdempotently<PaymentConsent>(client, `${CONSENTS_PATH}/create`, { customer_id: customerId, ...params }, opts);
}

export function retrievePaymentConsent(client: ApiClient, id: string): Promise<PaymentConsent> {
  return client.request<PaymentConsent>('GET', `${CONSENTS_PATH}/${encodeURIComponent(id)}`);
}

export function verifyPaymentConsent(client: ApiClient, id: string, body: ConsentVerifyBody, opts: ConfirmOptions = {}): Promise<PaymentConsent> {
  return postIdempotently<PaymentConsent>(client, `${CONSENTS_PATH}/${encodeURIComponent(id)}/verify`, body, opts);
}

/** The consent as the merchant's page hears of it (protocol/options/consents.ts): nothing of the account or card. */
export function consentSummaryOf(consent: PaymentConsent): ConsentSummary {
  const next = consent.next_action;
  const microDeposits =
    next?.type === 'verify_micro_deposits'
      ? { type: 'verify_micro_deposits' as const, currency: String(next.currency ?? ''), attempts_remaining: Number(next.attempts_remaining ?? 0) }
      : null;
  return {
    id: consent.id,
    status: consent.status,
    next_triggered_by: consent.next_triggered_by,
    payment_method_id: consent.status === 'VERIFIED' ? (consent.payment_method?.id ?? null) : null,
    next_action: microDeposits,
  };
}
