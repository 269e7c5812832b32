import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isSupportedLanguage, SUPPORTED_LANGUAGES } from './languages';
import { isTranslationResource, type TranslationResource } from './loader';

const dir = fileURLToPath(new URL('./locales/', import.meta.url));
const read = (file: string): unknown => JSON.parse(readFileSync(`${dir}${file}`, 'utf8'));
/** `locales/en/*.json`: English sections a screen brings in its own chunk (screen-strings.ts). */
const englishSections = readdirSync(`${dir}en/`).filter((f) => f.endsWith('.json'));
/** All of English: the bundled file and every screen's section. */
const readEnglish = (): TranslationResource => Object.assign({}, read('en.json'), ...englishSections.map((file) => read(`en/${file}`))) as TranslationResource;
const keys = (resource: TranslationResource, prefix = ''): string[] =>
  Object.entries(resource).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));

// Every file here is served at /locales/{lng}.json by vite.config.ts (English is bundled).
describe('locale files', () => {
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  const english = readEnglish();

  it('include en.json', () => {
    expect(files).toContain('en.json');
  });

  it.each(englishSections)('en/%s is one valid section of its own, named after its file', (file) => {
    const section = read(`en/${file}`);
    expect(isTranslationResource(section)).toBe(true);
    expect(Object.keys(section as object)).toEqual([file.replace(/\.json$/, '')]);
    expect(Object.keys(read('en.json') as object)).not.toContain(file.replace(/\.json$/, ''));
  });

  it.each(files)('%s is a supported language and a valid translation with no key English lacks', (file) => {
    expect(isSupportedLanguage(file.replace(/\.json$/, ''))).toBe(true);
    const resource = read(file);
    expect(isTranslationResource(resource)).toBe(true);
    const known = new Set(keys(english));
    expect(keys(resource as TranslationResource).filter((key) => !known.has(key))).toEqual([]);
  });
});

/**
 * Texts a local checkout really shows as in English (a format hint, a term of
 * art); any other value equal to English is an untranslated string.
 */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[] | 'all'>> = {
  'card.number.placeholder': 'all',
  'card.expiry.placeholder': ['ko', 'ja', 'zh', 'zh-HK', 'ar'],
  // German writes "optional" as English does.
  'billing.optional': ['de'],
  // "Total" is the word on a French, Spanish, Romanian, Portuguese and Indonesian receipt too.
  'checkout.total': ['fr', 'es', 'ro', 'pt', 'id'],
  'card.cvc.placeholder': ['ko', 'ja', 'fr', 'ar', 'nl', 'pl', 'es', 'ro', 'it', 'sv', 'pt', 'da', 'ru', 'id', 'fi', 'ms'],
  // Two masking dots: the field is a password field.
  'kr_card.psw_first_two.placeholder': 'all',
  // Payment brands keep their own name; WeChat Pay has a Chinese one (微信支付).
  'dropin.method.applepay': 'all',
  'dropin.method.googlepay': 'all',
  'dropin.method.wechatpay': ['ko', 'de', 'ja', 'fr', 'ar', 'nl', 'pl', 'es', 'ro', 'it', 'sv', 'pt', 'da', 'ru', 'id', 'fi', 'ms'],
  'dropin.method.spei': 'all',
  'dropin.method.paynow': 'all',
  // Romanian says "card"; Indonesian and Malay say "ATM".
  'dropin.method.card': ['ro'],
  'dropin.method.pay_easy': ['id', 'ms'],
  // The konbini chains' own names, and the IBAN, read as in English where the language writes them so.
  ...Object.fromEntries(['seven_eleven', 'lawson', 'familymart', 'ministop', 'seicomart'].map((store) => [`instructions.store.${store}`, 'all' as const])),
  'instructions.label.iban': 'all',
  'directDebit.field.iban.label': 'all',
  // "Bank" is the word itself in these languages.
  'directDebit.bank': ['de', 'nl', 'pl', 'sv', 'da', 'id', 'ms'],
  // Brand names: PayNow everywhere; WeChat Pay has its own name in Chinese and Korean only.
  // The wallets' names are brands, written the same everywhere.
  'element.apple-pay.name': 'all',
  'element.google-pay.name': 'all',
};

const valueAt = (resource: TranslationResource, key: string): string | undefined =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], resource) as string | undefined;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*([\w.]+)\s*\}\}/g)].map((m) => m[1]).sort();

/** i18next's plural suffixes: a language has the ones its own plural rules name (`key_one`, `key_few`…). */
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const baseKey = (key: string) => key.replace(PLURAL_SUFFIX, '');
/** Each plural key's base, with the plural categories the file gives it. */
const pluralForms = (list: readonly string[]): Map<string, string[]> => {
  const forms = new Map<string, string[]>();
  for (const key of list) {
    const category = PLURAL_SUFFIX.exec(key)?.[1];
    if (category) forms.set(baseKey(key), [...(forms.get(baseKey(key)) ?? []), category].sort());
  }
  return forms;
};
/** The English text a key translates: itself, or for a plural form English lacks (`_few`), English's `_other`. */
const englishSource = (english: TranslationResource, key: string) => valueAt(english, key) ?? valueAt(english, `${baseKey(key)}_other`);

describe('every language of spec §9 is translated', () => {
  const english = readEnglish();
  const englishKeys = keys(english);
  const languages = Object.keys(SUPPORTED_LANGUAGES).filter((lng) => lng !== 'en');

  it.each(['en', ...languages])('%s gives each plural text exactly the plural forms of its language', (lng) => {
    const resource = lng === 'en' ? english : (read(`${lng}.json`) as TranslationResource);
    const categories = [...new Intl.PluralRules(lng).resolvedOptions().pluralCategories].sort();
    for (const [key, forms] of pluralForms(keys(resource))) expect(forms, `${lng} ${key}`).toEqual(categories);
  });

  it.each(languages)('%s has every key of English, the same placeholders, and no English left over', (lng) => {
    const resource = read(`${lng}.json`) as TranslationResource;
    const own = keys(resource);
    const unique = (list: readonly string[]) => [...new Set(list.map(baseKey))].sort();
    expect(unique(own)).toEqual(unique(englishKeys));
    for (const key of own) {
      const value = valueAt(resource, key) ?? '';
      const source = englishSource(english, key) ?? '';
      expect(value.trim(), `${lng} ${key}`).not.toBe('');
      expect(placeholders(value), `${lng} ${key}`).toEqual(placeholders(source));
      const allowed = SAME_AS_ENGLISH[key];
      if (value === source) expect(allowed === 'all' || (allowed?.includes(lng) ?? false), `${lng} ${key} is still English`).toBe(true);
    }
  });
});
