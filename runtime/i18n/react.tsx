/**
 * The React side of i18next for the runtime: a provider and `useTranslation()`,
 * re-rendering on `languageChanged`. This is all the runtime used of react-i18next,
 * whose 2.7 KB gzip sat on every element's critical path (issue 6's 100 KB budget).
 */
import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';

const I18nContext = createContext<I18n | null>(null);

export function I18nextProvider({ i18n, children }: { readonly i18n: I18n; readonly children?: ReactNode }) {
  return <I18nContext.Provider value={i18n}>{children}</I18nContext.Provider>;
}

/** `t` of the current language; the same function until the language changes. */
export function useTranslation(): { readonly t: TFunction; readonly i18n: I18n } {
  const i18n = useContext(I18nContext);
  if (!i18n) throw new Error('useTranslation() needs an <I18nextProvider> above it.');
  const subscribe = useCallback((onChange: () => void) => {
    i18n.on('languageChanged', onChange);
    return () => i18n.off('languageChanged', onChange);
  }, [i18n]);
  const language = useSyncExternalStore(subscribe, () => i18n.language);
  return useMemo(() => ({ t: i18n.getFixedT(language), i18n }), [i18n, language]);
}
