// The sandbox's rows of the house rules (issue 7): which folder may import which,
// and no import cycles. An array of flat-config objects for the repo's
// eslint.config.js to spread (`...sandboxRules`); every path is from the repo root.
//
// The direction, bottom up:
//   core/    HTTP, auth, idempotency, the store: imports core/ only (and the intent's
//            record types, which the store reads and writes)
//   model/   records and their state machines: imports core/ and model/ only
//   areas    cards/, intents/, customers/, …: import core/, model/ and each other's
//            helpers, never another area's routes (app.ts mounts those)
//   contract/ the only place that reads runtime/ files
//   test-support/ the only non-test files that import vitest, imported by tests only
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const SANDBOX = ['sandbox/**/*.{ts,js}'];
const TESTS = ['sandbox/**/*.test.ts'];

/** Every folder of sandbox/ but the layers and the test helpers: a new folder is an area, held to the rules the moment it exists. */
const NOT_AREAS = new Set(['core', 'model', 'contract', 'test-support']);
const SANDBOX_AREAS = readdirSync(fileURLToPath(new URL('.', import.meta.url)), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !NOT_AREAS.has(entry.name))
  .map((entry) => entry.name)
  .sort();

/** A route module: `routes.ts` or `<what>-routes.ts`. */
const routesOf = (area) => `./sandbox/${area}/**/*routes.ts`;

const bottomZones = [
  {
    target: './sandbox/core',
    from: './sandbox',
    except: ['./core', './model/intent-types.ts'],
    message: 'core/ is the bottom of the sandbox: it imports core/ only (and the intent record types).',
  },
  {
    target: './sandbox/model',
    from: './sandbox',
    except: ['./core', './model'],
    message: 'model/ holds records and state machines: it imports core/ and model/ only.',
  },
];

const areaZones = [
  ...SANDBOX_AREAS.map((area) => ({
    target: `./sandbox/${area}`,
    from: SANDBOX_AREAS.filter((other) => other !== area).map(routesOf),
    message: "An area never imports another area's routes: app.ts mounts them.",
  })),
  {
    target: ['./sandbox/*.ts', `./sandbox/!(contract)/**/*`],
    from: './runtime',
    message: "contract/ is the one place the sandbox reads runtime files: hold the sandbox to the runtime's tables there.",
  },
];

const testSupportZone = {
  target: './sandbox',
  from: './sandbox/test-support',
  message: 'test-support/ is for tests: sources never import it.',
};

/**
 * The sandbox's "now" is its test clock's (core/clock.ts): a read of the wall clock
 * anywhere else would escape `/api/v1/simulation/clock`. Tests and the scripts the
 * sandbox serves to browsers (which run on the shopper's clock) are outside the rule.
 */
const clockRule = {
  files: SANDBOX,
  ignores: [...TESTS, 'sandbox/test-support/**', 'sandbox/core/clock.ts', 'sandbox/simulator/wallets/*.js'],
  rules: {
    'no-restricted-properties': [
      'error',
      { object: 'Date', property: 'now', message: "Read the sandbox's clock (deps.clock, core/clock.ts): the test clock moves it." },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: "NewExpression[callee.name='Date'][arguments.length=0]",
        message: "Read the sandbox's clock (deps.clock.now(), core/clock.ts): the test clock moves it.",
      },
    ],
  },
};

export default [
  clockRule,
  {
    files: SANDBOX,
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...bottomZones, ...areaZones, testSupportZone] }],
      'no-restricted-imports': ['error', { paths: [{ name: 'vitest', message: 'Only tests and test-support/ import vitest.' }] }],
    },
  },
  {
    // Tests drive the whole app through test-support/ (and vitest), wherever they sit;
    // the area and runtime rules still hold for them.
    files: [...TESTS, 'sandbox/test-support/**/*.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: areaZones }],
      'no-restricted-imports': 'off',
    },
  },
];
