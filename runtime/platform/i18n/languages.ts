/**
 * The 20 languages of the UI (spec §9), with the name a shopper reads in a
 * language picker and the text direction. Pure data and pure functions: the
 * router imports this file, so it must not pull in the translations.
 */
export const SUPPORTED_LANGUAGES = {
  en: { nativeName: 'English', dir: 'ltr' },
  ko: { nativeName: '한국어', dir: 'ltr' },
  de: { nativeName: 'Deutsch', dir: 'ltr' },
  ja: { nativeName: '日本語', dir: 'ltr' },
  zh: { nativeName: '简体中文', dir: 'ltr' },
  fr: { nativeName: 'Français', dir: 'ltr' },
  ar: { nativeName: 'العربية', dir: 'rtl' },
  nl: { nativeName: 'Nederlands', dir: 'ltr' },
  pl: { nativeName: 'Polski', dir: 'ltr' },
  'zh-HK': { nativeName: '繁體中文（香港）', dir: 'ltr' },
  es: { nativeName: 'Español', dir: 'ltr' },
  ro: { nativeName: 'Română', dir: 'ltr' },
  it: { nativeName: 'Italiano', dir: 'ltr' },
  sv: { nativeName: 'Svenska', dir: 'ltr' },
  pt: { nativeName: 'Português', dir: 'ltr' },
  da: { nativeName: 'Dansk', dir: 'ltr' },
  ru: { nativeName: 'Русский', dir: 'ltr' },
  id: { nativeName: 'Bahasa Indonesia', dir: 'ltr' },
  fi: { nativeName: 'Suomi', dir: 'ltr' },
  ms: { nativeName: 'Bahasa Melayu', dir: 'ltr' },
} as const satisfies Record<string, { nativeName: string; dir: 'ltr' | 'rtl' }>;

export type SupportedLanguage = keyof typeof SUPPORTED_LANGUAGES;
export type TextDirection = (typeof SUPPORTED_LANGUAGES)[SupportedLanguage]['dir'];

/** Bundled with the entry; every other language is fetched on demand. */
export const DEFAULT_LANGUAGE = 'en' satisfies SupportedLanguage;

const BY_LOWER_CASE: ReadonlyMap<string, SupportedLanguage> = new Map(
  (Object.keys(SUPPORTED_LANGUAGES) as SupportedLanguage[]).map((lng) => [lng.toLowerCase(), lng]),
);

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && Object.hasOwn(SUPPORTED_LANGUAGES, value);
}

/**
 * The supported language a tag names exactly, compared case-insensitively and with
 * `_` read as `-` (`zh-hk`, `ZH_HK` → `zh-HK`); `null` if it names none.
 */
export function matchSupportedLanguage(tag: string): SupportedLanguage | null {
  return BY_LOWER_CASE.get(tag.trim().replaceAll('_', '-').toLowerCase()) ?? null;
}

/**
 * Spec §5: a requested language (URL `lang` / `locale`) is accepted only if it is
 * supported; otherwise the browser's languages are tried in order of preference,
 * each first as a whole tag (so `zh-HK` keeps its region) and then by its prefix
 * (`de-AT` → `de`); otherwise `en`. A requested `fr-CA` is not supported and is
 * not shortened: shortening applies to the browser's languages only.
 */
export function resolveLanguage(requested: string | null | undefined, navigatorLanguages: readonly string[] = []): SupportedLanguage {
  if (requested) {
    const match = matchSupportedLanguage(requested);
    if (match) return match;
  }
  for (const tag of navigatorLanguages) {
    const match = matchSupportedLanguage(tag) ?? matchSupportedLanguage(tag.split(/[-_]/, 1)[0] ?? '');
    if (match) return match;
  }
  return DEFAULT_LANGUAGE;
}

export function textDirection(lng: SupportedLanguage): TextDirection {
  return SUPPORTED_LANGUAGES[lng].dir;
}
