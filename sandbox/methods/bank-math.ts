/**
 * Check digits of bank identifiers, so the account details the sandbox hands
 * out (transfer instructions) are well-formed and those it is given (direct
 * debit) are checked as a real provider would: IBAN (ISO 13616 mod 97),
 * US ABA routing numbers (3-7-1 weights) and Mexican CLABE (3-7-1 weights).
 */
import { randomInt } from 'node:crypto';

export function randomDigits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

function ibanRemainder(rearranged: string): number {
  const numeric = rearranged.replace(/[A-Z]/g, (ch) => String(ch.charCodeAt(0) - 55));
  return Number(BigInt(numeric) % 97n);
}

/** Spaces removed, uppercase: the IBAN if its length and mod-97 check pass, else null. */
export function normaliseIban(value: string): string | null {
  const iban = value.replace(/ /g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  return ibanRemainder(iban.slice(4) + iban.slice(0, 4)) === 1 ? iban : null;
}

export function makeIban(country: string, bban: string): string {
  const check = 98 - ibanRemainder(`${bban}${country}00`);
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

function weighted(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (weights[i % weights.length] ?? 0);
  return sum;
}

export function abaValid(routing: string): boolean {
  return /^\d{9}$/.test(routing) && weighted(routing, [3, 7, 1]) % 10 === 0;
}

/** Eight digits plus the check digit that makes the 3-7-1 sum a multiple of ten. */
export function makeAba(prefix8: string): string {
  return `${prefix8}${(10 - (weighted(prefix8, [3, 7, 1]) % 10)) % 10}`;
}

/** CLABE: 17 digits (bank, city, account) plus a check digit; each product is taken mod 10. */
export function makeClabe(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * ([3, 7, 1][i % 3] ?? 0)) % 10;
  return `${first17}${(10 - (sum % 10)) % 10}`;
}

export function clabeValid(clabe: string): boolean {
  return /^\d{18}$/.test(clabe) && makeClabe(clabe.slice(0, 17)) === clabe;
}
