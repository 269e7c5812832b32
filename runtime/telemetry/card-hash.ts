/**
 * Spec §9: in events and logs a card number appears only as the last 16 characters
 * of a hash. `cardNumberHash` is that hash (SHA-256 of the digits, hex, last 16);
 * `hashCardNumbers` puts it in place of every card number inside data about to be
 * logged, as a last line of defence for a number no caller meant to log (an error
 * message quoting a field, say).
 */

const HEX = '0123456789abcdef';

/** The last 16 hex characters of the SHA-256 of the number's digits (spaces and dashes do not count). */
export async function cardNumberHash(number: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(number.replace(/\D/g, '')));
  let hex = '';
  for (const byte of new Uint8Array(digest)) hex += HEX[byte >> 4]! + HEX[byte & 15]!;
  return hex.slice(-16);
}

/**
 * Runs of 14 to 19 digits (single spaces or dashes between them) that pass Luhn, as
 * the sandbox's telemetry redaction reads them: shorter runs are left alone, since
 * 13-digit millisecond timestamps are common in logs and no longer card numbers.
 */
const CARD_RUN = /\d(?:[ -]?\d){13,18}/g;
const MAX_DEPTH = 40;

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}

const cardRuns = (text: string): string[] => (text.match(CARD_RUN) ?? []).filter((run) => luhnValid(run.replace(/[ -]/g, '')));
const numberDigits = (value: number): string => (Number.isSafeInteger(value) ? String(Math.abs(value)) : '');
/** An Error's text is not enumerable: walk it as the logger will write it (serialize.ts). */
const plain = (value: unknown): unknown =>
  value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value;

/** Every string (and large integer) inside `data` that may be a card number, walked as `hashCardNumbers` walks it. */
function collect(value: unknown, into: Set<string>, depth = 0): void {
  if (depth > MAX_DEPTH) return;
  const data = plain(value);
  if (typeof data === 'string') for (const run of cardRuns(data)) into.add(run);
  else if (typeof data === 'number' && cardRuns(numberDigits(data)).length > 0) into.add(numberDigits(data));
  else if (typeof data === 'object' && data !== null) {
    for (const [key, value] of Object.entries(data)) {
      collect(key, into, depth + 1);
      collect(value, into, depth + 1);
    }
  }
}

/** True when `data` holds something that looks like a card number (cheap: no hashing). */
export function hasCardNumber(data: unknown): boolean {
  const found = new Set<string>();
  collect(data, found);
  return found.size > 0;
}

/** A copy of `data` with each card number replaced by `card:<hash>`; data without one comes back as it was. */
export async function hashCardNumbers(data: unknown): Promise<unknown> {
  const found = new Set<string>();
  collect(data, found);
  if (found.size === 0) return data;
  const hashes = new Map<string, string>();
  for (const run of found) hashes.set(run, `card:${await cardNumberHash(run)}`);
  const replace = (text: string) => text.replace(CARD_RUN, (run) => hashes.get(run) ?? run);
  const walk = (given: unknown, depth: number): unknown => {
    if (depth > MAX_DEPTH) return '[too deep]';
    const value = plain(given);
    if (typeof value === 'string') return replace(value);
    if (typeof value === 'number') return hashes.get(numberDigits(value)) ?? value;
    if (Array.isArray(value)) return value.map((v) => walk(v, depth + 1));
    if (typeof value === 'object' && value !== null) {
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [replace(k), walk(v, depth + 1)]));
    }
    return value;
  };
  return walk(data, 0);
}
