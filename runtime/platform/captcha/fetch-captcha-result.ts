/**
 * A captcha result for one confirm: the preferred vendor's script, or the other's
 * when it failed (spec §4), asked for a token in the shopper's language (spec §5).
 * Spec §8: any failure (no script loaded, the vendor refused, the shopper closed it)
 * is logged as `onFetchCaptchaResultError` and yields an empty token; the provider
 * decides what a confirm without one gets.
 */
import type { Environment } from '../env';
import { captchaLanguage } from '../i18n/captcha-language';
import { logEvent } from '../telemetry';
import { captchaScript } from './captcha-setup';
import { VENDOR_APIS, type CaptchaResult } from './vendor-api';
import { createVendorScripts, readyVendor, type LoadScript, type VendorScripts } from './vendor-scripts';
import { fallbackVendor, type CaptchaVendor } from './vendors';

export const EMPTY_CAPTCHA_RESULT: CaptchaResult = { token: '', randomStr: '', customizedState: '' };

export interface CaptchaContext {
  readonly env: Environment;
  /** The UI language shown (the document's `lang`), mapped to a captcha language here. */
  readonly language: string;
  readonly win: Window;
  readonly scripts: VendorScripts;
}

export async function fetchCaptchaResult(preferred: CaptchaVendor, { env, language, win, scripts }: CaptchaContext): Promise<CaptchaResult> {
  const captchaLang = captchaLanguage(language);
  try {
    const vendor = await readyVendor(preferred, scripts, fallbackVendor(preferred));
    if (vendor === null) throw new Error('no captcha script loaded');
    return await VENDOR_APIS[vendor]({ siteKey: captchaScript(env, vendor, captchaLang).siteKey, language: captchaLang }, win);
  } catch (error) {
    logEvent('onFetchCaptchaResultError', 'warn', { preferred, message: error instanceof Error ? error.message : String(error) });
    return EMPTY_CAPTCHA_RESULT;
  }
}

/** The frame's vendor scripts (each loaded at most once per frame), for `env` and `language`. */
export function vendorScriptsFor(env: Environment, language: string, loadScript?: LoadScript): VendorScripts {
  return createVendorScripts((vendor) => captchaScript(env, vendor, captchaLanguage(language)).scriptUrl, loadScript);
}
