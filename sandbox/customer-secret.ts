/**
 * The customer client secret: a compact JWT (HS256) like the intent client secret
 * (client-secret.ts), signed with the same derived key, that lets a shopper's
 * browser act for one customer. Its claims name a customer and no intent, so an
 * intent secret is never a customer secret and the other way round.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_ID, CLIENT_SECRET_TTL_SECONDS } from './client-secret';

export interface CustomerSecretClaims {
  readonly account_id: string;
  readonly customer_id: string;
  readonly iat: number;
  readonly exp: number;
}

export interface IssuedCustomerSecret {
  readonly client_secret: string;
  /** ISO 8601 time at which the secret stops being accepted. */
  readonly expired_time: string;
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(key: Buffer, input: string): Buffer {
  return createHmac('sha256', key).update(input).digest();
}

export function issueCustomerSecret(key: Buffer, customerId: string, nowMs: number = Date.now()): IssuedCustomerSecret {
  const iat = Math.floor(nowMs / 1000);
  const claims: CustomerSecretClaims = { account_id: ACCOUNT_ID, customer_id: customerId, iat, exp: iat + CLIENT_SECRET_TTL_SECONDS };
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return {
    client_secret: `${input}.${sign(key, input).toString('base64url')}`,
    expired_time: new Date(claims.exp * 1000).toISOString(),
  };
}

export type CustomerSecretResult = { ok: true; claims: CustomerSecretClaims } | { ok: false; reason: string };

/** Checks header, signature, expiry and that the token names a customer. Never throws. */
export function verifyCustomerSecret(key: Buffer, token: string, nowMs: number = Date.now()): CustomerSecretResult {
  const parts = token.split('.');
  if (parts.length !== 3) return { ok: false, reason: 'malformed' };
  const [header, payload, signature] = parts as [string, string, string];
  if (header !== HEADER) return { ok: false, reason: 'unsupported_header' };
  const expected = sign(key, `${header}.${payload}`);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'bad_signature' };
  let claims: unknown;
  try {
    claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  if (typeof claims !== 'object' || claims === null) return { ok: false, reason: 'malformed' };
  const c = claims as Partial<CustomerSecretClaims>;
  if (typeof c.exp !== 'number') return { ok: false, reason: 'malformed' };
  if (typeof c.customer_id !== 'string') return { ok: false, reason: 'not_a_customer_secret' };
  if (c.exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: c as CustomerSecretClaims };
}
