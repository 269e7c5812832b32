import type { IntentStatus, PayAndSave } from '../../../protocol';
import type { ApiClient } from './client';
import type { DeviceInfo } from './device-info';
import { isFetchError, isNetworkFailure, isPageInterruption } from './fetch-error';
import { randomId } from '../../../protocol';

export { collectDeviceInfo } from './device-info';

const INTENTS_PATH = '/api/v1/pa/payment_intents';

interface PaymentAttempt {
  readonly id: string;
  readonly status: string;
  readonly amount?: number;
  readonly currency?: string;
  readonly provider_original_response_code?: string;
  readonly [field: string]: unknown;
}

/** `next_action` (redirect, redirect_form, render_qrcode); its other fields depend on the type. */
export interface NextAction {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** What the provider answers for an intent. Not validated at run time: its statuses are the provider's contract. */
export interface PaymentIntent {
  readonly id: string;
  readonly status: IntentStatus;
  readonly amount: number;
  readonly currency: string;
  readonly client_secret?: string;
  readonly latest_payment_attempt?: PaymentAttempt | null;
  readonly next_action?: NextAction | null;
  readonly [field: string]: unknown;
}

interface CardDetails {
  readonly number: string;
  readonly expiry_month: string;
  readonly expiry_year: string;
  readonly cvc: string;
  readonly name?: string;
  readonly billing?: BillingDetails;
}

/** `payment_method.card.billing`: the cardholder's billing address (ISO 3166 alpha-2 country). */
export interface BillingDetails {
  readonly address: {
    readonly country_code: string;
    readonly street: string;
    readonly city: string;
    readonly postcode?: string;
    readonly state?: string;
  };
}

/**
 * A Korean local card: no CVC; the first two digits of the card's PIN and the
 * holder's birth date (YYMMDD) or business registration number (10 digits) instead.
 */
export interface KrCardDetails {
  readonly number: string;
  readonly expiry_month: string;
  readonly expiry_year: string;
  readonly kr_card: { readonly psw_first_two: string; readonly identifier: string };
  readonly name?: string;
}

/** A wallet's payment token as the wallet's JS API gives it (the sandbox takes `{ test_token }`). */
export type WalletToken = Readonly<Record<string, unknown>>;

/** What konbini and Pay-easy ask of the shopper, for the store's or ATM's receipt (phone: 10–11 digits). */
export interface ShopperContact {
  readonly shopper_name?: string;
  readonly shopper_email?: string;
  readonly shopper_phone?: string;
}

export type KonbiniStore = 'seven_eleven' | 'lawson' | 'familymart' | 'ministop' | 'seicomart';

/** The account holder, as the direct-debit schemes take them at confirm (`owner_name` 1–100 characters). */
interface DirectDebitOwner {
  readonly owner_name?: string;
  readonly owner_email?: string;
}

/** Typed account details per scheme (docs/sandbox/methods.md, "Direct debit"): digits only, the IBAN without spaces. */
interface AchAccount extends DirectDebitOwner {
  readonly routing_number: string;
  readonly account_number: string;
}
interface BacsAccount extends DirectDebitOwner {
  readonly sort_code: string;
  readonly account_number: string;
}
interface SepaAccount extends DirectDebitOwner {
  readonly iban: string;
}
interface BecsAccount extends DirectDebitOwner {
  readonly bsb: string;
  readonly account_number: string;
}

/**
 * An account linked on the bank's page (Plaid-style for ACH, TrueLayer-style for Bacs
 * and SEPA): empty asks the provider for the link page (a `redirect` next action); a
 * completed session's id pays from the account picked there.
 */
interface LinkedBankAccount {
  readonly link_session_id?: string;
}

export type DirectDebitInput =
  | { readonly type: 'ach_direct_debit'; readonly ach_direct_debit: AchAccount | LinkedBankAccount }
  | { readonly type: 'bacs_direct_debit'; readonly bacs_direct_debit: BacsAccount | LinkedBankAccount }
  | { readonly type: 'sepa_direct_debit'; readonly sepa_direct_debit: SepaAccount | LinkedBankAccount }
  | { readonly type: 'becs_direct_debit'; readonly becs_direct_debit: BecsAccount };

/**
 * A method saved earlier for the customer (docs/sandbox/customers-consents.md): its
 * id, and for a card the CVC the shopper typed again. Sent as `payment_method_id`
 * (+ `payment_method_options.card.cvc`), never as a `payment_method`.
 */
interface SavedMethodInput {
  readonly type: 'saved';
  readonly id: string;
  readonly cvc?: string;
}

/**
 * A payment consent's saved card, the shopper present: an `authentication_required`
 * charge completed on-session (docs/guides/authentication-required.md). Sent as
 * `payment_consent_id`; nothing is typed, the card's 3-D Secure authenticates.
 */
interface ConsentMethodInput {
  readonly type: 'consent';
  readonly id: string;
}

/**
 * What a confirm pays with: details typed now, a saved method, or a consent's. A body's draft
 * carries one of these; `paymentMethodFields` turns it into the confirm's fields.
 */
export type PaymentMethodInput = NewPaymentMethodInput | SavedMethodInput | ConsentMethodInput;

/**
 * The payment method a confirm carries as `payment_method`; each method that pays
 * joins this union (docs/sandbox/methods.md: details under the key of the method's name).
 */
type NewPaymentMethodInput =
  | { readonly type: 'card'; readonly card: CardDetails | KrCardDetails }
  | { readonly type: 'applepay'; readonly applepay: { readonly token: WalletToken } }
  | { readonly type: 'googlepay'; readonly googlepay: { readonly token: WalletToken } }
  | { readonly type: 'wechatpay'; readonly wechatpay: { readonly flow: 'qrcode' | 'mobile_web' } }
  | { readonly type: 'open_banking' }
  | { readonly type: 'qrcode'; readonly qrcode?: { readonly wallet?: string } }
  | { readonly type: 'paynow'; readonly paynow: { readonly flow: 'qrcode' | 'instructions' } }
  | { readonly type: 'konbini'; readonly konbini: ShopperContact & { readonly store: KonbiniStore } }
  | { readonly type: 'pay_easy'; readonly pay_easy?: ShopperContact }
  | { readonly type: 'spei' }
  | { readonly type: 'bank_transfer' }
  | DirectDebitInput;

/** A confirm's method: typed details (which may be saved once paid), or a saved method with a card's CVC typed again. */
export type PaymentMethodFields =
  | {
      readonly payment_method: NewPaymentMethodInput;
      /** Save the card for the intent's customer once the payment is authorised (the shopper's "save this card"). */
      readonly save_payment_method?: true;
    }
  | { readonly payment_method_id: string; readonly payment_method_options?: { readonly card: { readonly cvc: string } } }
  | { readonly payment_consent_id: string };

/** Spec §3: the shopper pays in the quote's currency (the drop-in's currency switcher). */
export interface ConfirmQuoteFields {
  readonly quote_id: string;
  readonly target_currency: string;
}

export type ConfirmBody = PaymentMethodFields &
  Partial<ConfirmQuoteFields> & {
    /** Where a redirect method's bank page sends the shopper back to (the checkout's result page). */
    readonly return_url?: string;
    readonly device_data?: DeviceInfo;
    /** Pay and save: the card paid is saved on a new consent with these triggers (a card element's `payment_consent` option). */
    readonly payment_consent?: PayAndSave;
  };

/** The confirm's fields for a draft's method; `save` applies to typed details only (a saved method is saved already). */
export function paymentMethodFields(method: PaymentMethodInput, save?: true): PaymentMethodFields {
  if (method.type === 'consent') return { payment_consent_id: method.id };
  if (method.type !== 'saved') return { payment_method: method, ...(save ? { save_payment_method: save } : {}) };
  return { payment_method_id: method.id, ...(method.cvc !== undefined ? { payment_method_options: { card: { cvc: method.cvc } } } : {}) };
}

export interface ConfirmOptions {
  /** Defaults to a fresh `randomId()`, made once per confirm. */
  readonly requestId?: string;
  /** Further attempts after the first; default 2. */
  readonly retries?: number;
  readonly sleep?: (ms: number) => Promise<void>;
}

/** Waits before retry 1, 2, …; later retries keep tripling. */
const CONFIRM_RETRY_DELAYS_MS = [300, 900] as const;
const CONFIRM_RETRIES = 2;
/** The longest a `Retry-After` is waited for: a shopper is watching a spinner. */
const MAX_RETRY_AFTER_MS = 5_000;

export function retrievePaymentIntent(client: ApiClient, id: string): Promise<PaymentIntent> {
  return client.request<PaymentIntent>('GET', `${INTENTS_PATH}/${encodeURIComponent(id)}`);
}

/**
 * Confirms with one `request_id` for every attempt, so the provider's idempotency
 * turns retries into at most one charge. Retried: network failures that are not a
 * page hide/unload, 429 and 5xx (after the answer's `Retry-After` when it gives one,
 * up to 5 s). Not retried: other 4xx, aborts and our 10 s timeout (a timed-out confirm
 * already made the shopper wait; the caller asks the provider what became of it).
 */
export function confirmPaymentIntent(client: ApiClient, id: string, body: ConfirmBody, opts: ConfirmOptions = {}): Promise<PaymentIntent> {
  return postIdempotently(client, `${INTENTS_PATH}/${encodeURIComponent(id)}/confirm`, body, opts);
}

/** confirm_continue's body: the 3DS step finished, and whether the device-data page posted back (EMV `threeDSCompInd`). */
export interface ContinueBody {
  readonly type: '3ds_check_enrollment' | '3ds_validate';
  readonly three_ds_comp_ind?: 'Y' | 'N' | 'U';
}

/** Tells the provider a 3DS step is over; retried like confirm, with one request_id. */
export function continuePaymentIntent(client: ApiClient, id: string, body: ContinueBody, opts: ConfirmOptions = {}): Promise<PaymentIntent> {
  return postIdempotently(client, `${INTENTS_PATH}/${encodeURIComponent(id)}/confirm_continue`, body, opts);
}

/** Posts with one `request_id` for every retry (intents and consents alike). */
export async function postIdempotently<T = PaymentIntent>(client: ApiClient, path: string, body: object, opts: ConfirmOptions): Promise<T> {
  const payload = { request_id: opts.requestId ?? randomId(), ...body };
  const retries = opts.retries ?? CONFIRM_RETRIES;
  const sleep = opts.sleep ?? defaultSleep;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await client.request<T>('POST', path, payload);
    } catch (error) {
      if (attempt >= retries || !isRetryable(error)) throw error;
      await sleep(retryAfterMs(error) ?? retryDelay(attempt));
    }
  }
}

function isRetryable(error: unknown): boolean {
  if (isNetworkFailure(error)) return !isPageInterruption(error);
  return isFetchError(error) && (error.status === 429 || (error.status >= 500 && error.status <= 599));
}

/** The answer's `Retry-After` (seconds, or an HTTP date), at most MAX_RETRY_AFTER_MS; `null` when it gives none. */
export function retryAfterMs(error: unknown, now = Date.now()): number | null {
  const value = isFetchError(error) ? error.response?.headers.get('retry-after')?.trim() : undefined;
  if (!value) return null;
  const ms = /^\d+$/.test(value) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(ms, 0), MAX_RETRY_AFTER_MS) : null;
}

function retryDelay(attempt: number): number {
  return CONFIRM_RETRY_DELAYS_MS[attempt] ?? CONFIRM_RETRY_DELAYS_MS[0] * 3 ** attempt;
}

function defaultSleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
