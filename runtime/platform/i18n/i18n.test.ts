// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import en from './locales/en.json';
import { createI18n, type I18nLogger } from './i18n';
import type { TranslationLoader, TranslationResource } from './loader';
import { SUPPORTED_LANGUAGES } from './languages';
import { ELEMENT_KINDS, elementTitleKey, type ElementKind } from '../../../protocol';

const logger = () => ({ onLoadTranslationResourceFail: vi.fn<I18nLogger['onLoadTranslationResourceFail']>() });

describe('createI18n', () => {
  it('starts in bundled English, without fetching', () => {
    const load = vi.fn<TranslationLoader>();
    const { i18n } = createI18n({ load, logger: logger() });
    expect(i18n.t('crash.message')).toBe('There is something wrong, please reload the page.');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(load).not.toHaveBeenCalled();
  });

  it('loads and applies a language, setting lang and dir (ar is rtl)', async () => {
    const load = vi.fn<TranslationLoader>().mockResolvedValue({ crash: { message: 'هناك خطأ' } });
    const { i18n, applyLanguage } = createI18n({ load, logger: logger() });
    await expect(applyLanguage('ar')).resolves.toBe('ar');
    expect(i18n.language).toBe('ar');
    expect(i18n.t('crash.message')).toBe('هناك خطأ');
    // Keys the file lacks fall back to English.
    expect(i18n.t('crash.reload')).toBe('Reload the page');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
  });

  it('falls back to English and reports when loading fails', async () => {
    const error = new Error('boom');
    const load = vi.fn<TranslationLoader>().mockRejectedValue(error);
    const log = logger();
    const { i18n, applyLanguage } = createI18n({ load, logger: log });
    await expect(applyLanguage('de')).resolves.toBe('en');
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(log.onLoadTranslationResourceFail).toHaveBeenCalledWith({ language: 'de', error });
  });

  it('loads each language once, and retries after a failure', async () => {
    const load = vi
      .fn<TranslationLoader>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ a11y: { loading: 'Laden' } });
    const { i18n, applyLanguage } = createI18n({ load, logger: logger() });
    await applyLanguage('nl');
    await applyLanguage('nl');
    await applyLanguage('en');
    await applyLanguage('nl');
    expect(load).toHaveBeenCalledTimes(2);
    expect(i18n.t('a11y.loading')).toBe('Laden');
  });

  it('never fetches English', async () => {
    const load = vi.fn<TranslationLoader>();
    const { applyLanguage } = createI18n({ load, logger: logger() });
    await expect(applyLanguage('en')).resolves.toBe('en');
    expect(load).not.toHaveBeenCalled();
  });

  it('a slow language does not undo a later choice', async () => {
    let finishFr!: (value: { a: string }) => void;
    const load = vi.fn<TranslationLoader>((lng) => (lng === 'fr' ? new Promise((resolve) => (finishFr = resolve)) : Promise.resolve({ a: lng })));
    const { i18n, applyLanguage } = createI18n({ load, logger: logger() });
    const fr = applyLanguage('fr');
    await applyLanguage('pl');
    finishFr({ a: 'fr' });
    await fr;
    expect(i18n.language).toBe('pl');
    expect(document.documentElement.lang).toBe('pl');
  });

  it('fills {{name}} placeholders, in the language shown and in the English fallback', async () => {
    const load = vi.fn<TranslationLoader>().mockResolvedValue({ greet: 'Bonjour {{ name }}, {{who.role}}' });
    const { i18n, applyLanguage } = createI18n({ load, logger: logger() });
    await applyLanguage('fr');
    expect(i18n.t('greet', { name: 'Ada', who: { role: 'admin' } })).toBe('Bonjour Ada, admin');
    expect(i18n.t('greet', { name: 'Ada' }, 'en')).toBe('greet');
  });

  it("adds a screen's English section once, keeping a section English has, and only to its own instance", () => {
    const { i18n } = createI18n({ load: vi.fn<TranslationLoader>(), logger: logger() });
    i18n.addEnglish({ extra: { hello: 'Hello {{name}}' }, crash: { reload: 'Replaced' } });
    expect(i18n.t('extra.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(i18n.t('crash.reload')).not.toBe('Replaced');
    i18n.addEnglish({ extra: { hello: 'Again' } });
    expect(i18n.t('extra.hello', { name: 'Ada' })).toBe('Hello Ada');
    expect(createI18n({ load: vi.fn<TranslationLoader>(), logger: logger() }).i18n.t('extra.hello')).toBe('extra.hello');
  });

  it('picks plural forms by the language shown (key_one / key_few / key_many / key_other), falling back to the bare key', async () => {
    const load = vi.fn<TranslationLoader>().mockResolvedValue({
      left: {
        attempts_one: 'Осталась {{count}} попытка',
        attempts_few: 'Осталось {{count}} попытки',
        attempts_many: 'Осталось {{count}} попыток',
        attempts_other: 'Осталось {{count}} попытки',
      },
    });
    const { i18n, applyLanguage } = createI18n({ load, logger: logger(), document: null });
    i18n.addEnglish({ left: { attempts_one: '{{count}} attempt left', attempts_other: '{{count}} attempts left', plain: 'Attempts left: {{count}}' } });
    expect([1, 2].map((count) => i18n.t('left.attempts', { count }))).toEqual(['1 attempt left', '2 attempts left']);
    expect(i18n.t('left.plain', { count: 1 })).toBe('Attempts left: 1');
    await applyLanguage('ru');
    expect([1, 3, 5, 21].map((count) => i18n.t('left.attempts', { count }))).toEqual([
      'Осталась 1 попытка',
      'Осталось 3 попытки',
      'Осталось 5 попыток',
      'Осталась 21 попытка',
    ]);
  });

  it('picks a text by context (key_context) and leaves values unescaped, for React to escape', () => {
    const { i18n } = createI18n({ load: vi.fn<TranslationLoader>(), logger: logger(), document: null });
    i18n.addEnglish({ pay: { button: 'Pay', button_subscribe: 'Subscribe', to: 'Pay {{merchant}}' } });
    expect(i18n.t('pay.button', { context: 'subscribe' })).toBe('Subscribe');
    expect(i18n.t('pay.button', { context: 'unknown' })).toBe('Pay');
    expect(i18n.t('pay.to', { merchant: "Ben & Jerry's <shop>" })).toBe("Pay Ben & Jerry's <shop>");
  });

  it('treats an empty text as missing, showing English', async () => {
    const load = vi.fn<TranslationLoader>().mockResolvedValue({ crash: { reload: '' } });
    const { i18n, applyLanguage } = createI18n({ load, logger: logger(), document: null });
    await applyLanguage('fi');
    expect(i18n.t('crash.reload')).toBe('Reload the page');
  });

  it('falls back from zh-HK to English, not to another Chinese file loaded earlier', async () => {
    const load = vi.fn<TranslationLoader>((lng) =>
      Promise.resolve<TranslationResource>(lng === 'zh' ? { crash: { reload: '重新加载页面' } } : { a11y: { loading: '載入中' } }),
    );
    const { i18n, applyLanguage } = createI18n({ load, logger: logger(), document: null });
    await applyLanguage('zh');
    await applyLanguage('zh-HK');
    expect(i18n.t('a11y.loading')).toBe('載入中');
    expect(i18n.t('crash.reload')).toBe('Reload the page');
  });

  it('answers the key itself for a key no language has, or one naming a group of texts', () => {
    const { i18n } = createI18n({ load: vi.fn<TranslationLoader>(), logger: logger() });
    expect(i18n.t('crash.nope')).toBe('crash.nope');
    expect(i18n.t('crash')).toBe('crash');
  });

  it('tells subscribers of each change of language, once, and not after unsubscribing', async () => {
    const load = vi.fn<TranslationLoader>().mockResolvedValue({ a: 'b' });
    const { i18n, applyLanguage } = createI18n({ load, logger: logger() });
    const onChange = vi.fn(() => i18n.language);
    const unsubscribe = i18n.subscribe(onChange);
    await applyLanguage('en');
    expect(onChange).not.toHaveBeenCalled();
    await applyLanguage('sv');
    await applyLanguage('sv');
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveLastReturnedWith('sv');
    unsubscribe();
    await applyLanguage('en');
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('en.json', () => {
  const flatten = (obj: object, prefix = ''): Record<string, unknown> =>
    Object.fromEntries(
      Object.entries(obj).flatMap(([key, value]) =>
        typeof value === 'object' && value !== null ? Object.entries(flatten(value as object, `${prefix}${key}.`)) : [[`${prefix}${key}`, value]],
      ),
    );
  const flat = flatten(en);

  it.each([
    ['crash.message', 'There is something wrong, please reload the page.'],
    ['crash.reload', 'Reload the page'],
    ['screen.unavailable', 'This page is not available.'],
    ['element.card.title', 'Secure card payment input'],
    ['card.number.placeholder', '1234 1234 1234 1234'],
    ['card.processing', 'Processing payment…'],
    ['frame.origin_mismatch', "This payment form can't be shown on this page."],
    ['payment.error.default_backend_error', 'Something went wrong. Please try again.'],
    ['payment.issuer_error.issuer_declined', 'Your card was declined. Please contact your card issuer or try a different card.'],
    ['a11y.loading', 'Loading'],
  ])('%s', (key, text) => {
    expect(flat[key]).toBe(text);
  });

  it("names every element kind's frame", () => {
    for (const kind of Object.keys(ELEMENT_KINDS) as ElementKind[]) expect(typeof flat[elementTitleKey(kind)], kind).toBe('string');
    expect(elementTitleKey('kr-card-number')).toBe('element.card-number.title');
  });

  it('has a message for every issuer key of spec §8 and the default', () => {
    const keys = [
      'error_with_payment',
      'suspected_fraud',
      'payment_method_unavailable',
      'insufficient_funds',
      'card_expired',
      'incorrect_pin',
      'exceed_limit_1',
      'exceed_frequency_limit',
      'provider_declined',
      'card_not_activated',
      'invalid_3_digit',
      'exceed_limit',
      'invalid_4_digit',
      'invalid_expiry',
      'issuer_declined',
    ];
    for (const key of keys) expect(typeof flat[`payment.issuer_error.${key}`], key).toBe('string');
    expect(flat['payment.issuer_error.insufficient_funds']).toBe("This card doesn't have sufficient funds or credit. Please try a different card.");
  });

  it('has only non-empty string leaves', () => {
    for (const [key, value] of Object.entries(flat)) expect(typeof value === 'string' && value.length > 0, key).toBe(true);
  });
});

describe('SUPPORTED_LANGUAGES', () => {
  it('lists the 20 languages of spec §9, only ar right-to-left', () => {
    expect(Object.keys(SUPPORTED_LANGUAGES)).toEqual([
      'en',
      'ko',
      'de',
      'ja',
      'zh',
      'fr',
      'ar',
      'nl',
      'pl',
      'zh-HK',
      'es',
      'ro',
      'it',
      'sv',
      'pt',
      'da',
      'ru',
      'id',
      'fi',
      'ms',
    ]);
    const rtl = Object.entries(SUPPORTED_LANGUAGES)
      .filter(([, v]) => v.dir === 'rtl')
      .map(([k]) => k);
    expect(rtl).toEqual(['ar']);
  });
});
