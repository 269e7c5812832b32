/**
 * runtime/ → dist/runtime: the checkout frames, hosted page and payment-link page.
 * Served from the checkout origin's root, so every URL is absolute from `/` and
 * the same index.html works as the fallback for the path routes (spec §2).
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { routePreload } from './scripts/vite-route-preload';
import { preloadLists } from './scripts/vite-preload-lists';
import { bootMarkup } from './scripts/vite-boot-markup';
import { documentStyles, inDocument } from './scripts/vite-document-styles';

const runtimeDir = fileURLToPath(new URL('./runtime', import.meta.url));
const outDir = fileURLToPath(new URL('./dist/runtime', import.meta.url));
const localesDir = join(runtimeDir, 'platform', 'i18n', 'locales');

/**
 * Serves `runtime/platform/i18n/locales/{lng}.json` at `/locales/{lng}.json` (dev) and
 * copies them there (build), unhashed: the loader busts caches itself. English is
 * bundled into the entry, so it is not copied. The files' names and contents are
 * checked by runtime/platform/i18n/locales.test.ts. (The config imports no runtime module,
 * so it stays loadable by Vite's native config loader.)
 */
function localeFiles(): Plugin {
  const LOCALE_FILE = /^[A-Za-z]{2}(?:-[A-Za-z]{2})?\.json$/;
  const files = () => (existsSync(localesDir) ? readdirSync(localesDir).filter((f) => LOCALE_FILE.test(f) && f !== 'en.json') : []);
  return {
    name: 'portico-locale-files',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const file = /^\/locales\/([^/?]+)(?:\?|$)/.exec(req.url ?? '')?.[1];
        if (!file) return next();
        if (!files().includes(file)) {
          res.statusCode = 404; // not the SPA fallback: a missing language is a 404, as in production
          return res.end();
        }
        res.setHeader('Content-Type', 'application/json; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(join(localesDir, file)));
      });
    },
    generateBundle() {
      for (const file of files()) {
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source: readFileSync(join(localesDir, file)) });
      }
    },
  };
}

/** The modules a chunk group holds, by their path from the repository's root (a group's test). */
const inRepo = (files: readonly string[]) => (id: string) => files.some((file) => id.replace(/\\/g, '/').endsWith(`/${file}`));
const inRuntime = (files: readonly string[]) => inRepo(files.map((file) => `runtime/${file}`));

/**
 * protocol/ but the hosted page's and the SDK's options, and the drop-in's and the SDK's layout rule: each stays in its
 * screen's chunk; and the client secret's claims reader, which goes with the API client (API_PROTOCOL_MODULES).
 */
const API_PROTOCOL_MODULES = ['protocol/secret-claims.ts'];
const FOUNDATION_LEFT_OUT = ['protocol/options/hosted-checkout.ts', 'protocol/device-layout.ts', ...API_PROTOCOL_MODULES];
// Rolldown's own runtime (its CommonJS wrapper, used by React's and card-validator's modules) too: alone it is a 237 B chunk and a request.
const FOUNDATION_LIBRARIES = /node_modules[\\/](react|react-dom|scheduler|i18next|comlink)[\\/]|vite[\\/]preload-helper|^\0rolldown[\\/]runtime/;
const inFoundation = (id: string) => FOUNDATION_LIBRARIES.test(id) || (/[\\/]protocol[\\/]/.test(id) && !inRepo(FOUNDATION_LEFT_OUT)(id));

/**
 * The runtime's own small modules every frame's shell and many screens import: the translation hook, the
 * telemetry door, the chunk retry, shared timings, the theme but its derive/ chunk, the call registry, the
 * frame's context, the account acted for (which the API chunk reads), the confirm chunk's loaders, and the
 * two ui/ parts nearly every form draws (a bare input, a form's hidden submit), each its own chunk otherwise.
 * They ride in the foundation chunk: every frame loads both, so a chunk of their own was one more request
 * on every frame's critical path for nothing (issue 43: the card's path in at most 5 scripts).
 */
const FRAME_KIT_MODULES = [
  'platform/i18n/react.tsx',
  'platform/telemetry/index.ts',
  'platform/lib/import-with-retry.ts',
  'platform/lib/constants.ts',
  ...['appearance', 'color', 'load-derive', 'tokens', 'use-theme'].map((name) => `platform/theme/${name}.ts`),
  'host/call-registry.ts',
  'host/context.ts',
  'payment/load-confirm-payment.ts',
  'platform/api/on-behalf-of.ts',
  'ui/BareInput.tsx',
  'ui/HiddenSubmit.tsx',
];

/** What the card kinds share to draw and check the card's fields, brand detection (card-validator) with them. */
const CARD_FIELDS_MODULES = [
  ...['card-fields.ts', 'CardForm.tsx', 'CardFieldInput.tsx', 'card-messages.ts', 'use-bin-info.ts'].map((file) => `features/card/${file}`),
  'platform/lib/brand-limit.ts',
  'ui/marks/BrandIcon.tsx',
  'payment/consent/ConsentTermsSlot.tsx',
];
const CARD_LIBRARIES = /node_modules[\\/](card-validator|credit-card-type)[\\/]/;

const API_MODULES = [
  ...[
    'client',
    'page-lifecycle',
    'fetch-error',
    'join-url',
    'headers',
    'issuer-codes',
    'payment-error',
    'expired-secret',
    'device-info',
    'payment-intents',
    'registered-origins',
    'redirect-form',
    'shopper-action',
  ].map((name) => `platform/api/${name}.ts`),
  'platform/session/stored-keys.ts',
  'platform/captcha/policy.ts',
  'platform/address/claims-of-secret.ts',
  'platform/fingerprint/session.ts',
  'host/client-secret-check.ts',
];

const CONFIRM_MODULES = [
  ...['confirm-payment', 'lost-answer', 'payment-error-of', 'consent-verification', 'bank-link/linked-consent', 'element-requests'].map(
    (name) => `payment/${name}.ts`,
  ),
  ...['authenticate', 'device-data', 'callback-message'].map((name) => `payment/three-ds/${name}.ts`),
  ...['return-target', 'challenge-result', 'page-options'].map((name) => `features/three-ds/${name}.ts`),
  'platform/api/payment-consents.ts',
  'platform/api/direct-debit-consent-shape.ts',
  'platform/captcha/confirm-fields.ts',
  'payment/consent/direct-debit-schemes.ts',
];

/** The drop-in's method table and every family's rows it loads (runtime/shell/methods/table.ts). */
const METHOD_TABLE_MODULES = [
  'shell/methods/table.ts',
  ...['card', 'direct-debit', 'instructions', 'qr-wechat', 'redirect-bank-link', 'wallets'].map((family) => `features/${family}/method-rows.ts`),
];

/** Every module path a chunk group names (scripts/vite-config.test.ts checks that each exists). */
export const CHUNK_GROUP_MODULES = {
  foundation: FOUNDATION_LEFT_OUT,
  'frame-kit': FRAME_KIT_MODULES.map((file) => `runtime/${file}`),
  'card-fields': CARD_FIELDS_MODULES.map((file) => `runtime/${file}`),
  api: [...API_MODULES.map((file) => `runtime/${file}`), ...API_PROTOCOL_MODULES],
  confirm: CONFIRM_MODULES.map((file) => `runtime/${file}`),
  'method-rows': METHOD_TABLE_MODULES.map((file) => `runtime/${file}`),
};

// The stylesheets the document holds inline (scripts/vite-document-styles.ts): the route preload table leaves them out.
const stylesInDocument = (bundle: Parameters<typeof inDocument>[0]) => inDocument(bundle, runtimeDir);
const lists = preloadLists(runtimeDir);

export default defineConfig({
  root: runtimeDir,
  base: '/',
  // In this order: the boot markup's script in <body> before the route preload table, and every stylesheet linked before the document takes them in.
  plugins: [react(), localeFiles(), bootMarkup(runtimeDir), routePreload(runtimeDir, stylesInDocument), lists.plugin, documentStyles()],
  build: {
    outDir,
    emptyOutDir: true,
    // .vite/manifest.json: which chunks the entry and each screen pull in, read by
    // the size budgets (scripts/size-budgets.test.ts). The server never serves it.
    manifest: true,
    // Every browser the runtime supports has <link rel=modulepreload>: no polyfill on the critical path.
    // Lists beside dynamic imports without the files already there (scripts/vite-preload-lists.ts).
    modulePreload: { polyfill: false, resolveDependencies: lists.resolveDependencies },
    // Spec §7: script chunks come from static/js with hashed names.
    assetsDir: 'static',
    rolldownOptions: {
      output: {
        entryFileNames: 'static/js/[name].[hash].js',
        chunkFileNames: 'static/js/[name].[hash].js',
        assetFileNames: 'static/[ext]/[name].[hash][extname]',
        // What every frame loads besides the shell (the libraries, the protocol, Vite's preload
        // helper), in one chunk of its own. Left to itself, Rolldown (rolldown#9963, #10731)
        // splits modules the entry shares with screens into several small chunks as soon as a
        // third screen chunk imports them (+2.6 KB gzip on every frame's critical path,
        // measured); named here, the split stays the same for every new screen.
        codeSplitting: {
          groups: [
            { name: 'foundation', test: (id: string) => inFoundation(id) || inRuntime(FRAME_KIT_MODULES)(id) },
            {
              // The card fields every card kind draws (the card, split and full-featured cards, the drop-in's card):
              // one chunk instead of four (input and form, brand mark, BIN info, consent terms' slot).
              name: 'card-fields',
              test: (id: string) => inRuntime(CARD_FIELDS_MODULES)(id) || CARD_LIBRARIES.test(id),
              includeDependenciesRecursively: false,
            },
            {
              // The provider API's client and readers, shared by the confirm chunk and many screens (the drop-in,
              // the wallets, the hosted and result pages): one chunk, not one per set of importers.
              name: 'api',
              test: (id: string) => inRuntime(API_MODULES)(id) || inRepo(API_PROTOCOL_MODULES)(id),
              // Only what is listed: the modules they import that every frame's shell has (the telemetry door, the chunk retry) stay there.
              includeDependenciesRecursively: false,
            },
            {
              // What confirms a payment or a consent, loaded after an element's first paint (payment/load-confirm-payment.ts):
              // declared here, so its callers import each module from where it is defined and still fetch one chunk,
              // and the loaders' dependency lists stay two or three names long on every frame's critical path.
              name: 'confirm',
              test: inRuntime(CONFIRM_MODULES),
              includeDependenciesRecursively: false,
            },
            {
              // The drop-in's method table with the rows it loads from each family: one fetch, not seven.
              name: 'method-rows',
              test: inRuntime(METHOD_TABLE_MODULES),
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
