/**
 * The runtime's entry: tidy the address (spec §2), read it, apply the language,
 * render. Every screen is a lazy chunk behind the registry in app/screens.ts.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import { App } from './app/App';
import { Skeleton } from './app/Skeleton';
import type { ScreenServices } from './app/screen-props';
import { currentEnvironment } from './env';
import { configureLogger, logEvent } from './telemetry/log';
import { createI18n, matchSupportedLanguage, type SupportedLanguage } from './i18n';
import { dropQueryOnRoot, parseLocation } from './router';
import './styles/base.css';

const cleaned = dropQueryOnRoot(window.location);
if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);

configureLogger({ apiBase: currentEnvironment().apiBase });
const { i18n, applyLanguage } = createI18n();
const container = document.getElementById('root');
if (!container) throw new Error('Portico runtime: #root is missing from index.html.');
const root = createRoot(container);

const render = (node: ReactNode) =>
  root.render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>{node}</I18nextProvider>
    </StrictMode>,
  );

const services: ScreenServices = {
  apiBase: currentEnvironment().apiBase,
  // A merchant's update({ locale }): a supported language (spec §5, matched like the
  // URL's) is applied; any other tag leaves the current language as it is.
  setLanguage: async (tag) => {
    const lng = matchSupportedLanguage(tag);
    if (lng) await applyLanguage(lng);
    else console.warn(`[portico] update: locale "${tag}" is not supported; the language is unchanged.`);
  },
};

const onCrash = (error: unknown) => {
  console.error('[portico] onPageCrash', error);
  logEvent('onPageCrash', 'error', { error: String(error) });
};

let generation = 0;
let urlLanguage: SupportedLanguage | null = null;

/** Reads the address and renders it; a later call overtakes an earlier one still loading its language. */
async function show(): Promise<void> {
  const ticket = ++generation;
  const location = parseLocation(window.location, navigator.languages);
  // Re-apply only when the address asks for another language, so a hash change
  // does not undo a language the merchant set through update().
  if (location.language !== urlLanguage) {
    urlLanguage = location.language;
    await applyLanguage(location.language);
  }
  if (ticket !== generation) return;
  render(<App location={location} services={services} onCrash={onCrash} />);
}

render(<Skeleton />);
void show();
window.addEventListener('hashchange', () => void show());
