/**
 * A provider failure, as described by api/payment-error.ts, made into the payment error
 * the merchant and the shopper get: translated, with its audience, and the card field
 * an issuer decline is about.
 */
import {
  DEFAULT_ERROR_CODE,
  FRAME_ERRORS,
  isPlainData,
  isProviderErrorCode,
  PROVIDER_ERROR_AUDIENCES,
  type ErrorAudience,
  type PaymentError,
  type PorticoErrorCode,
} from '../../protocol';
import {
  DEFAULT_ISSUER_KEY,
  issuerKeyFor,
  issuerMessageKey,
  NETWORK_ERROR_CODE,
  SESSION_EXPIRED_KEY,
  TIMEOUT_ERROR_CODE,
  type MappedIssuerKey,
  type PaymentErrorDescription,
} from '../platform/api/payment-error';
import englishSession from '../platform/i18n/locales/en/session.json';

/** Issuer declines that are about one card field: that field is named, so the element marks only it. */
const FIELD_OF_ISSUER_KEY: Partial<Record<MappedIssuerKey, 'expiry' | 'cvc'>> = {
  card_expired: 'expiry',
  invalid_expiry: 'expiry',
  invalid_3_digit: 'cvc',
  invalid_4_digit: 'cvc',
};

/** Issuer declines whose message names something only some forms ask for (the Korean card's PIN digits). */
const ASKED_BY_ISSUER_KEY: Partial<Record<MappedIssuerKey, 'pin'>> = { incorrect_pin: 'pin' };

/**
 * The described failure as the form that paid can show it: a message never names a field the
 * form does not have ("The PIN you entered is incorrect" under a card form with no PIN); there
 * the issuer's general decline stands, which says what the shopper can do. The code and the
 * issuer's original code stay as they were, for the merchant.
 */
export function fitToForm(described: PaymentErrorDescription, brand: string | undefined, asks: { readonly pin: boolean }): PaymentErrorDescription {
  const key = described.original_code ? issuerKeyFor(described.original_code, brand) : null;
  const needs = key ? ASKED_BY_ISSUER_KEY[key] : undefined;
  if (!key || !needs || asks[needs] || described.messageKey !== issuerMessageKey(key)) return described;
  return { ...described, messageKey: issuerMessageKey(DEFAULT_ISSUER_KEY) };
}

/** Who can act on a failed confirm: the network's, ours, the merchant's (a client secret not valid), or the shopper's. */
function audienceOf(code: PorticoErrorCode): ErrorAudience {
  if (code === NETWORK_ERROR_CODE || code === TIMEOUT_ERROR_CODE) return 'network';
  if (isProviderErrorCode(code)) return PROVIDER_ERROR_AUDIENCES[code];
  // The frame's own codes a provider answer maps to (an expired client secret: the merchant renews it).
  if (Object.hasOwn(FRAME_ERRORS, code)) return FRAME_ERRORS[code as keyof typeof FRAME_ERRORS].audience;
  return code === DEFAULT_ERROR_CODE ? 'internal' : 'customer';
}
/**
 * The shopper's text for `key`. The expired session's is in a section no element's first
 * paint carries (the card's budget): a language file has it, English comes from here,
 * where only a failed confirm loads it (the frame's `t` answers a text it lacks with its key).
 */
function shopperText(key: string, translate: (key: string) => string): string {
  const text = translate(key);
  return text === key && key === SESSION_EXPIRED_KEY ? englishSession.session.expired : text;
}

/** A described provider failure as the payment error the merchant and the shopper get. */
export function paymentErrorOf(described: PaymentErrorDescription, brand: string | undefined, translate: (key: string) => string): PaymentError {
  const issuerKey = described.original_code ? issuerKeyFor(described.original_code, brand) : null;
  const field = issuerKey ? FIELD_OF_ISSUER_KEY[issuerKey] : undefined;
  const details = isPlainData(described.details) ? described.details : {};
  return {
    code: described.code,
    message: shopperText(described.messageKey, translate),
    details: field ? { ...details, field } : details,
    ...(described.original_code ? { original_code: described.original_code } : {}),
    audience: audienceOf(described.code),
  };
}
