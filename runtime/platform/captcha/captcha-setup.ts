/**
 * Where each environment loads each captcha vendor's script from, and the site key
 * it uses there (spec §9: "separate captcha site keys per environment"; the values
 * are ours). Locally the sandbox serves stand-ins with the vendors' surface
 * (docs/sandbox-api.md, "Captcha"), so the real loading path runs with no network;
 * their site keys are the ones the sandbox's stand-in vendor knows.
 */
import type { Environment, EnvironmentName } from '../env';
import type { CaptchaLanguage } from '../i18n/captcha-language';
import type { CaptchaVendor } from './vendors';

const GOOGLE_ENTERPRISE_JS = 'https://www.google.com/recaptcha/enterprise.js';
const TENCENT_CAPTCHA_JS = 'https://turing.captcha.qcloud.com/TCaptcha.js';

interface VendorSetup {
  /** An absolute URL, or a path on the environment's API origin (the sandbox). */
  readonly script: string;
  readonly siteKey: string;
}

export const CAPTCHA_SETUPS = {
  local: {
    google: { script: '/simulator/captcha/google/enterprise.js', siteKey: 'local-google-site-key' },
    tencent: { script: '/simulator/captcha/tencent/TCaptcha.js', siteKey: '190000001' },
  },
  dev: {
    google: { script: GOOGLE_ENTERPRISE_JS, siteKey: '6LdPorticoDevGoogleSiteKey000000000000001' },
    tencent: { script: TENCENT_CAPTCHA_JS, siteKey: '190000011' },
  },
  staging: {
    google: { script: GOOGLE_ENTERPRISE_JS, siteKey: '6LdPorticoStagingGoogleSiteKey00000000002' },
    tencent: { script: TENCENT_CAPTCHA_JS, siteKey: '190000012' },
  },
  demo: {
    google: { script: GOOGLE_ENTERPRISE_JS, siteKey: '6LdPorticoDemoGoogleSiteKey0000000000003' },
    tencent: { script: TENCENT_CAPTCHA_JS, siteKey: '190000013' },
  },
  prod: {
    google: { script: GOOGLE_ENTERPRISE_JS, siteKey: '6LdPorticoProdGoogleSiteKey0000000000004' },
    tencent: { script: TENCENT_CAPTCHA_JS, siteKey: '190000014' },
  },
} as const satisfies Record<EnvironmentName, Record<CaptchaVendor, VendorSetup>>;

export interface CaptchaScript {
  readonly scriptUrl: string;
  readonly siteKey: string;
}

/**
 * The vendor's script address and site key in `env`. The Google-type script is
 * asked to render with the site key and in the shopper's language (`render`, `hl`);
 * the Tencent-type one takes both when the captcha is made.
 */
export function captchaScript(env: Environment, vendor: CaptchaVendor, language: CaptchaLanguage): CaptchaScript {
  const { script, siteKey } = CAPTCHA_SETUPS[env.name][vendor];
  const url = new URL(script, `${env.apiBase}/`);
  if (vendor === 'google') {
    url.searchParams.set('render', siteKey);
    url.searchParams.set('hl', language);
  }
  return { scriptUrl: url.href, siteKey };
}
