import { describe, expect, it } from 'vitest';
import { captchaLanguage } from './captcha-language';
import { SUPPORTED_LANGUAGES } from './languages';

describe('captchaLanguage (spec §5)', () => {
  it('maps zh to zh-CN, keeps the captcha languages, and sends any other to en', () => {
    expect(captchaLanguage('zh')).toBe('zh-CN');
    expect(captchaLanguage('zh-HK')).toBe('zh-HK');
    expect(captchaLanguage('ja')).toBe('ja');
    expect(captchaLanguage('nl')).toBe('nl');
    expect(captchaLanguage('sv')).toBe('en');
    expect(captchaLanguage('xx')).toBe('en');
    expect(captchaLanguage('__proto__')).toBe('en');
  });
  it('gives every UI language a captcha language', () => {
    const mapped = Object.fromEntries(Object.keys(SUPPORTED_LANGUAGES).map((lng) => [lng, captchaLanguage(lng)]));
    expect(mapped).toEqual({
      en: 'en',
      ko: 'ko',
      de: 'de',
      ja: 'ja',
      zh: 'zh-CN',
      fr: 'fr',
      ar: 'ar',
      nl: 'nl',
      pl: 'pl',
      'zh-HK': 'zh-HK',
      es: 'es',
      ro: 'en',
      it: 'it',
      sv: 'en',
      pt: 'pt',
      da: 'en',
      ru: 'ru',
      id: 'id',
      fi: 'en',
      ms: 'ms',
    });
  });
});
