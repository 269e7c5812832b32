/**
 * The signature of a delivery: header `Portico-Signature: t=<unix seconds>,v1=<hex>`,
 * where the hex is HMAC-SHA256, keyed with the endpoint's secret, of `<t>.<body>`.
 * The timestamp is signed with the body, so a receiver that refuses a `t` older than
 * its tolerance (five minutes by default) refuses a replayed delivery too.
 */
import { wallClock } from '../core/clock';
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'Portico-Signature';
export const DEFAULT_TOLERANCE_S = 300;

export function signatureOf(secret: string, timestamp: number, body: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
}

/** `now`: the wall clock's, as the receiver checks the timestamp against its own clock (never the test clock's). */
export function signatureHeader(secret: string, body: string, now: Date = wallClock()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${signatureOf(secret, t, body)}`;
}

export type SignatureCheck = { readonly ok: true; readonly timestamp: number } | { readonly ok: false; readonly reason: 'malformed' | 'too_old' | 'mismatch' };

/** What a receiver does (the demo merchant does the same in examples/webhook-routes.ts). */
export function verifySignature(
  header: string | null | undefined,
  body: string,
  secret: string,
  toleranceS = DEFAULT_TOLERANCE_S,
  now: Date = wallClock(),
): SignatureCheck {
  const parts = new Map((header ?? '').split(',').map((part) => part.split('=', 2) as [string, string | undefined]));
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1');
  if (!Number.isInteger(t) || v1 === undefined || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: 'malformed' };
  if (Math.abs(now.getTime() / 1000 - t) > toleranceS) return { ok: false, reason: 'too_old' };
  const expected = Buffer.from(signatureOf(secret, t, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(v1, 'hex')) ? { ok: true, timestamp: t } : { ok: false, reason: 'mismatch' };
}
