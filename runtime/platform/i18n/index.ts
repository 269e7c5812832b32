export {
  SUPPORTED_LANGUAGES,
  DEFAULT_LANGUAGE,
  isSupportedLanguage,
  matchSupportedLanguage,
  resolveLanguage,
  textDirection,
  type SupportedLanguage,
  type TextDirection,
} from './languages';
export {
  createTranslationLoader,
  isTranslationResource,
  translationUrl,
  TranslationFormatError,
  TranslationLoadError,
  TRANSLATION_RETRIES,
  TRANSLATION_RETRY_DELAY_MS,
  type TranslationLoader,
  type TranslationLoaderOptions,
  type TranslationResource,
} from './loader';
export {
  createI18n,
  setDocumentLanguage,
  telemetryI18nLogger,
  type CreateI18nOptions,
  type I18n,
  type I18nLogger,
  type PorticoI18n,
  type TFunction,
  type TranslationParams,
} from './i18n';
