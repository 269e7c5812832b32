/**
 * Spec §9: in events and logs a card number appears only as the last 16 characters
 * of a hash. `cardNumberHash` is that hash (SHA-256 of the digits, hex, last 16);
 * `hashCardNumbers` puts it in place of every card number inside data about to be
 * logged, as a last line of defence for a number no caller meant to log (an error
 * message quoting a field, say). Finding card numbers, and the other secrets
 * redacted with them (JWTs, CVCs, x-pan values), is redaction/'s, shared with the
 * sandbox's telemetry sink so both scrub alike.
 */
import { cardNumbersIn, redactData, REDACTED } from '../../../redaction/redact';

const HEX = '0123456789abcdef';

/** The last 16 hex characters of the SHA-256 of the number's digits (spaces and dashes do not count). */
export async function cardNumberHash(number: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(number.replace(/\D/g, '')));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += HEX[byte >> 4]! + HEX[byte & 15]!;
  return hex.slice(-16);
}

/** True when `data` holds something that looks like a card number (cheap: no hashing). */
export function hasCardNumber(data: unknown): boolean {
  return cardNumbersIn(data).size > 0;
}

/** A copy of `data` with each card number replaced by `card:<hash>` and the other secrets redacted; data without any comes back as it was. */
export async function hashCardNumbers(data: unknown): Promise<unknown> {
  const hashes = new Map<string, string>();
  for (const digits of cardNumbersIn(data)) hashes.set(digits, `card:${await cardNumberHash(digits)}`);
  return redactData(data, (digits) => hashes.get(digits) ?? REDACTED.cardNumber);
}

/** `data` with its JWTs, CVCs and x-pan values redacted, for data `hasCardNumber` found no card number in (no hashing to wait for). */
export function redactSecrets(data: unknown): unknown {
  return redactData(data);
}
