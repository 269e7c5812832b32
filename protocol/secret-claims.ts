/**
 * The claims of a client or customer secret (spec §3: account_id, intent_id,
 * business_name, customer_id, captcha_policy, padc; and the JWT's `exp`): the one
 * reader the SDK and the checkout share. A secret is a compact JWT whose middle part
 * is base64url of UTF-8 JSON; the provider checks its signature and expiry, so the
 * browser reads the claims only to address, display and prepare (a frame's account,
 * the merchant's name, whether a confirm needs a captcha).
 */
import { isAccountId } from './account-id';
import { isRecord } from './boundary/plain-data';

/** The provider's `captcha_policy` values (docs/sandbox-api.md, "Captcha"): any other value asks for no captcha. */
export const CAPTCHA_POLICY_NAMES = ['off', 'google_first', 'tencent_first'] as const;
export type CaptchaPolicy = (typeof CAPTCHA_POLICY_NAMES)[number];

export interface SecretClaims {
  readonly account_id?: string;
  readonly intent_id?: string;
  readonly customer_id?: string;
  /** The merchant's name as the shopper knows it (terms, mandates). */
  readonly business_name?: string;
  /** Whether a confirm needs a captcha, and which vendor first (runtime/platform/captcha/policy.ts); absent: none. */
  readonly captcha_policy?: CaptchaPolicy;
  /** The provider's `padc` claim, carried as given (spec §3 names it, not its meaning). */
  readonly padc?: string;
  /** When the secret stops working, in seconds since the epoch (the JWT's `exp`). */
  readonly exp?: number;
}

/** Why a secret's claims could not be read: each step of the decoding that can fail. */
export type MalformedSecret = 'not_a_jwt' | 'not_base64url' | 'not_utf8' | 'not_json' | 'not_an_object';

export type SecretClaimsResult = { readonly ok: true; readonly claims: SecretClaims } | { readonly ok: false; readonly reason: MalformedSecret };

const MAX_TEXT_CLAIM = 200;
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_TEXT_CLAIM ? value.trim() : undefined);

/** Each claim's reader: a value of the wrong type, blank or too long reads as absent. */
const CLAIM_READERS: { readonly [name in keyof SecretClaims]-?: (value: unknown) => SecretClaims[name] } = {
  // An account id travels in an address and a header: only its safe form counts.
  account_id: (value) => (isAccountId(value) ? value : undefined),
  intent_id: text,
  customer_id: text,
  business_name: text,
  captcha_policy: (value) => CAPTCHA_POLICY_NAMES.find((name) => name === value),
  padc: text,
  exp: (value) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined),
};

/** The JSON payload of a compact JWT, or the step at which it is not one. Never throws. */
export function secretPayload(secret: string): Record<string, unknown> | MalformedSecret {
  const parts = secret.split('.');
  const part = parts[1];
  if (parts.length !== 3 || !part) return 'not_a_jwt';
  let bytes: Uint8Array;
  try {
    // atob takes base64 without its padding (forgiving-base64), so base64url mapped back and plain base64 alike; one char per byte.
    bytes = Uint8Array.from(atob(part.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
  } catch {
    return 'not_base64url';
  }
  let json: string;
  try {
    json = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return 'not_utf8';
  }
  let payload: unknown;
  try {
    payload = JSON.parse(json);
  } catch {
    return 'not_json';
  }
  return isRecord(payload) ? payload : 'not_an_object';
}

/** The claims of `secret`, each read by its rule, or why they cannot be read. */
export function readSecretClaims(secret: string): SecretClaimsResult {
  const payload = secretPayload(secret);
  if (typeof payload === 'string') return { ok: false, reason: payload };
  const claims: Record<string, unknown> = {};
  for (const [name, read] of Object.entries(CLAIM_READERS)) {
    const value = (read as (value: unknown) => unknown)(payload[name]);
    if (value !== undefined) claims[name] = value;
  }
  return { ok: true, claims: claims as SecretClaims };
}

/** One claim of `secret` by the decoding step alone (the SDK carries no other claim's rule): the caller's rule reads it. */
function rawClaim(secret: string | null | undefined, name: 'account_id' | 'intent_id'): unknown {
  const payload = secret ? secretPayload(secret) : null;
  return typeof payload === 'object' ? payload?.[name] : undefined;
}

/** The `account_id` claim of a client or customer secret (protocol/secret-claims.ts), when it has one. */
export function accountOfSecret(secret: string | null | undefined): string | undefined {
  const account = rawClaim(secret, 'account_id');
  return isAccountId(account) ? account : undefined;
}

/** The `intent_id` claim of a client secret, by its claim's rule: the intent a fresh secret alone in `update()` is for. */
export function intentOfSecret(secret: string | null | undefined): string | undefined {
  // The intent claim's rule (`text`), not CLAIM_READERS: the SDK carries no other claim's rule.
  return text(rawClaim(secret, 'intent_id'));
}
