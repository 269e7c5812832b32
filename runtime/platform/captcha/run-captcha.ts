/**
 * The captcha chunk's entry (loaded by confirm-fields.ts only when the client secret
 * asks for a captcha): this frame's scripts and the captcha for one confirm.
 */
import { currentEnvironment } from '../env';
import type { CaptchaResult } from './vendor-api';
import { fetchCaptchaResult, vendorScriptsFor } from './fetch-captcha-result';
import type { VendorScripts } from './vendor-scripts';
import type { CaptchaVendor } from './vendors';

let scripts: VendorScripts | null = null;

export function runCaptcha(preferred: CaptchaVendor): Promise<CaptchaResult> {
  const language = document.documentElement.lang || 'en';
  // Built once: a script's status is final for the frame's life (spec §4).
  scripts ??= vendorScriptsFor(currentEnvironment(), language);
  return fetchCaptchaResult(preferred, { env: currentEnvironment(), language, win: window, scripts });
}
