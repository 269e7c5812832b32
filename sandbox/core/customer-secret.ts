/**
 * The customer client secret: a compact JWT (HS256) like the intent client secret
 * (client-secret.ts), signed with the same derived key, that lets a shopper's
 * browser act for one customer. Its claims name a customer and no intent, so an
 * intent secret is never a customer secret and the other way round.
 */
import { ACCOUNT_ID, BUSINESS_NAME, CLIENT_SECRET_TTL_SECONDS, signJwt, verifyJwt } from './client-secret';

interface CustomerSecretClaims {
  readonly account_id: string;
  readonly customer_id: string;
  /** Spec §3: the merchant's name, as in the intent client secret, for the front end to show. */
  readonly business_name: string;
  readonly iat: number;
  readonly exp: number;
}

export interface IssuedCustomerSecret {
  readonly client_secret: string;
  /** ISO 8601 time at which the secret stops being accepted. */
  readonly expired_time: string;
}

export function issueCustomerSecret(key: Buffer, customerId: string, nowMs: number): IssuedCustomerSecret {
  const iat = Math.floor(nowMs / 1000);
  const claims: CustomerSecretClaims = {
    account_id: ACCOUNT_ID,
    customer_id: customerId,
    business_name: BUSINESS_NAME,
    iat,
    exp: iat + CLIENT_SECRET_TTL_SECONDS,
  };
  return {
    client_secret: signJwt(key, claims),
    expired_time: new Date(claims.exp * 1000).toISOString(),
  };
}

export type CustomerSecretResult = { ok: true; claims: CustomerSecretClaims } | { ok: false; reason: string };

/** Checks header, signature, expiry and that the token names a customer. Never throws. */
export function verifyCustomerSecret(key: Buffer, token: string, nowMs: number): CustomerSecretResult {
  const result = verifyJwt(key, token, nowMs);
  if (!result.ok) return result;
  if (typeof result.claims.customer_id !== 'string') return { ok: false, reason: 'not_a_customer_secret' };
  return { ok: true, claims: result.claims as unknown as CustomerSecretClaims };
}
