import { DEFAULT_ERROR_CODE, isProviderErrorCode, isRecord, type PorticoErrorCode, type TransportErrorCode } from '../../../protocol';
import { refusedAsExpired } from './expired-secret';
import { isFetchError, isTimeout } from './fetch-error';
import { DEFAULT_ISSUER_KEY, ISSUER_ERROR_KEYS, issuerKeyFor, type IssuerErrorKey } from './issuer-codes';

export { DEFAULT_ISSUER_KEY, ISSUER_CODE_TABLE, ISSUER_ERROR_KEYS, issuerKeyFor, type IssuerErrorKey, type MappedIssuerKey } from './issuer-codes';

/**
 * What the card screen needs to build the PaymentError it posts to the merchant
 * (spec §8): `message` is `t(messageKey)`, the rest is passed through.
 */
export interface PaymentErrorDescription {
  readonly code: PorticoErrorCode;
  readonly messageKey: string;
  readonly details: Record<string, unknown>;
  readonly original_code?: string;
}

export const NETWORK_ERROR_CODE = 'network_error' satisfies TransportErrorCode;
export const TIMEOUT_ERROR_CODE = 'timeout' satisfies TransportErrorCode;

/** Provider codes that have their own `payment.error.<code>` translation. */
const TRANSLATED_ERROR_CODES: readonly string[] = [DEFAULT_ERROR_CODE];

/**
 * Provider codes whose message is in the section of the one screen that can cause them,
 * kept out of the strings every element loads: `quote_expired` answers only a confirm
 * with the drop-in's currency quote (its `currency` section); nothing was charged.
 */
const SECTION_MESSAGE_KEYS: Readonly<Record<string, string>> = { quote_expired: 'currency.expired' };

/**
 * The client secret's hour ran out while the shopper was on the page (the provider's 401
 * says `expired`): the merchant's to renew with `update({ client_secret })`, the shopper's
 * to read that the session expired and that what they typed is kept. Its text is in the
 * `session` section (locales/en/session.json), off every element's first paint.
 */
export const SESSION_EXPIRED_KEY = 'session.expired';

export const PAYMENT_ERROR_KEY = {
  default: `payment.error.${DEFAULT_ERROR_CODE}`,
  network: 'payment.error.network',
  timeout: 'payment.error.timeout',
} as const;

export function issuerMessageKey(key: IssuerErrorKey): string {
  return `payment.issuer_error.${key}`;
}

/**
 * A bank account's refusal of a direct debit (NACHA-style return codes, `R01`…): said in a
 * bank account's words, to the merchant too, not a card's. R01 is insufficient funds.
 */
const BANK_RETURN_CODE = /^R\d{2}$/;
const BANK_ERROR_KEY = {
  insufficient_funds: 'payment.bank_error.insufficient_funds',
  declined: 'payment.bank_error.declined',
} as const;

function bankMessageKey(originalCode: string | undefined): string | null {
  if (originalCode === undefined || !BANK_RETURN_CODE.test(originalCode)) return null;
  return originalCode === 'R01' ? BANK_ERROR_KEY.insufficient_funds : BANK_ERROR_KEY.declined;
}

/** Every messageKey describePaymentError can return (for the en.json coverage test). */
export const PAYMENT_ERROR_MESSAGE_KEYS: readonly string[] = [
  ...Object.values(PAYMENT_ERROR_KEY),
  ...ISSUER_ERROR_KEYS.map(issuerMessageKey),
  ...Object.values(BANK_ERROR_KEY),
];

/** The provider's error body: `{ code, message, details, provider_original_response_code? }`. */
interface ProviderErrorBody {
  readonly code?: unknown;
  readonly message?: unknown;
  readonly details?: unknown;
  readonly provider_original_response_code?: unknown;
}

export function describePaymentError(error: unknown, brand?: string): PaymentErrorDescription {
  if (isTimeout(error)) {
    return { code: TIMEOUT_ERROR_CODE, messageKey: PAYMENT_ERROR_KEY.timeout, details: { status: 0, reason: 'timeout' } };
  }
  if (!isFetchError(error)) {
    return { code: DEFAULT_ERROR_CODE, messageKey: PAYMENT_ERROR_KEY.default, details: {} };
  }
  const { status, statusText } = error;
  // Every other status 0 (network failure, page hide/unload, a caller's abort) reads as a network error.
  if (status === 0) {
    return { code: NETWORK_ERROR_CODE, messageKey: PAYMENT_ERROR_KEY.network, details: { status, statusText } };
  }
  const body: ProviderErrorBody = isRecord(error.data) ? error.data : {};
  // A code the merchant's types do not name (a newer provider's) is the default one; the provider's stays in details.
  const code = isProviderErrorCode(body.code) ? body.code : DEFAULT_ERROR_CODE;
  const rawOriginal = body.provider_original_response_code;
  const original_code = typeof rawOriginal === 'string' || typeof rawOriginal === 'number' ? String(rawOriginal) : undefined;
  const providerCode = typeof body.code === 'string' && body.code !== '' && body.code !== code ? { provider_code: body.code } : {};
  const details = { ...(isRecord(body.details) ? body.details : {}), status, ...providerCode };
  // The provider's own code (`unauthorized`) stays in details, as for a code the merchant's types do not name.
  if (status === 401 && refusedAsExpired(body))
    return { code: 'client_secret_expired', messageKey: SESSION_EXPIRED_KEY, details: { ...details, provider_code: body.code } };
  const messageKey = messageKeyFor(code, original_code, brand);
  return original_code === undefined ? { code, messageKey, details } : { code, messageKey, details, original_code };
}

function messageKeyFor(code: string, originalCode: string | undefined, brand: string | undefined): string {
  const bankKey = code === DEFAULT_ISSUER_KEY ? bankMessageKey(originalCode) : null;
  if (bankKey) return bankKey;
  const issuerKey = originalCode === undefined ? null : issuerKeyFor(originalCode, brand);
  if (issuerKey) return issuerMessageKey(issuerKey);
  if (code === DEFAULT_ISSUER_KEY) return issuerMessageKey(DEFAULT_ISSUER_KEY);
  if (TRANSLATED_ERROR_CODES.includes(code)) return `payment.error.${code}`;
  if (Object.hasOwn(SECTION_MESSAGE_KEYS, code)) return SECTION_MESSAGE_KEYS[code]!;
  return PAYMENT_ERROR_KEY.default;
}
