/**
 * Every error the sandbox answers has the `{ code, message, details }` shape of
 * protocol's PaymentError. The table below is the whole catalogue: code → HTTP
 * status and default English message.
 */
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

export const API_ERRORS = {
  validation_error: { status: 400, message: 'A request field is missing or invalid.' },
  bad_request: { status: 400, message: 'The request could not be processed.' },
  issuer_declined: { status: 400, message: 'Your card was declined.' },
  captcha_required: { status: 400, message: 'This payment needs a passed captcha: confirm again with a fresh captcha token.' },
  verification_failed: { status: 400, message: 'The micro-deposit amounts do not match.' },
  // A merchant-initiated charge on a consent (confirm with payment_consent_id) outside what the shopper agreed to.
  consent_amount_outside_terms: { status: 400, message: "The merchant's charge is not an amount the consent's terms allow." },
  consent_currency_mismatch: { status: 400, message: "The merchant's charge is not in the currency of the consent's terms." },
  consent_trigger_mismatch: { status: 400, message: 'The consent was not given for payments triggered this way (see its next_triggered_by).' },
  consent_charge_off_schedule: { status: 400, message: "The merchant's charge is off the consent's billing schedule." },
  consent_billing_cycles_exhausted: { status: 400, message: "The consent's billing cycles have all been charged: the shopper agreed to no more." },
  // A merchant-initiated charge the issuer answers with a request for the shopper (strong customer authentication).
  authentication_required: { status: 400, message: 'The issuer asks the shopper to authenticate this payment: confirm it on-session.' },
  unauthorized: { status: 401, message: 'Missing or invalid credentials.' },
  not_found: { status: 404, message: 'The requested resource does not exist.' },
  invalid_status_for_operation: { status: 409, message: 'The payment intent cannot be confirmed in its current status.' },
  session_expired: { status: 409, message: 'This shopper session has expired; confirm the payment intent again for a new one.' },
  consent_not_verified: { status: 409, message: 'The payment consent is not verified yet: the shopper has not finished saving a method on it.' },
  consent_disabled: { status: 409, message: 'The payment consent is disabled: it can no longer be charged.' },
  link_session_already_used: { status: 409, message: 'This linked bank account has already verified a payment consent; link it again for another.' },
  resource_already_exists: { status: 409, message: 'A record with this identifier already exists.' },
  link_already_paid: { status: 409, message: 'This payment link has already been paid.' },
  link_expired: { status: 409, message: 'This payment link has expired.' },
  link_inactive: { status: 409, message: 'This payment link has been deactivated by the merchant.' },
  quote_expired: { status: 409, message: 'This conversion quote has expired.' },
  request_too_large: { status: 413, message: 'The request body is too large.' },
  idempotency_key_reused: {
    status: 422,
    message: 'This request_id was already used with a different request body.',
  },
  internal_error: { status: 500, message: 'Something went wrong in the sandbox.' },
  provider_unavailable: { status: 503, message: 'The payment provider is temporarily unavailable. Retry with the same request_id.' },
} as const satisfies Record<string, { status: ContentfulStatusCode; message: string }>;

export type ApiErrorCode = keyof typeof API_ERRORS;

export interface ApiErrorBody {
  readonly code: string;
  readonly message: string;
  readonly details: Record<string, unknown>;
  readonly [extra: string]: unknown;
}

/** Thrown by validation and handlers; `app.onError` turns it into the JSON shape. */
export class ApiError extends Error {
  readonly code: ApiErrorCode;
  readonly status: ContentfulStatusCode;
  readonly details: Record<string, unknown>;
  readonly extra: Record<string, unknown>;

  constructor(code: ApiErrorCode, details: Record<string, unknown> = {}, message?: string, extra: Record<string, unknown> = {}) {
    super(message ?? API_ERRORS[code].message);
    this.name = 'ApiError';
    this.code = code;
    this.status = API_ERRORS[code].status;
    this.details = details;
    this.extra = extra;
  }

  toBody(): ApiErrorBody {
    return { code: this.code, message: this.message, details: this.details, ...this.extra };
  }
}

/** A `validation_error` naming the offending field (dot path) and why. */
export function invalid(field: string, reason: string, message?: string): ApiError {
  return new ApiError('validation_error', { field, reason }, message ?? `Invalid ${field}: ${reason.replaceAll('_', ' ')}.`);
}

export function errorResponse(c: Context, err: ApiError): Response {
  return c.json(err.toBody(), err.status);
}
