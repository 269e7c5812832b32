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

/** The modules of `runtime/` a chunk group holds, by path (a group's test). */
const inRuntime = (files: readonly string[]) => (id: string) => files.some((file) => id.replace(/\\/g, '/').endsWith(`/runtime/${file}`));

const API_MODULES = [
  ...[
    'client',
    'page-lifecycle',
    'fetch-error',
    'join-url',
    'headers',
    'issuer-codes',
    'payment-error',
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
  ...['confirm-payment', 'lost-answer', 'payment-error-of', 'consent-verification', 'bank-link/linked-consent'].map((name) => `payment/${name}.ts`),
  ...['authenticate', 'device-data', 'callback-message', 'return-target', 'challenge-result', 'page-options'].map((name) => `payment/three-ds/${name}.ts`),
  'platform/api/payment-consents.ts',
  'platform/api/direct-debit-consent-shape.ts',
  'platform/captcha/confirm-fields.ts',
  'payment/consent/direct-debit-schemes.ts',
];

export default defineConfig({
  root: runtimeDir,
  base: '/',
  plugins: [react(), localeFiles(), routePreload()],
  build: {
    outDir,
    emptyOutDir: true,
    // .vite/manifest.json: which chunks the entry and each screen pull in, read by
    // the size budgets (scripts/size-budgets.test.ts). The server never serves it.
    manifest: true,
    // Every browser the runtime supports has <link rel=modulepreload>: no polyfill on the critical path.
    modulePreload: { polyfill: false },
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
            {
              // protocol/options/hosted-checkout.ts is the hosted page's and the SDK's alone, protocol/device-layout.ts the
              // drop-in's and the SDK's: kept out, each stays in its screen's chunk; protocol/secret-claims.ts goes with the API client.
              name: 'foundation',
              test: /node_modules[\\/](react|react-dom|scheduler|i18next|comlink)[\\/]|[\\/]protocol[\\/](?!options[\\/]hosted-checkout\.|device-layout\.|secret-claims\.)|vite[\\/]preload-helper/,
            },
            {
              // The runtime's own small modules every frame's shell and many screens import (the
              // translation hook, the telemetry door, the chunk retry, the theme but its derive/ chunk, the call registry, shared timings,
              // the account acted for, which the API chunk reads; the confirm chunk's loaders):
              // one chunk, however many screens import them, instead of a split per set of importers.
              name: 'frame-kit',
              test: /[\\/]runtime[\\/](platform[\\/](i18n[\\/]react|telemetry[\\/]index|lib[\\/](?:import-with-retry|constants)|theme[\\/](?!derive[\\/]))|host[\\/](?:call-registry|context\.)|payment[\\/]load-confirm-payment|platform[\\/]api[\\/]on-behalf-of)/,
            },
            {
              // The provider API's client and readers, shared by the confirm chunk and many screens (the drop-in,
              // the wallets, the hosted and result pages): one chunk, not one per set of importers.
              name: 'api',
              test: (id: string) => inRuntime(API_MODULES)(id) || /[\\/]protocol[\\/]secret-claims\./.test(id),
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
          ],
        },
      },
    },
  },
});
