/**
 * The card element's three fields as pure functions: format what the shopper types,
 * and say what is wrong with it. Brand detection, Luhn and lengths come from
 * card-validator; the messages are i18n keys.
 */
// Only the number check: the package's index also bundles expiry, CVV, postal code and name checks we do not use.
import { cardNumber } from 'card-validator/dist/card-number';
import { CARD_FIELDS, type CardBrand, type CardChange, type CardField, type ConfirmParams } from '../../../protocol';
import type { PaymentMethodDraft } from '../../payment';
import { brandOfType, isBrandAccepted } from '../../platform/lib/brand-limit';

export type CardValues = Readonly<Record<CardField, string>>;
/** `not_accepted`: a brand outside the merchant's `brands` limit, said as soon as the brand is known. */
export type FieldProblem = 'incomplete' | 'invalid' | 'past' | 'not_accepted';
export interface FieldState {
  readonly empty: boolean;
  readonly valid: boolean;
  /** What to say once the shopper has left the field or pressed Pay. */
  readonly problem: FieldProblem | null;
}

export const EMPTY_VALUES: CardValues = { number: '', expiry: '', cvc: '' };
export { CARD_FIELDS };

const digits = (value: string) => value.replace(/\D/g, '');

export function detectBrand(number: string): { type: string; niceType: string; gaps: number[]; lengths: number[]; cvcSize: number } | null {
  const card = cardNumber(digits(number)).card;
  return card ? { type: card.type, niceType: card.niceType, gaps: card.gaps, lengths: card.lengths, cvcSize: card.code.size } : null;
}

/**
 * Groups digits the way the brand prints them (4-4-4-4, amex 4-6-5, diners 4-6-4),
 * capped at its longest length. Past 15 digits every brand prints in fours, a
 * 19-digit number (UnionPay, Visa, JCB) as 4-4-4-4-3.
 */
export function formatNumber(input: string): string {
  const brand = detectBrand(input);
  const max = brand ? Math.max(...brand.lengths) : 19;
  const raw = digits(input).slice(0, max);
  const gaps = brand && raw.length <= 15 ? brand.gaps : [4, 8, 12, 16];
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    if (gaps.includes(i)) out += ' ';
    out += raw[i];
  }
  return out;
}

/** "MM / YY"; a lone first digit above 1 means a single-digit month ("4" → "04 / "). */
export function formatExpiry(input: string, previous = ''): string {
  let raw = digits(input).slice(0, 4);
  if (raw.length === 1 && Number(raw) > 1) raw = `0${raw}`;
  const deleting = input.length < previous.length;
  if (raw.length < 2) return raw;
  if (raw.length === 2) return deleting ? raw : `${raw} / `;
  return `${raw.slice(0, 2)} / ${raw.slice(2)}`;
}

export function formatCvc(input: string, number: string): string {
  return formatCvcOfSize(input, detectBrand(number)?.cvcSize ?? null);
}

/** The CVC's digits, as many as the brand's code has (4 before a brand is known). */
export function formatCvcOfSize(input: string, size: number | null): string {
  return digits(input).slice(0, size ?? 4);
}

export function numberState(value: string, accepted?: readonly CardBrand[]): FieldState {
  const raw = digits(value);
  if (!raw) return { empty: true, valid: false, problem: 'incomplete' };
  const result = cardNumber(raw);
  if (!isBrandAccepted(result.card?.type, accepted)) return { empty: false, valid: false, problem: 'not_accepted' };
  if (result.isValid) return { empty: false, valid: true, problem: null };
  // At a length the brand uses, a failing checksum is a typo, not an unfinished number.
  const atBrandLength = result.card?.lengths.includes(raw.length) ?? false;
  return { empty: false, valid: false, problem: result.isPotentiallyValid && !atBrandLength ? 'incomplete' : 'invalid' };
}

function parseExpiry(value: string): { month: string; year: string } | null {
  const raw = digits(value);
  if (raw.length !== 4) return null;
  return { month: raw.slice(0, 2), year: `20${raw.slice(2)}` };
}

export function expiryState(value: string, now = new Date()): FieldState {
  const raw = digits(value);
  if (!raw) return { empty: true, valid: false, problem: 'incomplete' };
  const month = Number(raw.slice(0, 2));
  if (raw.length >= 2 && (month < 1 || month > 12)) return { empty: false, valid: false, problem: 'invalid' };
  const parsed = parseExpiry(value);
  if (!parsed) return { empty: false, valid: false, problem: 'incomplete' };
  // A card is good through the last day of its expiry month.
  const endOfMonth = new Date(Number(parsed.year), month, 1);
  if (endOfMonth <= new Date(now.getFullYear(), now.getMonth(), 1)) return { empty: false, valid: false, problem: 'past' };
  if (Number(parsed.year) > now.getFullYear() + 20) return { empty: false, valid: false, problem: 'invalid' };
  return { empty: false, valid: true, problem: null };
}

export function cvcState(value: string, number: string): FieldState {
  return cvcStateOfSize(value, detectBrand(number)?.cvcSize ?? null);
}

/** A CVC of the brand's length, or of 3 or 4 digits before a brand is known. */
export function cvcStateOfSize(value: string, size: number | null): FieldState {
  const raw = digits(value);
  if (!raw) return { empty: true, valid: false, problem: 'incomplete' };
  const valid = size ? raw.length === size : raw.length === 3 || raw.length === 4;
  return { empty: false, valid, problem: valid ? null : 'incomplete' };
}

/** Each field's state; `accepted` is the merchant's brand limit (absent: every brand). */
export function cardState(values: CardValues, now?: Date, accepted?: readonly CardBrand[]): Record<CardField, FieldState> {
  return {
    number: numberState(values.number, accepted),
    expiry: expiryState(values.expiry, now),
    cvc: cvcState(values.cvc, values.number),
  };
}

export function cardDetails(values: CardValues): { number: string; expiry_month: string; expiry_year: string; cvc: string } | null {
  const expiry = parseExpiry(values.expiry);
  if (!expiry) return null;
  return { number: digits(values.number), expiry_month: expiry.month, expiry_year: expiry.year, cvc: digits(values.cvc) };
}

/** The `change` payload of the card's three fields (the card element's, and a split group's); `type` is card-validator's brand. */
export function cardChange(states: Readonly<Record<CardField, FieldState>>, type: string | null): CardChange {
  const fields = { number: states.number, expiry: states.expiry, cvc: states.cvc };
  return {
    empty: CARD_FIELDS.every((f) => fields[f].empty),
    complete: CARD_FIELDS.every((f) => fields[f].valid),
    brand: brandOfType(type ?? undefined),
    fields: {
      number: { empty: fields.number.empty, valid: fields.number.valid },
      expiry: { empty: fields.expiry.empty, valid: fields.expiry.valid },
      cvc: { empty: fields.cvc.empty, valid: fields.cvc.valid },
    },
  };
}

/**
 * The card payment method from what the shopper typed (in one frame or a split group), or the fields still wrong;
 * `accepted` is the merchant's brand limit (absent: every brand).
 */
export function buildCard(values: CardValues, params: ConfirmParams, accepted?: readonly CardBrand[]): PaymentMethodDraft {
  const states = cardState(values, undefined, accepted);
  const fields = CARD_FIELDS.filter((field) => !states[field].valid);
  const details = cardDetails(values);
  if (fields.length > 0 || !details) return { ok: false, fields };
  const card = params.cardholderName ? { ...details, name: params.cardholderName } : details;
  return { ok: true, paymentMethod: { type: 'card', card }, brand: detectBrand(values.number)?.type };
}
