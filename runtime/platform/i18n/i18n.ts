/**
 * The runtime's translations, on rosetta (a few hundred bytes, where i18next
 * was 13 KB gzip on every frame's critical path). English is bundled and always
 * present; another language is applied only once its file has loaded, so the
 * page never says `lang="fr"` over English text. A failed load is reported
 * (`onLoadTranslationResourceFail`, spec §8) and the page stays in English.
 */
import rosetta from 'rosetta';
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

export function createI18n(options: CreateI18nOptions = {}): PorticoI18n {
  const load = options.load ?? createTranslationLoader();
  const logger = options.logger ?? telemetryI18nLogger;
  const doc = options.document === undefined ? (globalThis.document ?? null) : options.document;

  // Languages are passed to every lookup, so rosetta's own current locale is unused.
  // A copy: screens add their English sections to it (addEnglish), never to the module's object.
  const tables = rosetta<TranslationResource>({ [DEFAULT_LANGUAGE]: { ...en } });
  const listeners = new Set<() => void>();
  let language: SupportedLanguage = DEFAULT_LANGUAGE;
  if (doc) setDocumentLanguage(doc, DEFAULT_LANGUAGE);

  // rosetta answers '' for a missing key and the node itself for a branch key.
  const lookup = (key: string, params: TranslationParams | undefined, lng: SupportedLanguage): string | null => {
    const text: unknown = tables.t(key, params, lng);
    return typeof text === 'string' && text !== '' ? text : null;
  };

  const i18n: I18n = {
    get language() {
      return language;
    },
    t: (key, params, lng = language) => lookup(key, params, lng) ?? lookup(key, params, DEFAULT_LANGUAGE) ?? key,
    subscribe: (onChange) => {
      listeners.add(onChange);
      return () => void listeners.delete(onChange);
    },
    addEnglish: (resource) => {
      const english = tables.table(DEFAULT_LANGUAGE) ?? {};
      const fresh = Object.entries(resource).filter(([section]) => !Object.hasOwn(english, section));
      if (fresh.length > 0) tables.set(DEFAULT_LANGUAGE, Object.fromEntries(fresh));
    },
  };

  // One memoised load per language; forgotten on failure so a later call retries.
  const pending = new Map<SupportedLanguage, Promise<boolean>>();
  function ensureLoaded(lng: SupportedLanguage): Promise<boolean> {
    if (tables.table(lng)) return Promise.resolve(true);
    let promise = pending.get(lng);
    if (!promise) {
      promise = load(lng).then(
        (resource) => {
          tables.set(lng, resource);
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
        for (const onChange of listeners) onChange();
      }
      return shown;
    },
  };
}
