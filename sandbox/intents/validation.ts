/**
 * Request bodies: parse untrusted JSON into typed inputs or throw a
 * `validation_error` naming the field. Unknown extra fields are ignored.
 */
import type { Context } from 'hono';
import { checkCvc, detectBrand, normaliseCardNumber, normaliseExpiry } from '../cards/card';
import { invalid } from '../core/errors';
import { jsonDepth, MAX_JSON_DEPTH } from '../core/json-depth';
import type { CardBrand } from '../cards/test-cards';
import { CONTINUE_TYPES, type ContinueType } from '../threeds/flow';
import type { AuthorizationType, CaptureMethod, Metadata, PaymentMethodOptions } from '../model/intent-types';

type Json = Record<string, unknown>;

export function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The body must be a JSON object, nested at most MAX_JSON_DEPTH deep; anything else is a 400, never a crash. */
export async function readJsonObject(c: Context): Promise<Json> {
  const text = await c.req.text();
  if (jsonDepth(text) > MAX_JSON_DEPTH) {
    throw invalid('body', 'too_deep', `The request body may nest objects and arrays at most ${MAX_JSON_DEPTH} deep.`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw invalid('body', 'invalid_json', 'The request body is not valid JSON.');
  }
  if (!isObject(parsed)) throw invalid('body', 'must_be_object', 'The request body must be a JSON object.');
  return parsed;
}

function optionalString(body: Json, field: string, max: number): string | null {
  const value = body[field];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw invalid(field, 'must_be_string');
  if (value.length > max) throw invalid(field, 'too_long', `${field} must be at most ${max} characters.`);
  return value;
}

export function requestId(body: Json): string {
  const value = body.request_id;
  if (value === undefined || value === null) throw invalid('request_id', 'required', 'request_id is required.');
  if (typeof value !== 'string') throw invalid('request_id', 'must_be_string');
  if (value.length === 0 || value.length > 128) {
    throw invalid('request_id', 'invalid_length', 'request_id must have 1 to 128 characters.');
  }
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

function returnUrl(body: Json): string | null {
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
  return value;
}

/** Merchant metadata: at most 50 keys of ≤ 64 chars, each a boolean, finite number or string of ≤ 500 chars. */
export function metadata(value: unknown): Metadata {
  if (value === undefined || value === null) return {};
  if (!isObject(value)) throw invalid('metadata', 'must_be_object');
  const entries = Object.entries(value);
  if (entries.length > 50) throw invalid('metadata', 'too_many_keys', 'metadata may have at most 50 keys.');
  for (const [key, v] of entries) {
    const ok = typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && v.length <= 500);
    if (key.length > 64 || !ok) throw invalid(`metadata.${key.slice(0, 64)}`, 'invalid_value');
  }
  return Object.fromEntries(entries) as Metadata;
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
}

export function parseCreateIntent(body: Json): CreateIntentInput {
  return {
    request_id: requestId(body),
    amount: amount(body.amount),
    currency: currency(body.currency),
    merchant_order_id: optionalString(body, 'merchant_order_id', 64),
    ...captureSettings(body),
    return_url: returnUrl(body),
    metadata: metadata(body.metadata),
  };
}

export interface ConfirmCardInput {
  readonly request_id: string;
  /** Digits only. Used to pick the outcome, then dropped: never stored. */
  readonly number: string;
  readonly brand: CardBrand;
  readonly expiry_month: string;
  readonly expiry_year: string;
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
  const expiry = normaliseExpiry(card.expiry_month, card.expiry_year, now);
  checkCvc(card.cvc);
  if (card.name !== undefined && card.name !== null && (typeof card.name !== 'string' || card.name.length > 200)) {
    throw invalid('payment_method.card.name', 'must_be_string');
  }
  if (body.device_data !== undefined && body.device_data !== null && !isObject(body.device_data)) {
    throw invalid('device_data', 'must_be_object');
  }
  return { request_id, number, brand: detectBrand(number), ...expiry };
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
