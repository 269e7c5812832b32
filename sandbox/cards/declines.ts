/**
 * Issuer declines the sandbox can produce: the issuer's response code, the spec §8
 * issuer-mapping key it falls under (stored as the attempt's `failure_code`), and
 * the English sentence the runtime shows for that key (`payment.issuer_error.*` in
 * runtime/platform/i18n/locales/en.json). `contract/card-declines.test.ts` checks both against the
 * runtime, so the sandbox never answers a message the checkout would not show.
 */
import type { CardBrand } from '../model/card-brand';
import type { Decline } from '../model/intent-types';

export const ISSUER_MESSAGES = {
  error_with_payment: 'There was an error with your payment. Please try again or use a different card.',
  suspected_fraud: 'Your card was declined. Please contact your card issuer or try a different card.',
  payment_method_unavailable: "This card can't be used for this payment. Please try a different card.",
  insufficient_funds: "This card doesn't have sufficient funds or credit. Please try a different card.",
  card_expired: 'Your card has expired. Please try a different card.',
  incorrect_pin: 'The PIN you entered is incorrect. Please try again.',
  exceed_limit_1: "This payment exceeds your card's limit. Please try a different card.",
  exceed_frequency_limit: 'This card has been used too many times. Please try again later or use a different card.',
  provider_declined: 'Your card was declined by the payment provider. Please try a different card.',
  card_not_activated: 'This card is not activated. Please contact your card issuer.',
  invalid_3_digit: 'The security code is incorrect. Please check it and try again.',
  exceed_limit: "This payment exceeds your card's limit. Please try a different card.",
  invalid_4_digit: 'The security code is incorrect. Please check it and try again.',
  invalid_expiry: 'The expiry date is incorrect. Please check it and try again.',
  issuer_declined: 'Your card was declined. Please contact your card issuer or try a different card.',
} as const;

type IssuerKey = keyof typeof ISSUER_MESSAGES;

interface IssuerCode {
  readonly key: IssuerKey;
  /** When set, the key applies to these brands only; other brands get `issuer_declined` (spec §8). */
  readonly brands?: readonly CardBrand[];
}

/** One code per spec §8 family, plus `05`: a code no family maps, so the generic decline. */
export const ISSUER_CODES = {
  '04': { key: 'error_with_payment' },
  '05': { key: 'issuer_declined' },
  '14': { key: 'suspected_fraud' },
  '16': { key: 'payment_method_unavailable' },
  '51': { key: 'insufficient_funds' },
  '54': { key: 'card_expired' },
  '55': { key: 'incorrect_pin' },
  '61': { key: 'exceed_limit_1' },
  '65': { key: 'exceed_frequency_limit', brands: ['visa', 'unionpay'] },
  '68': { key: 'provider_declined' },
  '78': { key: 'card_not_activated' },
  '82': { key: 'invalid_3_digit', brands: ['visa'] },
  '121': { key: 'exceed_limit' },
  '122': { key: 'invalid_4_digit' },
  '125': { key: 'invalid_expiry' },
} as const satisfies Record<string, IssuerCode>;

export type IssuerCodeValue = keyof typeof ISSUER_CODES;

/** A card decline: its `failure_code` is a spec §8 issuer-mapping key. */
export interface CardDecline extends Decline {
  readonly failureCode: IssuerKey;
}

export function isIssuerCode(code: string): code is IssuerCodeValue {
  return Object.hasOwn(ISSUER_CODES, code);
}

/** The decline a card of `brand` gets for `code`, with the spec's brand rules applied. */
export function declineFor(code: IssuerCodeValue, brand: string): CardDecline {
  const rule: IssuerCode = ISSUER_CODES[code];
  const applies = rule.brands === undefined || (rule.brands as readonly string[]).includes(brand);
  const key: IssuerKey = applies ? rule.key : 'issuer_declined';
  return { providerCode: code, failureCode: key, message: ISSUER_MESSAGES[key] };
}

/**
 * Amount triggers: on a card that would succeed, the amount 100 + code / 100
 * declines with that code (100.51 → 51, 100.04 → 04, 101.21 → 121). Every other
 * amount is left alone.
 */
const AMOUNT_TRIGGER_BASE = 100;

export function triggerAmount(code: IssuerCodeValue): number {
  return Math.round((AMOUNT_TRIGGER_BASE + Number(code) / 100) * 100) / 100;
}

export function codeForAmount(amount: number): IssuerCodeValue | null {
  const cents = Math.round((amount - AMOUNT_TRIGGER_BASE) * 100);
  if (cents <= 0 || cents > 999) return null;
  const code = String(cents).padStart(2, '0');
  return isIssuerCode(code) && triggerAmount(code) === amount ? code : null;
}
