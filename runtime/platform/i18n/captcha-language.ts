/**
 * Spec §5: the languages the captcha vendors accept, and the mapping from a UI
 * language to one of them: `zh` is `zh-CN`, any other unknown language `en`.
 * For the captcha of the telemetry issue to call.
 */
const CAPTCHA_LANGUAGES = [
  'ar',
  'de',
  'en',
  'es',
  'fil',
  'fr',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'lo',
  'ms',
  'my',
  'pl',
  'pt',
  'ru',
  'th',
  'tr',
  'ur',
  'vi',
  'zh-CN',
  'zh-HK',
  'zh-TW',
  'nl',
] as const;
export type CaptchaLanguage = (typeof CAPTCHA_LANGUAGES)[number];

export function captchaLanguage(language: string): CaptchaLanguage {
  if (language === 'zh') return 'zh-CN';
  return (CAPTCHA_LANGUAGES as readonly string[]).includes(language) ? (language as CaptchaLanguage) : 'en';
}
