/**
 * The claims of a client secret (spec §3: account_id, intent_id, business_name,
 * customer_id, captcha_policy, padc), read for display and to know whether a confirm
 * needs a captcha: the provider checks the signature and the captcha, the browser
 * never needs to. A secret that is not a readable JWT is logged (spec §8
 * onDecodeJwtError) and reads as no claims.
 */
import { isRecord } from '../../../protocol';
import { logEvent } from '../telemetry';
import { isCaptchaPolicy, type CaptchaPolicy } from '../captcha/policy';

export interface TokenClaims {
  readonly account_id?: string;
  readonly intent_id?: string;
  readonly customer_id?: string;
  /** The merchant's name as the shopper knows it (terms, mandates). */
  readonly business_name?: string;
  /** Whether a confirm needs a captcha, and which vendor first (runtime/platform/captcha/policy.ts); absent: none. */
  readonly captcha_policy?: CaptchaPolicy;
  /** The provider's `padc` claim, carried as given (spec §3 names it, not its meaning): nothing here acts on it. */
  readonly padc?: string;
}

const TEXT_CLAIMS = ['account_id', 'intent_id', 'customer_id', 'business_name', 'padc'] as const;
const MAX_CLAIM_LENGTH = 200;

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=');
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

export function readTokenClaims(secret: string | null | undefined): TokenClaims {
  if (!secret) return {};
  try {
    const payload: unknown = JSON.parse(decodeBase64Url(secret.split('.')[1] ?? ''));
    if (!isRecord(payload)) throw new Error('claims are not an object');
    const claims: { -readonly [name in keyof TokenClaims]: TokenClaims[name] } = {};
    for (const name of TEXT_CLAIMS) {
      const value = payload[name];
      if (typeof value === 'string' && value.trim() !== '' && value.length <= MAX_CLAIM_LENGTH) claims[name] = value.trim();
    }
    if (isCaptchaPolicy(payload.captcha_policy)) claims.captcha_policy = payload.captcha_policy;
    return claims;
  } catch (error) {
    logEvent('onDecodeJwtError', 'warn', { message: error instanceof Error ? error.message : String(error) });
    return {};
  }
}

/** The merchant's name from the secret's `business_name` claim, or null (then the texts say "the merchant"). */
export function businessNameOf(secret: string | null | undefined): string | null {
  return readTokenClaims(secret).business_name ?? null;
}
