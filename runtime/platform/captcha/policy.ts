/**
 * The client secret's `captcha_policy` claim (spec §3; its names in protocol/secret-claims.ts): whether the shopper must pass
 * a captcha before a confirm, and which vendor is tried first. Spec §4: the
 * Google-type vendor is preferred by default; a policy may prefer the Tencent-type one.
 * The provider names the values (the sandbox: docs/sandbox-api.md, "Captcha"); any
 * other value, or none, asks for no captcha (the provider still refuses a confirm it
 * wanted a token for, so reading too little costs a refusal, never a bypass).
 */
import type { CaptchaPolicy } from '../../../protocol/secret-claims';
import type { CaptchaVendor } from './vendors';

export const CAPTCHA_POLICIES = {
  off: null,
  google_first: 'google',
  tencent_first: 'tencent',
} as const satisfies Record<CaptchaPolicy, CaptchaVendor | null>;

/** The vendor to try first, or `null` when the policy asks for no captcha. */
export function preferredVendor(policy: CaptchaPolicy | undefined): CaptchaVendor | null {
  return policy === undefined ? null : CAPTCHA_POLICIES[policy];
}
