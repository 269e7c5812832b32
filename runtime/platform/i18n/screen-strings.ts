/**
 * English strings that only one screen uses travel in that screen's chunk, not in
 * the entry every element loads (the card's critical path budget, issue 6): they
 * live in `locales/en/{section}.json`, and the screen adds them to English when it
 * first renders. Other languages keep every string in their one file.
 */
import type { TranslationResource } from './loader';
import { useTranslation } from './react';

/** Adds `resource` (one file of `locales/en/`) to English once; later calls find it there. */
export function useEnglishSection(resource: TranslationResource): void {
  const { i18n } = useTranslation();
  // In render, before the screen's first `t`: idempotent, so StrictMode's second render changes nothing.
  i18n.addEnglish(resource);
}
