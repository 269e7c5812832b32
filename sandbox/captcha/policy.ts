/**
 * The intent's `captcha_policy` (docs/sandbox-api.md, "Captcha"): given at create,
 * kept on the intent, and carried as a claim of every client secret issued for it
 * (spec §3), so the checkout knows to run a captcha before the confirm. The values are
 * the runtime's (runtime/platform/captcha/policy.ts; sandbox/contract/captcha.test.ts holds the
 * two lists together).
 */
import { invalid } from '../core/errors';

export const CAPTCHA_POLICIES = ['off', 'google_first', 'tencent_first'] as const;
export type CaptchaPolicy = (typeof CAPTCHA_POLICIES)[number];

/** The create body's `captcha_policy`: absent, `null` or `off` is no captcha (stored as nothing). */
export function parseCaptchaPolicy(value: unknown): Exclude<CaptchaPolicy, 'off'> | null {
  if (value === undefined || value === null || value === 'off') return null;
  if (typeof value !== 'string' || !(CAPTCHA_POLICIES as readonly string[]).includes(value)) {
    throw invalid('captcha_policy', 'unsupported', `captcha_policy must be one of: ${CAPTCHA_POLICIES.join(', ')}.`);
  }
  return value as Exclude<CaptchaPolicy, 'off'>;
}

/** Whether the intent's browser confirms need a captcha token. */
export function needsCaptcha(intent: { readonly captcha_policy?: unknown }): boolean {
  return typeof intent.captcha_policy === 'string' && intent.captcha_policy !== 'off';
}
