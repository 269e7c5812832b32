export { matchSupportedLanguage, type SupportedLanguage } from './languages';
export { createI18n } from './i18n';
