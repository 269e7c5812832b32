import { isPlainData, isRecord } from './boundary/plain-data';

/**
 * Error shapes that cross the frame boundary or reach a merchant's `error` handler.
 * Spec §8: an error posted to the parent page has `code` (default
 * `default_backend_error`), `message`, `details` and `original_code`.
 */
export interface PaymentError {
  readonly code: PorticoErrorCode;
  readonly message: string;
  readonly details: Readonly<Record<string, unknown>>;
  /** The issuer's response code (e.g. '51'), when the provider gave one. */
  readonly original_code?: string;
  /** Who can act on it; the frame sets it on its own errors, the SDK fills it in for the rest. */
  readonly audience?: ErrorAudience;
}

/** An error as the merchant gets it (an `error` event, a rejection): who can act on it is always said. */
export interface MerchantError extends PaymentError {
  readonly audience: ErrorAudience;
}

export const DEFAULT_ERROR_CODE = 'default_backend_error';

/** Who can act on an error (after Braintree's error audiences). */
const ERROR_AUDIENCES = ['merchant', 'customer', 'network', 'internal'] as const;
export type ErrorAudience = (typeof ERROR_AUDIENCES)[number];

interface ErrorRow {
  readonly audience: ErrorAudience;
  readonly message: string;
}

/**
 * Errors Portico raises itself (not the provider's), each with an audience and the
 * English sentence a developer sees; `details` says which input. Two tables, by
 * where they are raised, so the SDK bundles only its own sentences; the frame sends
 * the audience of its errors with them.
 */
export const SDK_ERRORS = {
  container_not_found: { audience: 'merchant', message: 'No element matches the mount target.' },
  container_occupied: { audience: 'merchant', message: 'Another element is mounted in this container.' },
  unknown_element_kind: { audience: 'merchant', message: 'This element kind does not exist.' },
  invalid_options: { audience: 'merchant', message: 'An option is missing or malformed.' },
  element_destroyed: { audience: 'merchant', message: 'This element was destroyed and cannot be used again.' },
  element_not_mounted: { audience: 'merchant', message: 'Mount the element before calling this method.' },
  element_not_ready: { audience: 'merchant', message: 'The element is not ready: call confirm() after its ready event, once the shopper can have typed.' },
  not_in_browser: { audience: 'merchant', message: 'Portico elements need a browser window.' },
  frame_handshake_timeout: {
    audience: 'network',
    message: 'The checkout frame did not answer in time. Check that the checkout origin is reachable and allows this page.',
  },
  call_timeout: { audience: 'network', message: 'The checkout frame did not answer the call in time.' },
  origin_mismatch: {
    audience: 'merchant',
    message: "The checkout refused this page: it is not the origin declared to the element (init()'s origin option).",
  },
  origin_not_registered: {
    audience: 'merchant',
    message: "The checkout refused this page: its origin is not registered for the client secret's account (POST /api/v1/pa/account/origins registers it).",
  },
} as const satisfies Record<string, ErrorRow>;

/** Raised in the checkout frame and answered to the SDK. */
export const FRAME_ERRORS = {
  code_not_supported: { audience: 'merchant', message: 'This element does not handle that call.' },
  invalid_payload: { audience: 'merchant', message: 'The call payload is malformed.' },
  validation_error: { audience: 'customer', message: 'Some payment details are missing or invalid.' },
  busy: { audience: 'merchant', message: 'A confirmation is already in progress for this element.' },
  unexpected_intent_status: {
    audience: 'internal',
    message: 'The payment is in a state this element cannot complete.',
  },
  intent_missing: { audience: 'merchant', message: 'This element was created without intent_id and client_secret.' },
  origin_not_registered: {
    audience: 'merchant',
    message: "This page's origin is not registered for the client secret's account.",
  },
  invalid_client_secret: {
    audience: 'merchant',
    message:
      "The client_secret is not this intent's (another intent's, expired, or not a client secret): create the element with the one your server got with the intent.",
  },
  client_secret_expired: {
    audience: 'merchant',
    message:
      'The client_secret has expired (it lasts one hour): retrieve the intent (or create one) on your server for a fresh client_secret and pass it with element.update({ client_secret }).',
  },
  // 3-D Secure: the shopper may try again (a new confirm starts a new attempt; nothing was charged).
  '3ds_cancelled': { audience: 'customer', message: 'The card verification was cancelled.' },
  '3ds_failed': { audience: 'customer', message: 'The card could not be verified.' },
  '3ds_timeout': { audience: 'customer', message: 'The card verification took too long.' },
  '3ds_challenge_error': { audience: 'network', message: "The bank's verification page could not be shown." },
  // Methods the shopper completes elsewhere (a wallet app, a bank's page, a store).
  payment_rejected: { audience: 'customer', message: 'The payment was refused in the wallet app or at the bank.' },
  payment_expired: { audience: 'customer', message: 'The time to pay has run out; a new confirm starts again.' },
  unsafe_next_action: {
    audience: 'internal',
    message: 'The provider asked for a next step this element does not take (only http(s) pages are ever opened).',
  },
  // Wallet buttons (apple-pay, google-pay).
  wallet_unavailable: { audience: 'merchant', message: 'This wallet cannot pay in this browser or on this device; no button is shown.' },
  wallet_options_missing: { audience: 'merchant', message: 'A wallet button needs intent_id and client_secret, or amount and currency (express checkout).' },
  wallet_validation_failed: { audience: 'merchant', message: 'Apple Pay merchant validation failed: is this domain registered for Apple Pay?' },
  wallet_token_invalid: { audience: 'customer', message: 'The wallet gave an unreadable payment token.' },
  express_intent_missing: { audience: 'merchant', message: 'Express checkout: paymentAuthorized must return { intent_id, client_secret } within 30 s.' },
  express_intent_mismatch: { audience: 'merchant', message: 'Express checkout: the intent is not for the total the shopper approved.' },
  // Recurring consents.
  recurring_mode_required: {
    audience: 'merchant',
    message: "createPaymentConsent() and verifyConsent() need an element created with mode: 'recurring', customer_id and the customer's client_secret.",
  },
  consent_missing: { audience: 'merchant', message: 'verifyConsent() needs a consent: call createPaymentConsent() first, or pass consent_id.' },
  consent_not_pending: { audience: 'merchant', message: 'This consent is already verified or disabled: create a new one to save another method.' },
  [DEFAULT_ERROR_CODE]: { audience: 'internal', message: 'Something went wrong. Please try again.' },
} as const satisfies Record<string, ErrorRow>;

/**
 * The codes the provider's API answers a failed request with, passed on to the merchant
 * as they are (a decline is `issuer_declined`, its issuer's code in `original_code`),
 * each with who can act on it. The sandbox's catalogue (sandbox/core/errors.ts) is held
 * to this table; a code outside it reaches the merchant as `default_backend_error`, the
 * provider's in `details.provider_code`.
 */
export const PROVIDER_ERROR_AUDIENCES = {
  validation_error: 'customer',
  bad_request: 'internal',
  issuer_declined: 'customer',
  verification_failed: 'customer',
  // The shopper's captcha failed or was not run (the intent's client secret asked for one): they can pay again.
  captcha_required: 'customer',
  // The client secret is not valid (expired, another intent's or account's): the merchant's to fix.
  unauthorized: 'merchant',
  not_found: 'merchant',
  // Already paid or cancelled: the merchant's page reused an intent.
  invalid_status_for_operation: 'merchant',
  session_expired: 'customer',
  link_session_already_used: 'customer',
  resource_already_exists: 'internal',
  link_already_paid: 'customer',
  link_expired: 'customer',
  link_inactive: 'customer',
  quote_expired: 'customer',
  // A charge on a payment consent its terms do not allow: the merchant's server asked for it.
  consent_amount_outside_terms: 'merchant',
  consent_currency_mismatch: 'merchant',
  consent_trigger_mismatch: 'merchant',
  consent_charge_off_schedule: 'merchant',
  consent_billing_cycles_exhausted: 'merchant',
  consent_not_verified: 'merchant',
  consent_disabled: 'merchant',
  // The merchant's charge on a consent the issuer wants the shopper to authenticate: the merchant brings them back on-session.
  authentication_required: 'merchant',
  request_too_large: 'internal',
  idempotency_key_reused: 'internal',
  internal_error: 'internal',
  provider_unavailable: 'network',
} as const satisfies Record<string, ErrorAudience>;

/** A request to the provider that got no answer: the network failed, or it took too long. */
export const TRANSPORT_ERROR_CODES = ['network_error', 'timeout'] as const;

export type SdkErrorCode = keyof typeof SDK_ERRORS;
export type FrameErrorCode = keyof typeof FRAME_ERRORS;
export type ProviderErrorCode = keyof typeof PROVIDER_ERROR_AUDIENCES;
export type TransportErrorCode = (typeof TRANSPORT_ERROR_CODES)[number];
/** Every code a merchant can receive, in an `error` event or a rejection (a type only, so neither side bundles the other's sentences). */
export type PorticoErrorCode = SdkErrorCode | FrameErrorCode | ProviderErrorCode | TransportErrorCode;

export function isProviderErrorCode(value: unknown): value is ProviderErrorCode {
  return typeof value === 'string' && Object.hasOwn(PROVIDER_ERROR_AUDIENCES, value);
}

function isErrorAudience(value: unknown): value is ErrorAudience {
  return (ERROR_AUDIENCES as readonly unknown[]).includes(value);
}

/** The shape of a payment error, with plain data only (it crosses the frame boundary). */
export function isPaymentError(value: unknown): value is PaymentError {
  return (
    isRecord(value) &&
    isPlainData(value) &&
    typeof value.code === 'string' &&
    typeof value.message === 'string' &&
    isRecord(value.details) &&
    (value.original_code === undefined || typeof value.original_code === 'string') &&
    (value.audience === undefined || isErrorAudience(value.audience))
  );
}

/** One of the frame's own errors, with its audience (the SDK builds its own in sdk/errors.ts). */
export function porticoError(code: FrameErrorCode, details: Record<string, unknown> = {}, message: string = FRAME_ERRORS[code].message): PaymentError {
  return { code, message, details, audience: FRAME_ERRORS[code].audience };
}

/** The frame's `origin_not_registered`: its sentence names the page's origin, as `details.origin` does, so the console line alone says what to register. */
export function originNotRegistered(origin: string, account_id: string): PaymentError {
  return porticoError('origin_not_registered', { origin, account_id }, `This page's origin, ${origin}, is not registered for the client secret's account.`);
}
