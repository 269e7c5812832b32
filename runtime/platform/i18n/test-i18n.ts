import { createI18n } from './i18n';

/** English-only i18n for screen tests: nothing fetched, nothing logged. */
export function testI18n() {
  return createI18n({
    load: () => Promise.reject(new Error('no network in tests')),
    logger: { onLoadTranslationResourceFail: () => {} },
    document: null,
  }).i18n;
}
