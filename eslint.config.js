// House rules that the tools keep (issue 6 §5): which folder may import which,
// no import cycles in the shipped code, no `any`, and a warning for files that
// have grown past one purpose. Run by `npm run lint` and as a step of `npm test`.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import sandboxRules from './sandbox/eslint-rules.js';

const SOURCE = ['**/*.{ts,tsx,mts,js,mjs}'];
const TESTS = ['**/*.test.{ts,tsx}', 'e2e/**/*.spec.ts'];

/** `from` may not be imported by anything under `target` (paths from the repo root). */
const forbid = (target, from, message) => ({ target, from, message });

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
          alias: { 'portico$': [fileURLToPath(new URL('./sdk/index.ts', import.meta.url))], 'portico/react$': [fileURLToPath(new URL('./sdk/react/index.ts', import.meta.url))] },
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
            forbid('./sdk', ['./runtime', './sandbox', './examples', './redaction'], 'The SDK runs on merchant pages: it shares only protocol/ with the frames.'),
            forbid('./runtime', ['./sdk', './sandbox', './examples'], 'The runtime talks to the SDK only through protocol/.'),
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
    files: ['protocol/**/*.{ts,tsx}', 'redaction/**/*.{ts,tsx}', 'sdk/**/*.{ts,tsx}', 'runtime/**/*.{ts,tsx}'],
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: SOURCE,
    ignores: TESTS,
    rules: { 'max-lines': ['warn', { max: 300, skipBlankLines: true, skipComments: true }] },
  },
  {
    // Type tests: values are declared to be typed, never used (sdk/type-tests/valid.ts says why).
    files: ['sdk/type-tests/**/*.ts'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  // The sandbox's own rows: no cycles, core/ and model/ at the bottom, areas never import each other's routes.
  ...sandboxRules,
);
