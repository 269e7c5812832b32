// npm test: typecheck, lint, unused code, build, unit tests, end-to-end tests in Chromium, then the
// shopper journeys (e2e/engines/) in Chromium, Firefox, WebKit and a phone's Chromium,
// one engine after the other with its count and minutes. The build comes before the
// unit tests because some of them test the built artefacts (static serving, size
// budgets). Prints one closing line "N passed, N failed" summing every runner; exits
// non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium, ensureCjkFonts } from './ensure-chromium.mjs';
import { ensureEngines } from './ensure-engines.mjs';

const RESULTS = '.portico';
mkdirSync(RESULTS, { recursive: true });
const totals = { passed: 0, failed: 0 };

/** Each step's minutes, printed at the end (the closing note's "minutes per step"). */
const minutes = [];
const minutesSince = (started) => ((Date.now() - started) / 60_000).toFixed(1);

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  minutes.push(`${label}: ${minutesSince(started)} min`);
  return result.status === 0;
}

/** A step without test counts of its own counts as one test. */
function step(label, command, args) {
  const ok = run(label, command, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  return ok;
}

/**
 * Steps that read the tree and write nothing another reads, side by side (each is one
 * process on one core, and CI has two): each one's output printed whole when it ends, in
 * the order given; each counts as one test.
 */
async function sideBySide(steps) {
  const started = Date.now();
  const outcomes = await Promise.all(
    steps.map(
      ([label, command, args]) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
          const output = [];
          child.stdout.on('data', (chunk) => output.push(chunk));
          child.stderr.on('data', (chunk) => output.push(chunk));
          child.on('close', (code) => resolve({ label, command, args, ok: code === 0, output: Buffer.concat(output), took: minutesSince(started) }));
        }),
    ),
  );
  for (const { label, command, args, ok, output, took } of outcomes) {
    console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
    process.stdout.write(output);
    minutes.push(`${label}: ${took} min (beside ${steps.length - 1} other)`);
    totals[ok ? 'passed' : 'failed'] += 1;
  }
  return outcomes.every(({ ok }) => ok);
}

function readJson(path) {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function countVitest(path, ok) {
  const report = readJson(path);
  if (!report) return void (totals.failed += 1);
  totals.passed += report.numPassedTests ?? 0;
  totals.failed += report.numFailedTests ?? 0;
  // A suite that failed to load has no failed tests but must still fail the run.
  if (!ok && !report.numFailedTests) totals.failed += 1;
}

function countPlaywright(path, ok) {
  const report = readJson(path);
  if (!report?.stats) return void (totals.failed += 1);
  totals.passed += report.stats.expected ?? 0;
  totals.failed += (report.stats.unexpected ?? 0) + (report.stats.flaky ?? 0);
  if (!ok && !report.stats.unexpected) totals.failed += 1;
}

const chromium = ensureChromium();
const engines = ensureEngines();
// The screen walk's looks with Japanese in them were drawn in Noto Sans CJK JP.
ensureCjkFonts();
await sideBySide([
  ['typecheck', 'npx', ['tsc', '-p', 'tsconfig.json']],
  ['lint', 'npx', ['eslint', '.']],
]);
await sideBySide([
  // One layout for the code (.prettierrc.json; .prettierignore says what is left as written).
  ['format', 'npx', ['prettier', '--check', '--log-level=warn', '.']],
  // Unused files, exports and dependencies (knip.json says where the entries are).
  ['unused code', 'npx', ['knip', '--no-progress']],
]);
// Alone: it writes what the checks above read (sdk/react/components.ts, through npm run generate).
const built = step('build', 'npm', ['run', 'build', '--silent']);

// Run even when the build failed: most unit tests do not need it, and the artefact
// tests fail on their own (they rebuild when stale).
rmSync(`${RESULTS}/vitest-results.json`, { force: true });
const unitOk = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${RESULTS}/vitest-results.json`]);
countVitest(`${RESULTS}/vitest-results.json`, unitOk);

// The React bindings' tests once more, on Preact through preact/compat (vitest.preact.config.ts).
rmSync(`${RESULTS}/vitest-preact-results.json`, { force: true });
const preactOk = run('React bindings on Preact', 'npx', [
  'vitest',
  'run',
  '--config',
  'vitest.preact.config.ts',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${RESULTS}/vitest-preact-results.json`,
]);
countVitest(`${RESULTS}/vitest-preact-results.json`, preactOk);

if (built && chromium) {
  rmSync(`${RESULTS}/playwright-results.json`, { force: true });
  const e2eOk = run('end-to-end tests', 'npx', ['playwright', 'test'], { PORTICO_CHROMIUM: chromium });
  countPlaywright(`${RESULTS}/playwright-results.json`, e2eOk);
} else {
  console.log(built ? '\nEnd-to-end tests skipped: no Chromium (see above).' : '\nEnd-to-end tests skipped: the build failed.');
  totals.failed += 1;
}

// The journeys, once per engine: each engine's minutes show, and one engine's trouble is its own line.
// Two lanes side by side, one browser of Firefox and WebKit at a time in each (the journeys were
// proven with one session per driver: WebKitWebDriver's safe default), each run on servers of its own.
const JOURNEY_LANES = [
  [
    { project: 'chromium', ready: Boolean(chromium) },
    { project: 'firefox', ready: engines.firefox, workers: 1 },
  ],
  [
    { project: 'phone', ready: Boolean(chromium) },
    { project: 'webkit', ready: engines.webkit, workers: 1 },
  ],
];

/** One engine's journeys, its output kept to be printed whole when its lane ends. */
function journeys({ project, ready, workers }) {
  if (!built || !ready) return Promise.resolve({ project, skipped: built ? 'engine missing, see above' : 'the build failed' });
  const output = `${RESULTS}/engines-${project}-results.json`;
  rmSync(output, { force: true });
  const args = ['playwright', 'test', '-c', 'playwright.engines.config.ts', `--project=${project}`, ...(workers ? [`--workers=${workers}`] : [])];
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npx', args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORTICO_CHROMIUM: chromium ?? '',
        PORTICO_ENGINES_RESULTS: output,
        PORTICO_ENGINES_OUTPUT: `${RESULTS}/engines-test-results/${project}`,
      },
    });
    const printed = [];
    child.stdout.on('data', (chunk) => printed.push(chunk));
    child.stderr.on('data', (chunk) => printed.push(chunk));
    child.on('close', (code) => resolve({ project, args, output, ok: code === 0, printed: Buffer.concat(printed), took: minutesSince(started) }));
  });
}

const laneResults = await Promise.all(
  JOURNEY_LANES.map(async (lane) => {
    const done = [];
    for (const engine of lane) done.push(await journeys(engine));
    return done;
  }),
);
const journeyLines = [];
for (const result of laneResults.flat()) {
  if (result.skipped) {
    journeyLines.push(`${result.project}: skipped (${result.skipped})`);
    totals.failed += 1;
    continue;
  }
  console.log(`\n▶ journeys in ${result.project}: npx ${result.args.join(' ')}`);
  process.stdout.write(result.printed);
  minutes.push(`journeys in ${result.project}: ${result.took} min (beside the other lane)`);
  const before = { ...totals };
  countPlaywright(result.output, result.ok);
  journeyLines.push(`${result.project}: ${totals.passed - before.passed} passed, ${totals.failed - before.failed} failed, ${result.took} min`);
}
console.log(`\nJourneys by engine:\n  ${journeyLines.join('\n  ')}`);
console.log(`\nMinutes by step:\n  ${minutes.join('\n  ')}`);

console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed === 0 && existsSync(RESULTS) ? 0 : 1);
