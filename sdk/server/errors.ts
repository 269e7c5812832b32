/**
 * What portico/server throws: one error class whose `code` is the SDK's error union
 * where the two meet (the provider's codes, a lost answer) plus the webhook checks of
 * this module, each with who can act on it. The provider's table is protocol's, not a copy.
 */
import {
  DEFAULT_ERROR_CODE,
  PROVIDER_ERROR_AUDIENCES,
  isProviderErrorCode,
  type ErrorAudience,
  type ProviderErrorCode,
  type TransportErrorCode,
} from '../../protocol/errors';

/** A webhook delivery that `webhooks.verify` refuses, each the merchant's to look into. */
export const WEBHOOK_ERRORS = {
  signature_malformed: 'The Portico-Signature header is missing or has no t=<unix seconds> and v1=<hex>.',
  signature_too_old: "The delivery's signed timestamp is outside the tolerance: a replay, or this server's clock is wrong.",
  signature_mismatch: "No v1 signature in the header matches the raw body with the endpoint's secret (was the body parsed and re-serialised?).",
  event_malformed: 'The signed body is not a Portico event (JSON with id, type, created_at and data.object).',
} as const;
export type WebhookErrorCode = keyof typeof WEBHOOK_ERRORS;

/** Every code portico/server throws: a `switch` over it can be exhaustive. */
export type PorticoServerErrorCode = ProviderErrorCode | TransportErrorCode | typeof DEFAULT_ERROR_CODE | WebhookErrorCode;

export interface PorticoServerErrorFields {
  readonly code: PorticoServerErrorCode;
  readonly message: string;
  readonly details: Readonly<Record<string, unknown>>;
  readonly audience: ErrorAudience;
  /** The provider's HTTP status; null when there was no answer or the error is this module's own. */
  readonly status: number | null;
  /** The issuer's response code of a decline (e.g. '51'), when the provider gave one. */
  readonly original_code?: string;
}

export class PorticoServerError extends Error implements PorticoServerErrorFields {
  override readonly name = 'PorticoServerError';
  readonly code: PorticoServerErrorCode;
  readonly details: Readonly<Record<string, unknown>>;
  readonly audience: ErrorAudience;
  readonly status: number | null;
  readonly original_code?: string;

  constructor(fields: Omit<PorticoServerErrorFields, 'message'> & { readonly message: string }, options?: { cause?: unknown }) {
    super(fields.message, options);
    this.code = fields.code;
    this.details = fields.details;
    this.audience = fields.audience;
    this.status = fields.status;
    if (fields.original_code !== undefined) this.original_code = fields.original_code;
  }

  toJSON(): PorticoServerErrorFields {
    const { code, message, details, audience, status, original_code } = this;
    return original_code === undefined ? { code, message, details, audience, status } : { code, message, details, audience, status, original_code };
  }
}

export function webhookError(code: WebhookErrorCode, details: Record<string, unknown> = {}): PorticoServerError {
  return new PorticoServerError({ code, message: WEBHOOK_ERRORS[code], details, audience: 'merchant', status: null });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The provider's error answer as a thrown error. The audience is protocol's, but for
 * `validation_error`: from the browser it is the shopper's typing, from a server call it
 * is the fields this server sent. A code outside the table is `default_backend_error`, the
 * provider's own in `details.provider_code`.
 */
export function providerError(status: number, body: unknown): PorticoServerError {
  const answer = isRecord(body) ? body : {};
  const given = answer.code;
  const details = isRecord(answer.details) ? answer.details : {};
  const message = typeof answer.message === 'string' ? answer.message : `The provider answered HTTP ${status}.`;
  const original_code = typeof answer.original_code === 'string' ? answer.original_code : undefined;
  const base = { message, status, ...(original_code === undefined ? {} : { original_code }) };
  if (!isProviderErrorCode(given)) {
    return new PorticoServerError({ ...base, code: DEFAULT_ERROR_CODE, details: { ...details, provider_code: given ?? null }, audience: 'internal' });
  }
  const audience: ErrorAudience = given === 'validation_error' ? 'merchant' : PROVIDER_ERROR_AUDIENCES[given];
  return new PorticoServerError({ ...base, code: given, details, audience });
}

export function transportError(code: TransportErrorCode, details: Record<string, unknown>, cause: unknown): PorticoServerError {
  const message = code === 'timeout' ? 'The provider did not answer in time.' : 'The provider could not be reached.';
  return new PorticoServerError({ code, message, details, audience: 'network', status: null }, { cause });
}
