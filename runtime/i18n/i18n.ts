/**
 * The i18next instance of the runtime. English is bundled and always present;
 * another language is applied only once its file has loaded, so the page never
 * says `lang="fr"` over English text. A failed load is reported
 * (`onLoadTranslationResourceFail`, spec §8) and the page stays in English.
 */
import i18next, { type i18n as I18n } from 'i18next';
import en from './locales/en.json';
import { createTranslationLoader, type TranslationLoader } from './loader';
import { DEFAULT_LANGUAGE, textDirection, type SupportedLanguage } from './languages';

export const NAMESPACE = 'translation';

export interface I18nLogger {
  onLoadTranslationResourceFail(details: { readonly language: SupportedLanguage; readonly error: unknown }): void;
}

export const consoleI18nLogger: I18nLogger = {
  onLoadTranslationResourceFail: ({ language, error }) =>
    console.warn(`[portico] onLoadTranslationResourceFail: ${language}`, error),
};

export interface PorticoI18n {
  readonly i18n: I18n;
  /**
   * Loads (once) and switches to `lng`, or to English if it cannot be loaded;
   * resolves with the language shown. A call overtaken by a later one changes nothing.
   */
  applyLanguage(lng: SupportedLanguage): Promise<SupportedLanguage>;
}

export interface CreateI18nOptions {
  readonly load?: TranslationLoader;
  readonly logger?: I18nLogger;
  /** The document whose `lang` and `dir` follow the language; `null` for none. */
  readonly document?: Document | null;
}

export function setDocumentLanguage(doc: Document, lng: SupportedLanguage): void {
  doc.documentElement.lang = lng;
  doc.documentElement.dir = textDirection(lng);
}

export function createI18n(options: CreateI18nOptions = {}): PorticoI18n {
  const load = options.load ?? createTranslationLoader();
  const logger = options.logger ?? consoleI18nLogger;
  const doc = options.document === undefined ? (globalThis.document ?? null) : options.document;

  const i18n = i18next.createInstance();
  void i18n.init({
    resources: { [DEFAULT_LANGUAGE]: { [NAMESPACE]: en } },
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    load: 'currentOnly',
    initAsync: false,
    returnNull: false,
    interpolation: { escapeValue: false }, // React escapes
  });
  if (doc) setDocumentLanguage(doc, DEFAULT_LANGUAGE);

  // One memoised load per language; forgotten on failure so a later call retries.
  const pending = new Map<SupportedLanguage, Promise<boolean>>();
  function ensureLoaded(lng: SupportedLanguage): Promise<boolean> {
    if (i18n.hasResourceBundle(lng, NAMESPACE)) return Promise.resolve(true);
    let promise = pending.get(lng);
    if (!promise) {
      promise = load(lng).then(
        (resource) => {
          i18n.addResourceBundle(lng, NAMESPACE, resource, true, true);
          return true;
        },
        (error: unknown) => {
          pending.delete(lng);
          logger.onLoadTranslationResourceFail({ language: lng, error });
          return false;
        },
      );
      pending.set(lng, promise);
    }
    return promise;
  }

  // Only the latest request applies, so a slow file cannot undo a later choice.
  let latest = 0;
  return {
    i18n,
    async applyLanguage(lng) {
      const ticket = ++latest;
      const shown = (await ensureLoaded(lng)) ? lng : DEFAULT_LANGUAGE;
      if (ticket !== latest) return i18n.language as SupportedLanguage;
      await i18n.changeLanguage(shown);
      if (doc) setDocumentLanguage(doc, shown);
      return shown;
    },
  };
}
