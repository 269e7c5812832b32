/**
 * What a confirm adds for the captcha: nothing when the client secret's
 * `captcha_policy` asks for none (and then no captcha code or script is fetched),
 * else the result of spec §3 as the confirm body's `captcha` field. The captcha code
 * is its own chunk; a chunk that cannot load counts as a captcha error (an empty token).
 */
import { logEvent } from '../telemetry';
import { importWithRetry } from '../lib/import-with-retry';
import type { CaptchaPolicy } from '../../../protocol/secret-claims';
import { preferredVendor } from './policy';
import type { CaptchaResult } from './vendor-api';

/** The confirm body's `captcha` field (docs/sandbox-api.md, "Captcha"). */
export interface CaptchaConfirmField {
  readonly token: string;
  readonly random_str: string;
  readonly customized_state: string;
}

export async function captchaConfirmFields(policy: CaptchaPolicy | undefined): Promise<{ readonly captcha?: CaptchaConfirmField }> {
  const preferred = preferredVendor(policy);
  if (preferred === null) return {};
  let result: CaptchaResult;
  try {
    const { runCaptcha } = await importWithRetry(() => import('./run-captcha'));
    result = await runCaptcha(preferred);
  } catch (error) {
    logEvent('onFetchCaptchaResultError', 'warn', { preferred, message: error instanceof Error ? error.message : String(error) });
    result = { token: '', randomStr: '', customizedState: '' };
  }
  return { captcha: { token: result.token, random_str: result.randomStr, customized_state: result.customizedState } };
}
