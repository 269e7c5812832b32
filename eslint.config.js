// House rules that the tools keep (issue 6 §5): which folder may import which,
// no import cycles in the shipped code, no `any`, and a warning for files that
// have grown past one purpose. Run by `npm run lint` and as a step of `npm test`.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import sandboxRules from './sandbox/eslint-rules.js';

const SOURCE = ['**/*.{ts,tsx,mts,js,mjs}'];
const TESTS = ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'];

/** `from` may not be imported by anything under `target` (paths from the repo root). */
const forbid = (target, from, message) => ({ target, from, message });

/**
 * The runtime's layers, bottom up (docs/architecture.md): each imports only the
 * layers below it. `features/<family>/` sit above them all and never import one
 * another (what two features share moves down a layer); only the shell composes
 * features (runtime/host/composition.ts is how one reaches another).
 */
const RUNTIME_LAYERS = ['platform', 'ui', 'host', 'payment', 'page', 'features', 'shell'];

/**
 * One design system (issue 38): outside runtime/ui/ no file writes an input, select, button or
 * textarea element, in JSX or through the DOM's or React's createElement; it takes a ui/ control
 * (TextField, Select, Checkbox, Radio, Button, ...). Tests may build a bare control to drive a hook.
 * Held by runtime/ui/controls-outside-ui.test.ts.
 */
const UI_CONTROL_MESSAGE =
  'Draw controls with runtime/ui/ (TextField, Select, Checkbox, Radio, Button, ...): no raw <input>, <select>, <button> or <textarea> outside ui/.';
const UI_CONTROL_RULES = [
  { selector: 'JSXOpeningElement[name.name=/^(input|select|button|textarea)$/]', message: UI_CONTROL_MESSAGE },
  {
    selector:
      ':matches(CallExpression[callee.property.name="createElement"], CallExpression[callee.name="createElement"])[arguments.0.value=/^(input|select|button|textarea)$/i]',
    message: UI_CONTROL_MESSAGE,
  },
];
/**
 * The one file that writes inputs outside ui/: the hidden fields of the form posted to a bank's
 * 3-D Secure page (spec §7: "a hidden form … with hidden inputs"), built in a document the
 * shopper never sees drawn; platform/ sits below ui/ and cannot take its HiddenField.
 */
const HIDDEN_FORM_FILES = ['runtime/platform/api/redirect-form.ts'];
const FETCH_RULES = [
  {
    selector: "CallExpression[callee.name='fetch']",
    message: "Call the provider with the document's client (runtime/platform/api/document-api.ts), not fetch.",
  },
  {
    selector: "MemberExpression[object.name=/^(globalThis|window|self)$/][property.name='fetch']",
    message: "Call the provider with the document's client (runtime/platform/api/document-api.ts), not fetch.",
  },
  {
    selector: "CallExpression[callee.name='createApiClient']",
    message: "Take the document's client (useDocumentApi, documentApi): document-api.ts makes every one.",
  },
];
/** Files the fetch rules let through (the clients themselves); the control rule still holds there. */
const FETCH_ALLOWED = [
  'runtime/platform/api/client.ts',
  'runtime/platform/api/document-api.ts',
  'runtime/platform/telemetry/beacon.ts',
  'runtime/platform/i18n/loader.ts',
];
const FEATURES = readdirSync(new URL('./runtime/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const runtimeLayerZones = [
  ...RUNTIME_LAYERS.slice(0, -1).map((layer, index) =>
    forbid(
      `./runtime/${layer}`,
      RUNTIME_LAYERS.slice(index + 1).map((above) => `./runtime/${above}`),
      `runtime/${layer}/ imports only the layers below it (${RUNTIME_LAYERS.slice(0, index).join(', ') || 'none'}; see docs/architecture.md).`,
    ),
  ),
  ...FEATURES.map((feature) => ({
    target: `./runtime/features/${feature}`,
    from: './runtime/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move what both need down a layer, or reach it through host/composition.ts.',
  })),
  {
    target: './runtime/shell',
    from: './runtime/features',
    except: FEATURES.map((feature) => `./${feature}/index.ts`),
    message: "The shell reads a feature only through its rows, runtime/features/<family>/index.ts: nothing of a feature's inside.",
  },
];

export default defineConfig(
  {
    ignores: [
      'dist/**',
      'sdk/dist/**',
      'node_modules/**',
      '.portico/**',
      'test-results/**',
      'playwright-report/**',
      // Built and type-checked by Next.js itself in e2e/nextjs.spec.ts (next is not a dependency here).
      'examples/nextjs/**',
    ],
  },
  tseslint.configs.recommended,
  {
    files: SOURCE,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx', '.mts'] },
      // The sources import extensionless paths (`./codes`), resolved to .ts/.tsx as the
      // bundlers do; import-x's own resolver does that once told the extensions.
      // `portico` and `portico/react` are the SDK package's names (examples/react-app imports
      // them as a merchant app does), resolved to its sources as tsconfig.json's paths do.
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'],
          alias: {
            portico$: [fileURLToPath(new URL('./sdk/index.ts', import.meta.url))],
            'portico/react$': [fileURLToPath(new URL('./sdk/react/index.ts', import.meta.url))],
          },
        }),
      ],
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      // As tsc's noUnusedParameters: a leading underscore marks a parameter kept for its position.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      // Unresolved paths would make the rules below pass silently.
      'import-x/no-unresolved': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            forbid(
              './sdk',
              ['./runtime', './sandbox', './examples', './redaction'],
              'The SDK runs on merchant pages: it shares only protocol/ with the frames.',
            ),
            forbid('./runtime', ['./sdk', './sandbox', './examples'], 'The runtime talks to the SDK only through protocol/.'),
            // The test-mode dashboard (dashboard/, served by the sandbox at /dashboard/): a browser app of its own.
            forbid(
              './dashboard',
              ['./sdk', './sandbox', './examples', './redaction'],
              'The dashboard reaches the sandbox over /dashboard/api only; the wire types live in protocol/dashboard-api.ts.',
            ),
            {
              target: './dashboard',
              from: './runtime',
              except: ['./platform/theme/tokens.ts', './ui/button.css', './ui/notice.css', './ui/spinner.css'],
              message: "The dashboard takes the design system's palette table and its buttons' and notices' stylesheets, nothing else of the runtime.",
            },
            forbid(
              ['./runtime', './sdk', './sandbox', './protocol', './examples'],
              './dashboard',
              'Nothing imports the dashboard: it is an app, not a library.',
            ),
            ...runtimeLayerZones,
            {
              target: './protocol',
              from: '.',
              except: ['./protocol', './node_modules'],
              message: 'protocol/ is the bottom layer: it imports nothing of ours outside protocol/.',
            },
            {
              // Shared by the runtime's logger and the sandbox's telemetry sink; the SDK never needs it.
              target: './redaction',
              from: '.',
              except: ['./redaction', './node_modules'],
              message: 'redaction/ is a bottom layer: it imports nothing of ours outside redaction/.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['protocol/**/*.{ts,tsx}', 'redaction/**/*.{ts,tsx}', 'sdk/**/*.{ts,tsx}', 'runtime/**/*.{ts,tsx}', 'dashboard/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // React's own rules: hooks called unconditionally, effects that name what they read, and no ref read or written during render.
    files: [
      'runtime/**/*.{ts,tsx}',
      'dashboard/**/*.{ts,tsx}',
      'sdk/react/**/*.{ts,tsx}',
      'examples/react-app/**/*.{ts,tsx}',
      'scripts/bench-floor/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error', 'react-hooks/refs': 'error' },
  },
  {
    files: SOURCE,
    ignores: TESTS,
    rules: { 'max-lines': ['error', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Test helpers (`testing.ts`, `testing.tsx`, `test-*.ts`) are for tests: a shipped module never imports one.
    files: ['runtime/**/*.{ts,tsx}', 'sdk/**/*.{ts,tsx}', 'protocol/**/*.ts'],
    ignores: [...TESTS, '**/testing.{ts,tsx}', '**/test-*.{ts,tsx}', '**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/testing', '**/testing.ts', '**/testing.tsx', '**/test-*'], message: 'Test helpers are imported by tests only.' }] },
      ],
    },
  },
  {
    // The runtime reaches the network only through platform/api/: its client (headers, time-out, fetch
    // errors), made in one place, one per document and credential (document-api.ts). Two requests are
    // not the provider's API and keep their own transport, injected in tests: the telemetry beacon's
    // keepalive fallback and the translation files (spec §7). One rule per file set: a later
    // no-restricted-syntax replaces an earlier one, so each block lists every selector that holds there.
    files: ['runtime/**/*.{ts,tsx}'],
    ignores: [...TESTS, '**/testing.{ts,tsx}', ...FETCH_ALLOWED, ...HIDDEN_FORM_FILES, 'runtime/ui/**'],
    rules: { 'no-restricted-syntax': ['error', ...FETCH_RULES, ...UI_CONTROL_RULES] },
  },
  {
    files: HIDDEN_FORM_FILES,
    rules: { 'no-restricted-syntax': ['error', ...FETCH_RULES] },
  },
  {
    files: ['runtime/ui/**/*.{ts,tsx}'],
    ignores: [...TESTS, '**/testing.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...FETCH_RULES] },
  },
  {
    files: FETCH_ALLOWED,
    rules: { 'no-restricted-syntax': ['error', ...UI_CONTROL_RULES] },
  },
  {
    // portico/server's tests run its client against the sandbox's app and its signatures: the
    // sandbox is a test double there, never shipped (the package holds no test).
    files: ['sdk/server/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [forbid('./sdk', ['./runtime', './examples', './redaction'], 'portico/server shares only protocol/ (its tests may use the sandbox).')] },
      ],
    },
  },
  {
    // Type tests: values are declared to be typed, never used (sdk/type-tests/valid.ts says why).
    files: ['sdk/type-tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  // The sandbox's own rows: no cycles, core/ and model/ at the bottom, areas never import each other's routes.
  ...sandboxRules,
);
