/**
 * How a webhook delivery is signed, shared by whoever signs it and whoever checks it:
 * header `Portico-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, each hex an
 * HMAC-SHA256 of `<t>.<raw body>` keyed with one of the endpoint's secrets (more than
 * one `v1` while a secret is being rolled: the new one and the old one). The timestamp
 * is signed with the body, so refusing an old `t` refuses a replayed delivery too.
 * Parsing only: the HMAC of `<t>.<raw body>` is the caller's (node:crypto on a server).
 */
export const SIGNATURE_HEADER = 'Portico-Signature';
/** How far a delivery's `t` may be from the receiver's clock, by default. */
export const DEFAULT_TOLERANCE_S = 300;

export interface SignatureParts {
  readonly timestamp: number;
  /** Every `v1` signature in the header, lower-case hex, in the order sent. */
  readonly signatures: readonly string[];
}

const HEX_SHA256 = /^[0-9a-f]{64}$/;

/**
 * The header's timestamp and signatures; null unless it has exactly one `t`, a whole
 * number, and at least one well-formed `v1` (other schemes and malformed `v1` values are
 * ignored, so a later scheme can be sent beside this one).
 */
export function parseSignatureHeader(header: string | null | undefined): SignatureParts | null {
  const times: string[] = [];
  const signatures: string[] = [];
  for (const part of (header ?? '').split(',')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const [key, value] = [part.slice(0, at).trim(), part.slice(at + 1).trim()];
    if (key === 't') times.push(value);
    else if (key === 'v1' && HEX_SHA256.test(value)) signatures.push(value);
  }
  if (times.length !== 1 || !/^\d{1,12}$/.test(times[0]!) || signatures.length === 0) return null;
  return { timestamp: Number(times[0]), signatures };
}
