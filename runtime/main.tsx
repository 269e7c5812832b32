/**
 * The runtime's entry: tidy the address (spec §2), read it, start loading the
 * routed screen's chunk, apply the language meanwhile, and render the screen
 * once both are there. index.html shows a static skeleton until then, so no
 * Suspense fallback is ever committed before an element's first paint.
 */
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from './platform/i18n/react';
import { App, Throw } from './shell/app/App';
import { connectEarly } from './host';
import { CrashBoundary } from './shell/app/CrashBoundary';
import { warnIfOutdatedSdk } from './shell/app/outdated-sdk';
import { actOnBehalfOf } from './platform/api/on-behalf-of';
import { frameAccountOf } from '../protocol/boundary/frame-account';
import { Skeleton } from './ui/Skeleton';
import { currentEnvironment } from './platform/env';
import { configureLogger, logEvent } from './platform/telemetry';
import { createI18n, matchSupportedLanguage, type SupportedLanguage } from './platform/i18n';
import { dropQueryOnRoot, parseLocation, type RouteName } from './platform/router';
import { loadScreen, loadedScreen, preloadElementScreens, screenRowOf, type LoadedScreen, type ScreenServices } from './shell/screens';
import './ui/base.css';
import './shell/compose';
import { hasColors } from './platform/theme/appearance';
import { loadDerive } from './platform/theme/load-derive';
import { releaseBoot } from './host/boot/boot-fields';

// Read before the query goes: the checkout let only this account's registered origins frame the document.
const frameAccount = frameAccountOf(window.location.search);
const cleaned = dropQueryOnRoot(window.location);
if (cleaned !== null) window.history.replaceState(window.history.state, '', cleaned);

const { i18n, applyLanguage } = createI18n();
const container = document.getElementById('root');
if (!container) throw new Error('Portico runtime: #root is missing from index.html.');
const root = createRoot(container);

const render = (node: ReactNode) =>
  root.render(
    <StrictMode>
      <I18nProvider i18n={i18n}>{node}</I18nProvider>
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
  preloadElementScreens,
};

const onCrash = (error: unknown) => {
  releaseBoot();
  console.error('[portico] onPageCrash', error);
  logEvent('onPageCrash', 'error', { error: String(error) });
};
// Spec §8: a failure to post to the parent page is logged.
const logPostError = (error: unknown) => logEvent('onPostWindowMessageError', 'error', { error: String(error) });
// Spec §8: each failed chunk attempt is a warning.
const onChunkLoadFail = ({ attempt, error }: { attempt: number; error: unknown }) => logEvent('onChunkLoadFail', 'warn', { attempt, error: String(error) });

/** Spec §2: page visibility and page-hide tracking only on elements and standalone routes (the hash's first segment). */
let route: RouteName | null = null;
const tracksLifecycle = () => route !== null && /^(elements|standalone)\./.test(route);

/**
 * The screen's first commit is its "ready" (an element emits onReady in that same
 * commit): mount→ready, then the page's own measures, from the metrics door, fetched now.
 */
function Ready({ children }: { readonly children: ReactNode }) {
  useLayoutEffect(() => {
    const at = performance.now();
    void import('./platform/telemetry/measure').then(
      (metrics) => {
        metrics.markReady(at);
        metrics.startPageMetrics(tracksLifecycle);
      },
      () => undefined,
    );
    // Spec §8's onWindowError and onConsoleError, once per frame or page: from the first paint on, so
    // the hooks stay off its critical path (an error before it is a crash, logged as onPageCrash).
    void import('./platform/telemetry/window-hooks').then(
      ({ installWindowHooks }) => installWindowHooks(window, logEvent),
      () => undefined,
    );
  }, []);
  return children;
}

let generation = 0;
let urlLanguage: SupportedLanguage | null = null;
let rendered = false;

/** Reads the address and renders it; a later call overtakes an earlier one still loading. */
async function show(): Promise<void> {
  const ticket = ++generation;
  // A whole-tab page opened with a hand-off for its client secret redeems it first (handoff/).
  const address = window.location.hash.includes('hof_')
    ? await import('./platform/handoff/redeem-address').then(({ redeemAddress }) => redeemAddress(window.location))
    : window.location;
  if (ticket !== generation) return;
  const location = parseLocation(address, navigator.languages);
  route = location.route?.name ?? null;
  // Every log and metric batch says where it came from; a new address flushes what the old one queued.
  configureLogger({ apiBase: currentEnvironment().apiBase, context: { route, intent_id: location.query.intent_id, app_version: location.query.app_version } });
  warnIfOutdatedSdk(location.query.app_version);
  actOnBehalfOf(location.query.options?.on_behalf_of);
  const row = screenRowOf(route);
  // An element's handshake starts now, overlapping the chunk load and the first render.
  const early = row?.type === 'element' ? connectEarly(window, location.query.options, logPostError) : null;
  // The chunk starts loading now, in parallel with the language.
  const screen: Promise<LoadedScreen | { failed: unknown }> = loadScreen(row, { onChunkLoadFail }).catch((failed: unknown) => ({ failed }));
  // Merchant colours (and a page behind the frame that is not the palette's own) are held to AA
  // contrast by the theme's derive/ chunk: alongside the screen's, so the first paint has them.
  const theme = hasColors(location.query.options?.appearance, location.query.options?.page_color) ? loadDerive().catch(() => null) : null;
  // A later screen of this page (hash navigation) shows the skeleton while its chunk loads.
  if (rendered && !loadedScreen(row)) render(<Skeleton />);
  // Re-apply only when the address asks for another language, so a hash change
  // does not undo a language the merchant set through update().
  if (location.language !== urlLanguage) {
    urlLanguage = location.language;
    await applyLanguage(location.language);
  }
  const loaded = await screen;
  await theme;
  if (ticket !== generation || 'failed' in loaded) early?.close();
  if (ticket !== generation) return;
  rendered = true;
  if ('failed' in loaded) {
    render(
      <CrashBoundary onCrash={onCrash}>
        <Throw error={loaded.failed} />
      </CrashBoundary>,
    );
    return;
  }
  // The address, read once: every screen reads it from AddressContext.
  const app = <App address={{ location, frameAccount }} screen={loaded} services={services} {...(early ? { connect: early.connect } : {})} onCrash={onCrash} />;
  render(<Ready>{app}</Ready>);
}

void show();
window.addEventListener('hashchange', () => void show());
