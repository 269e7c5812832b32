/**
 * The client secret is a compact JWT (HS256) the browser sends as the
 * `client-secret` header. The front end decodes its claims (spec §3), so they are
 * plain JSON; the signature, keyed from the merchant secret key, stops forgery.
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';

export const ACCOUNT_ID = 'acct_portico_demo';
export const BUSINESS_NAME = 'Portico Demo Store';
export const CLIENT_SECRET_TTL_SECONDS = 3600;

interface ClientSecretClaims {
  readonly account_id: string;
  readonly intent_id: string;
  readonly business_name: string;
  /** The intent's captcha policy (sandbox/captcha/policy.ts), when it asks for one. */
  readonly captcha_policy?: string;
  readonly iat: number;
  readonly exp: number;
}

/** A key for one purpose, derived from the secret key with HKDF, so the API key itself never signs. */
export function deriveKey(secretKey: string, purpose: 'client-secret-v1' | 'request-fingerprint-v1' | 'captcha-token-v1'): Buffer {
  return Buffer.from(hkdfSync('sha256', secretKey, 'portico-sandbox', purpose, 32));
}

export function deriveSigningKey(secretKey: string): Buffer {
  return deriveKey(secretKey, 'client-secret-v1');
}

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

function sign(key: Buffer, input: string): Buffer {
  return createHmac('sha256', key).update(input).digest();
}

/** Signs claims as a compact HS256 JWT. Intent and customer secrets both use it. */
export function signJwt(key: Buffer, claims: object): string {
  const input = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
  return `${input}.${sign(key, input).toString('base64url')}`;
}

export type JwtResult = { ok: true; claims: Record<string, unknown> } | { ok: false; reason: string };

/** Header, signature (constant time), JSON claims and expiry; the caller checks what the claims name. Never throws. */
export function verifyJwt(key: Buffer, token: string, nowMs: number): JwtResult {
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
  if (typeof claims !== 'object' || claims === null || Array.isArray(claims)) return { ok: false, reason: 'malformed' };
  const exp = (claims as Record<string, unknown>).exp;
  if (typeof exp !== 'number') return { ok: false, reason: 'malformed' };
  if (exp * 1000 <= nowMs) return { ok: false, reason: 'expired' };
  return { ok: true, claims: claims as Record<string, unknown> };
}

/** `intent`: its id, or the intent itself, whose `captcha_policy` the secret then carries. */
export function issueClientSecret(key: Buffer, intent: string | { readonly id: string; readonly captcha_policy?: unknown }, nowMs: number): string {
  const iat = Math.floor(nowMs / 1000);
  const { id, captcha_policy } = typeof intent === 'string' ? { id: intent, captcha_policy: undefined } : intent;
  const claims: ClientSecretClaims = {
    account_id: ACCOUNT_ID,
    intent_id: id,
    business_name: BUSINESS_NAME,
    ...(typeof captcha_policy === 'string' ? { captcha_policy } : {}),
    iat,
    exp: iat + CLIENT_SECRET_TTL_SECONDS,
  };
  return signJwt(key, claims);
}

export type VerifyResult = { ok: true; claims: ClientSecretClaims } | { ok: false; reason: string };

/** Checks header, signature, expiry and that the token is for `intentId`. Never throws. */
export function verifyClientSecret(key: Buffer, token: string, intentId: string, nowMs: number): VerifyResult {
  const result = verifyJwt(key, token, nowMs);
  if (!result.ok) return result;
  if (typeof result.claims.intent_id !== 'string') return { ok: false, reason: 'malformed' };
  if (result.claims.intent_id !== intentId) return { ok: false, reason: 'wrong_intent' };
  return { ok: true, claims: result.claims as unknown as ClientSecretClaims };
}
