/**
 * The signature of a delivery: header `Portico-Signature: t=<unix seconds>,v1=<hex>`,
 * where the hex is HMAC-SHA256, keyed with the endpoint's secret, of `<t>.<body>`.
 * The timestamp is signed with the body, so a receiver that refuses a `t` older than
 * its tolerance (five minutes by default) refuses a replayed delivery too. While a
 * rolled secret's grace period lasts, the header carries one `v1` per secret, the
 * newest first (`t=…,v1=<new>,v1=<old>`, Stripe's scheme): a receiver that holds either
 * secret accepts the delivery, so the new one can be deployed at leisure.
 */
import { wallClock } from '../core/clock';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Portico-Signature';
export const DEFAULT_TOLERANCE_S = 300;

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/**
 * `secrets`: the endpoint's signing secrets, newest first (one, or more during a roll's grace).
 * `now`: the wall clock's, as the receiver checks the timestamp against its own clock (never the test clock's).
 */
export function signatureHeader(secrets: string | readonly string[], body: string, now: Date = wallClock()): string {
  const t = Math.floor(now.getTime() / 1000);
  const list = typeof secrets === 'string' ? [secrets] : secrets;
  return [`t=${t}`, ...list.map((secret) => `v1=${signatureOf(secret, t, body)}`)].join(',');
}

export type SignatureCheck = { readonly ok: true; readonly timestamp: number } | { readonly ok: false; readonly reason: 'malformed' | 'too_old' | 'mismatch' };

/** The header's `t` and every well-formed `v1` (other schemes and malformed values are ignored, as Stripe's receivers do). */
function parseSignatureHeader(header: string | null | undefined): { readonly t: number; readonly v1: readonly string[] } | null {
  const pairs = (header ?? '').split(',').map((part) => {
    const at = part.indexOf('=');
    return at < 0 ? ['', ''] : [part.slice(0, at).trim(), part.slice(at + 1).trim()];
  });
  const ts = pairs.filter(([key]) => key === 't').map(([, value]) => Number(value));
  const v1 = pairs.filter(([key, value]) => key === 'v1' && /^[0-9a-f]{64}$/.test(value ?? '')).map(([, value]) => value ?? '');
  if (ts.length !== 1 || !Number.isInteger(ts[0]) || v1.length === 0) return null;
  return { t: ts[0]!, v1 };
}

/** What a receiver does: accepts the delivery when any `v1` is the body's signature with `secret`. */
export function verifySignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  toleranceS = DEFAULT_TOLERANCE_S,
  now: Date = wallClock(),
): SignatureCheck {
  const parsed = parseSignatureHeader(header);
  if (parsed === null) return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() / 1000 - parsed.t) > toleranceS) return { ok: false, reason: 'too_old' };
  const expected = Buffer.from(signatureOf(secret, parsed.t, body), 'hex');
  // Every candidate is compared (no early exit), each in constant time.
  const matches = parsed.v1.map((v1) => timingSafeEqual(expected, Buffer.from(v1, 'hex')));
  return matches.includes(true) ? { ok: true, timestamp: parsed.t } : { ok: false, reason: 'mismatch' };
}
