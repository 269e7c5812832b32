/**
 * The runtime's translations, on i18next (the design card's library; its JSON
 * format, plurals `key_one`/`key_other`, `{{name}}` interpolation and context are
 * what translators' tools expect). English is bundled and initialised
 * synchronously, so the first render never waits; another language is applied
 * only once its file has loaded, so the page never says `lang="fr"` over English
 * text. A failed load is reported (`onLoadTranslationResourceFail`, spec §8) and
 * the page stays in English.
 */
import i18next, { type InitOptions } from 'i18next';
import en from './locales/en.json';
import { createTranslationLoader, type TranslationLoader, type TranslationResource } from './loader';
import { DEFAULT_LANGUAGE, textDirection, type SupportedLanguage } from './languages';
import { logEvent } from '../telemetry';

/** Values for a text's `{{name}}` (or `{{a.b}}`) placeholders. */
type TranslationParams = Readonly<Record<string, unknown>>;

/** A text by its dotted key, e.g. `t('crash.reload')`. */
export type TFunction = (key: string, params?: TranslationParams) => string;

export interface I18n {
  /** The language shown. */
  readonly language: SupportedLanguage;
  /**
   * `key` in `lng` (the language shown by default), in English where that
   * language lacks it, else the key itself, so a missing text shows up as such.
   */
  t(key: string, params?: TranslationParams, lng?: SupportedLanguage): string;
  /** Calls `onChange` after each change of language; returns the unsubscribe. */
  readonly subscribe: (onChange: () => void) => () => void;
  /**
   * Adds English sections a screen brings in its own chunk (screen-strings.ts);
   * a section English already has is kept as it is.
   */
  readonly addEnglish: (resource: TranslationResource) => void;
}

export interface I18nLogger {
  onLoadTranslationResourceFail(details: { readonly language: SupportedLanguage; readonly error: unknown }): void;
}

/** The runtime's own: spec §8's logged error, through the telemetry logger. */
const telemetryI18nLogger: I18nLogger = {
  onLoadTranslationResourceFail: ({ language, error }) => logEvent('onLoadTranslationResourceFail', 'error', { language, error: String(error) }),
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

function setDocumentLanguage(doc: Document, lng: SupportedLanguage): void {
  doc.documentElement.lang = lng;
  doc.documentElement.dir = textDirection(lng);
}

const NS = 'translation';

const I18NEXT_OPTIONS: InitOptions = {
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  // Resources are in the store before init returns: no backend, no await before the first render.
  initAsync: false,
  // zh-HK falls back to English, not to zh (a file that may not be loaded), as every language does.
  load: 'currentOnly',
  // React escapes what it renders; i18next escaping too would show `&amp;` to shoppers.
  interpolation: { escapeValue: false },
  // Keys are dotted paths only: a `:` in a key is text, never a namespace.
  nsSeparator: false,
  // An empty text is a missing one (English shows), and a key naming a group of texts answers itself.
  returnEmptyString: false,
  returnedObjectHandler: (key) => key,
};

export function createI18n(options: CreateI18nOptions = {}): PorticoI18n {
  const load = options.load ?? createTranslationLoader();
  const logger = options.logger ?? telemetryI18nLogger;
  const doc = options.document === undefined ? (globalThis.document ?? null) : options.document;

  const instance = i18next.createInstance();
  // A copy: screens add their English sections to it (addEnglish), never to the module's object.
  void instance.init({ ...I18NEXT_OPTIONS, resources: { [DEFAULT_LANGUAGE]: { [NS]: { ...en } } } });
  let language: SupportedLanguage = DEFAULT_LANGUAGE;
  if (doc) setDocumentLanguage(doc, DEFAULT_LANGUAGE);

  const i18n: I18n = {
    get language() {
      return language;
    },
    t: (key, params, lng = language) => instance.t(key, { ...params, lng }),
    subscribe: (onChange) => {
      const listener = () => onChange();
      instance.on('languageChanged', listener);
      return () => instance.off('languageChanged', listener);
    },
    addEnglish: (resource) => {
      // Called on each render of a screen: a lookup, and a copy only the first time.
      const english: Readonly<Record<string, unknown>> = instance.getResourceBundle(DEFAULT_LANGUAGE, NS) ?? {};
      const fresh = Object.entries(resource).filter(([section]) => !Object.hasOwn(english, section));
      if (fresh.length > 0) instance.addResourceBundle(DEFAULT_LANGUAGE, NS, Object.fromEntries(fresh), false, false);
    },
  };

  // One memoised load per language; forgotten on failure so a later call retries.
  const pending = new Map<SupportedLanguage, Promise<boolean>>();
  function ensureLoaded(lng: SupportedLanguage): Promise<boolean> {
    if (instance.hasResourceBundle(lng, NS)) return Promise.resolve(true);
    let promise = pending.get(lng);
    if (!promise) {
      promise = load(lng).then(
        (resource) => {
          instance.addResourceBundle(lng, NS, resource);
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
      if (ticket !== latest) return language;
      if (doc) setDocumentLanguage(doc, shown);
      if (shown !== language) {
        language = shown;
        // Synchronous underneath (every resource is in the store); emits languageChanged to subscribers.
        await instance.changeLanguage(shown);
      }
      return shown;
    },
  };
}
