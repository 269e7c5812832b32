/**
 * The React side of the runtime's i18n: a provider and `useTranslation()`,
 * re-rendering on a change of language. Our own few lines over the i18next
 * instance (react-i18next would add 2.7 KB gzip to every element's critical
 * path, issue 6); the hook keeps react-i18next's shape, `{ t, i18n }`.
 */
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { I18n, TFunction } from './i18n';

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ i18n, children }: { readonly i18n: I18n; readonly children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` of the current language; the same function until the language changes. */
export function useTranslation(): { readonly t: TFunction; readonly i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() needs an <I18nProvider> above it.');
  const language = useSyncExternalStore(i18n.subscribe, () => i18n.language);
  return useMemo(() => ({ t: (key, params) => i18n.t(key, params, language), i18n }), [i18n, language]);
}
