/**
 * Request bodies: parse untrusted JSON into typed inputs or throw a
 * `validation_error` naming the field. A create or confirm refuses a field it does not take.
 */
import { checkCvc, detectBrand, normaliseCardNumber, normaliseExpiry } from '../cards/card';
import { readKrCard } from '../cards/kr-card';
import { parseAddress } from '../core/address';
import { invalid } from '../core/errors';
import { refuseUnknownFields } from '../core/known-fields';
import { checkAmountDecimals } from './currency-decimals';
import { CONTINUE_TYPES, type ContinueType } from '../threeds/continue-types';
import { isObject, metadata, requestId } from '../core/body';
import { parseCaptchaPolicy } from '../captcha/policy';
import type { AuthorizationType, CaptureMethod, CardBilling, ConfirmCardInput, CreateIntentInput, PaymentMethodOptions } from '../model/intent-types';

type Json = Record<string, unknown>;

function optionalString(body: Json, field: string, max: number): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(field, 'must_be_string');
  if (value.length > max) throw invalid(field, 'too_long', `${field} must be at most ${max} characters.`);
  return value;
}

const MAX_AMOUNT = 1e10;

function amount(value: unknown): number {
  if (value === undefined || value === null) throw invalid('amount', 'required', 'amount is required.');
  if (typeof value !== 'number' || !Number.isFinite(value)) throw invalid('amount', 'must_be_number');
  if (value <= 0) throw invalid('amount', 'must_be_positive', 'amount must be greater than 0.');
  if (value > MAX_AMOUNT) throw invalid('amount', 'too_large', `amount must be at most ${MAX_AMOUNT}.`);
  if (Number(value.toFixed(2)) !== value) {
    throw invalid('amount', 'too_many_decimals', 'amount may have at most 2 decimal places.');
  }
  return value;
}

function currency(value: unknown): string {
  if (value === undefined || value === null) throw invalid('currency', 'required', 'currency is required.');
  if (typeof value !== 'string' || !/^[A-Z]{3}$/.test(value)) {
    throw invalid('currency', 'invalid_currency', 'currency must be a 3-letter uppercase ISO 4217 code.');
  }
  return value;
}

function captureMethod(value: unknown): CaptureMethod {
  if (value === undefined || value === null) return 'automatic';
  if (value === 'automatic' || value === 'manual') return value;
  throw invalid('capture_method', 'invalid_value', "capture_method must be 'automatic' or 'manual'.");
}

const OPTIONS_FIELD = 'payment_method_options';
const AUTH_TYPE_FIELD = 'payment_method_options.card.authorization_type';

function authorizationType(options: unknown): AuthorizationType | null {
  if (options === undefined || options === null) return null;
  if (!isObject(options)) throw invalid(OPTIONS_FIELD, 'must_be_object');
  const card = options.card;
  if (card === undefined || card === null) return null;
  if (!isObject(card)) throw invalid(`${OPTIONS_FIELD}.card`, 'must_be_object');
  const value = card.authorization_type;
  if (value === undefined || value === null) return null;
  if (value === 'pre_auth' || value === 'final_auth') return value;
  throw invalid(AUTH_TYPE_FIELD, 'invalid_value', "payment_method_options.card.authorization_type must be 'pre_auth' or 'final_auth'.");
}

/** Spec §3: `pre_auth` means no automatic capture, so it is the same as `capture_method: 'manual'`. */
function captureSettings(body: Json): { capture_method: CaptureMethod; payment_method_options: PaymentMethodOptions | null } {
  const explicit = captureMethod(body.capture_method);
  const auth = authorizationType(body.payment_method_options);
  if (auth === null) return { capture_method: explicit, payment_method_options: null };
  if (auth === 'pre_auth' && body.capture_method === 'automatic') {
    throw invalid(AUTH_TYPE_FIELD, 'conflicts_with_capture_method', "authorization_type 'pre_auth' cannot be combined with capture_method 'automatic'.");
  }
  return { capture_method: auth === 'pre_auth' ? 'manual' : explicit, payment_method_options: { card: { authorization_type: auth } } };
}

/** `return_url` of a create, or of a confirm (which then replaces the intent's, as the shopper's way back from this attempt). */
export function returnUrl(body: Json): string | null {
  const value = optionalString(body, 'return_url', 2048);
  if (value === null) return null;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw invalid('return_url', 'invalid_url', 'return_url must be an absolute http(s) URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw invalid('return_url', 'invalid_url', 'return_url must be an absolute http(s) URL.');
  }
  // The shopper's browser is sent there: credentials would be shown and passed on.
  if (url.username !== '' || url.password !== '') {
    throw invalid('return_url', 'credentials_not_allowed', 'return_url must not contain a user name or password.');
  }
  return value;
}

/** `customer_id`: optional; the route checks that the customer exists. */
function customerId(body: Json): string | null {
  const value = optionalString(body, 'customer_id', 64);
  if (value !== null && value.trim() === '') throw invalid('customer_id', 'empty', 'customer_id must not be empty.');
  return value;
}

/** Every field a create reads (and nothing else is taken). */
const CREATE_FIELDS: ReadonlySet<string> = new Set([
  'request_id',
  'amount',
  'currency',
  'merchant_order_id',
  'capture_method',
  'payment_method_options',
  'return_url',
  'metadata',
  'captcha_policy',
  'customer_id',
]);

/** Every top-level field a confirm reads, whichever way it pays (card, method, saved method, consent). */
const CONFIRM_FIELDS: ReadonlySet<string> = new Set([
  'request_id',
  'payment_method',
  'payment_method_id',
  'payment_method_options',
  'save_payment_method',
  'payment_consent_id',
  'payment_consent',
  'triggered_by',
  'device_data',
  'captcha',
  'return_url',
  'quote_id',
  'target_currency',
]);

export function refuseUnknownConfirmFields(body: Json): void {
  refuseUnknownFields(body, CONFIRM_FIELDS, 'a confirm');
}

export function parseCreateIntent(body: Json): CreateIntentInput {
  refuseUnknownFields(body, CREATE_FIELDS, 'a payment intent create');
  const major = amount(body.amount);
  const code = currency(body.currency);
  checkAmountDecimals(major, code);
  return {
    customer_id: customerId(body),
    request_id: requestId(body),
    amount: major,
    currency: code,
    merchant_order_id: optionalString(body, 'merchant_order_id', 64),
    ...captureSettings(body),
    return_url: returnUrl(body),
    metadata: metadata(body.metadata),
    captcha_policy: parseCaptchaPolicy(body.captcha_policy),
  };
}

export function parseConfirm(body: Json, now: Date): ConfirmCardInput {
  const request_id = requestId(body);
  const pm = body.payment_method;
  if (pm === undefined || pm === null) throw invalid('payment_method', 'required', 'payment_method is required.');
  if (!isObject(pm)) throw invalid('payment_method', 'must_be_object');
  if (pm.type !== 'card') throw invalid('payment_method.type', 'unsupported', "payment_method.type must be 'card'.");
  const card = pm.card;
  if (card === undefined || card === null) throw invalid('payment_method.card', 'required', 'payment_method.card is required.');
  if (!isObject(card)) throw invalid('payment_method.card', 'must_be_object');
  const number = normaliseCardNumber(card.number);
  const brand = detectBrand(number);
  const expiry = normaliseExpiry(card.expiry_month, card.expiry_year, now);
  const kr = readKrCard(card.kr_card, number, brand === 'kr_local', now);
  // A Korean card is paid without a CVC: its PIN digits and identifier stand in for it.
  if (!kr || card.cvc !== undefined) checkCvc(card.cvc);
  if (card.name !== undefined && card.name !== null && (typeof card.name !== 'string' || card.name.length > 200)) {
    throw invalid('payment_method.card.name', 'must_be_string');
  }
  if (body.device_data !== undefined && body.device_data !== null && !isObject(body.device_data)) {
    throw invalid('device_data', 'must_be_object');
  }
  const billing = cardBilling(card.billing);
  const save = body.save_payment_method;
  if (save !== undefined && save !== null && typeof save !== 'boolean') throw invalid('save_payment_method', 'must_be_boolean');
  return {
    request_id,
    number,
    brand,
    ...expiry,
    ...(typeof card.name === 'string' && card.name.trim() !== '' ? { name: card.name } : {}),
    ...(billing ? { billing } : {}),
    ...(save === true ? { save_payment_method: true } : {}),
  };
}

const BILLING = 'payment_method.card.billing';

/**
 * `payment_method.card.billing`: optional; when given, `{ address: { country_code,
 * street, city, postcode?, state? } }` with an ISO 3166 alpha-2 country code.
 */
function cardBilling(value: unknown): CardBilling | null {
  if (value === undefined || value === null) return null;
  if (!isObject(value)) throw invalid(BILLING, 'must_be_object');
  return { address: parseAddress(value.address, `${BILLING}.address`) };
}

/** confirm_continue's `type`: which 3DS step the caller has finished. */
export function parseContinueType(body: Json): ContinueType {
  const value = body.type;
  if (value === undefined || value === null) throw invalid('type', 'required', 'type is required.');
  if (typeof value !== 'string' || !(CONTINUE_TYPES as readonly string[]).includes(value)) {
    throw invalid('type', 'unsupported', `type must be one of: ${CONTINUE_TYPES.join(', ')}.`);
  }
  return value as ContinueType;
}

/**
 * confirm_continue's `three_ds_comp_ind` (EMV 3DS Method completion indicator):
 * `Y` (default) the device-data page posted back; `N` or `U` it did not finish in
 * time, and the authentication goes on without device data.
 */
export function parseMethodCompleted(body: Json): boolean {
  const value = body.three_ds_comp_ind;
  if (value === undefined || value === null || value === 'Y') return true;
  if (value === 'N' || value === 'U') return false;
  throw invalid('three_ds_comp_ind', 'unsupported', 'three_ds_comp_ind must be one of: Y, N, U.');
}

export function parseCancellationReason(body: Json): string | null {
  const value = optionalString(body, 'cancellation_reason', 200);
  if (value !== null && value.trim() === '') throw invalid('cancellation_reason', 'empty', 'cancellation_reason must not be empty.');
  return value;
}

/** capture's optional `amount`: the authorised amount when absent, never more. */
export function parseCaptureAmount(body: Json, authorised: number): number {
  if (body.amount === undefined || body.amount === null) return authorised;
  const value = amount(body.amount);
  if (value > authorised) {
    throw invalid('amount', 'exceeds_authorized_amount', `amount must be at most the authorised ${authorised}.`);
  }
  return value;
}
