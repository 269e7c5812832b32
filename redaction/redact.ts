/**
 * The one redaction of secrets in telemetry, shared by the runtime's logger
 * (runtime/platform/telemetry/card-hash.ts, which puts a card number's hash in its place,
 * spec §9) and the sandbox's telemetry sink (sandbox/telemetry/events.ts, which
 * stores a fixed marker). Issue 13: no card number, CVC, client secret or access
 * token in any log; JWT-shaped strings and `x-pan` values redacted.
 *
 * Redacted, in strings, object keys and integers: card numbers in every shape
 * `findCardNumbers` reads; JWTs (client and customer secrets are JWTs); a value
 * labelled as a CVC (`cvc: 123`, `"cvv":"1234"`) or as `x-pan`, in text or as an
 * object's key.
 */
import { findCardNumbers, isCardNumber } from './card-numbers';

export const REDACTED = {
  cardNumber: '[card number]',
  jwt: '[jwt]',
  value: '[redacted]',
} as const;

/** What a card number becomes, given its digits (ASCII, no separators). */
export type CardNumberReplacer = (digits: string) => string;

const fixedMarker: CardNumberReplacer = () => REDACTED.cardNumber;

/**
 * A JWT: base64url header and payload, both JSON objects (so `eyI…`/`eyJ…`, the
 * encoding of `{"`, and `ey…`, of `{`), and a signature, possibly empty. Requiring
 * the JSON start keeps dotted names (`checkout.portico.test`) out.
 */
const JWT = /ey[IJ][A-Za-z0-9_-]{6,}\.ey[A-Za-z0-9_-]+\.[A-Za-z0-9_-]*/g;
const DIGIT = String.raw`[0-9\uFF10-\uFF19]`;
/** A CVC after its label, as code and people write it: `cvc: 123`, `"cvv":"1234"`, `CVV2=123`, `security code 123`. */
const LABELLED_CVC = new RegExp(String.raw`((?:cvc2?|cvv2?|csc|cvn|security[ _-]?code|card[ _-]?code)["']?\s*[:=]?\s*["']?)${DIGIT}{3,4}(?!${DIGIT})`, 'giu');
/** The value of an `x-pan` header or field, whatever it holds (a card number, an encrypted one, a token). */
const LABELLED_X_PAN = /((?<![A-Za-z0-9])x[-_]?pan["']?\s*[:=]\s*["']?)[^\s"',;}\]]+/giu;

/** Object keys (lower case, letters and digits only) whose value is a CVC. */
const CVC_KEYS = new Set(['cvc', 'cvv', 'cvc2', 'cvv2', 'csc', 'cvn', 'securitycode', 'cardcvc', 'cardcvv', 'cardsecuritycode', 'cardcode']);
const X_PAN_KEY = 'xpan';
const MAX_DEPTH = 40;

function replaceCardNumbers(text: string, cardNumber: CardNumberReplacer): string {
  const cards = findCardNumbers(text);
  if (cards.length === 0) return text;
  let out = '';
  let from = 0;
  for (const card of cards) {
    out += text.slice(from, card.start) + cardNumber(card.digits);
    from = card.end;
  }
  return out + text.slice(from);
}

/** `text` with every secret it holds replaced; card numbers by `cardNumber(digits)`. */
export function redactText(text: string, cardNumber: CardNumberReplacer = fixedMarker): string {
  const labelled = text.replace(JWT, REDACTED.jwt).replace(LABELLED_X_PAN, `$1${REDACTED.value}`).replace(LABELLED_CVC, `$1${REDACTED.value}`);
  return replaceCardNumbers(labelled, cardNumber);
}

const keyName = (key: string): string => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A value under a CVC or `x-pan` key: redacted when it can hold one (a number, a string with a digit; any string for x-pan). */
function labelledValue(key: string, value: unknown): string | undefined {
  const name = keyName(key);
  if (name === X_PAN_KEY && (typeof value === 'number' || (typeof value === 'string' && value !== ''))) return REDACTED.value;
  if (CVC_KEYS.has(name) && (typeof value === 'number' || (typeof value === 'string' && /\p{Nd}/u.test(value)))) return REDACTED.value;
  return undefined;
}

/** An Error's fields are not enumerable: read it as loggers write it (runtime/platform/telemetry/serialize.ts). */
const plain = (value: unknown): unknown => (value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value);

/** A safe integer's digits, when they can be a card number. */
function integerCardDigits(value: number): string | null {
  if (!Number.isSafeInteger(value)) return null;
  const digits = String(Math.abs(value));
  return isCardNumber(digits) ? digits : null;
}

function walk(given: unknown, cardNumber: CardNumberReplacer, seen: WeakSet<object>, depth: number): unknown {
  if (depth > MAX_DEPTH) return '[too deep]';
  const value = plain(given);
  if (typeof value === 'string') return redactText(value, cardNumber);
  if (typeof value === 'number') {
    const digits = integerCardDigits(value);
    return digits === null ? value : cardNumber(digits);
  }
  if (typeof value !== 'object' || value === null) return value;
  // As the logger's serializer does (serialize.ts): an object met again (a cycle, a shared reference) is not written twice.
  if (seen.has(value)) return '[Circular]';
  seen.add(value);
  let changed = value !== given;
  if (Array.isArray(value)) {
    const items = value.map((item: unknown) => {
      const redacted = walk(item, cardNumber, seen, depth + 1);
      if (redacted !== item) changed = true;
      return redacted;
    });
    return changed ? items : value;
  }
  const entries = Object.entries(value).map(([key, item]): [string, unknown] => {
    const redactedKey = redactText(key, cardNumber);
    const redacted = labelledValue(key, item) ?? walk(item, cardNumber, seen, depth + 1);
    if (redactedKey !== key || redacted !== item) changed = true;
    return [redactedKey, redacted];
  });
  return changed ? Object.fromEntries(entries) : value;
}

/**
 * `value` with every secret in it replaced (strings, keys, integers, Errors, to
 * any depth up to 40). Data without one comes back as it was, the same reference.
 */
export function redactData(value: unknown, cardNumber: CardNumberReplacer = fixedMarker): unknown {
  return walk(value, cardNumber, new WeakSet(), 0);
}

/** The digits of every card number `redactData` would replace in `value`. */
export function cardNumbersIn(value: unknown): Set<string> {
  const found = new Set<string>();
  redactData(value, (digits) => {
    found.add(digits);
    return REDACTED.cardNumber;
  });
  return found;
}
