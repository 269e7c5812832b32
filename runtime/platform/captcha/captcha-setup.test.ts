import { describe, expect, it } from 'vitest';
import { resolveEnvironment } from '../env';
import { CAPTCHA_SETUPS, captchaScript } from './captcha-setup';

describe('captcha scripts and site keys per environment (spec §9)', () => {
  it.each([
    [
      'http://127.0.0.1:3100/',
      'http://127.0.0.1:3100/simulator/captcha/google/enterprise.js?render=local-google-site-key&hl=ja',
      'http://127.0.0.1:3100/simulator/captcha/tencent/TCaptcha.js',
    ],
    [
      'https://checkout-dev.portico.example/',
      'https://www.google.com/recaptcha/enterprise.js?render=6LdPorticoDevGoogleSiteKey000000000000001&hl=ja',
      'https://turing.captcha.qcloud.com/TCaptcha.js',
    ],
    [
      'https://checkout.portico.example/',
      'https://www.google.com/recaptcha/enterprise.js?render=6LdPorticoProdGoogleSiteKey0000000000004&hl=ja',
      'https://turing.captcha.qcloud.com/TCaptcha.js',
    ],
  ] as const)('%s loads %s and %s', (page, google, tencent) => {
    const env = resolveEnvironment(page);
    expect(captchaScript(env, 'google', 'ja').scriptUrl).toBe(google);
    expect(captchaScript(env, 'tencent', 'ja').scriptUrl).toBe(tencent);
  });

  it('gives each environment its own site key for each vendor', () => {
    for (const vendor of ['google', 'tencent'] as const) {
      const keys = Object.values(CAPTCHA_SETUPS).map((setup) => setup[vendor].siteKey);
      expect(new Set(keys).size, vendor).toBe(keys.length);
    }
    expect(captchaScript(resolveEnvironment('https://checkout-staging.portico.example/'), 'tencent', 'en').siteKey).toBe('190000012');
    expect(captchaScript(resolveEnvironment('https://checkout-demo.portico.example/'), 'google', 'en').siteKey).toBe(
      '6LdPorticoDemoGoogleSiteKey0000000000003',
    );
  });
});
