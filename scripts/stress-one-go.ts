/**
 * The one-go typing journeys (e2e/engines/journeys/cards.ts: a card typed in one go
 * across the split fields and across the Korean fields) run N times per engine under a
 * load we control, to count the keys lost when focus crosses frames on a busy machine
 * (docs/browser-support.md, "Keys lost under load").
 *
 * Everything of the run (the servers of the global setup, the browser, the driver) is
 * pinned with `taskset` to one core beside `--loops` busy loops pinned to the same core:
 * the page's frames then get that core in slices, as on an overloaded machine. The
 * result per engine and journey is a count of passes and failures with each failure's
 * first line, printed as a table and kept in `.portico/stress-one-go.json`.
 *
 *   node --import tsx scripts/stress-one-go.ts [--engines webkit,chromium] [--runs 10]
 *     [--loops 4] [--core 0] [--journeys split,korean]
 *
 * Needs a build (`npm run build`): the journeys run against dist/.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';

/** The journeys by a short name: each one's title, as cards.ts names it, to grep for. */
const JOURNEYS = {
  split: 'split fields: a card typed in one go',
  korean: 'Korean fields: a card typed in one go',
} as const;
type JourneyName = keyof typeof JOURNEYS;
const ENGINES = ['chromium', 'firefox', 'webkit'] as const;
type Engine = (typeof ENGINES)[number];

const RESULTS_DIR = '.portico';

interface Tally {
  engine: Engine;
  journey: JourneyName;
  passed: number;
  failed: number;
  failures: string[];
}

interface PlaywrightResult {
  status: string;
  error?: { message?: string };
}
interface PlaywrightSpec {
  title: string;
  tests: { results: PlaywrightResult[] }[];
}
interface PlaywrightSuite {
  specs?: PlaywrightSpec[];
  suites?: PlaywrightSuite[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// The reporter's colours.
const plain = (text: string) => text.replace(/\u001b\[[0-9;]*m/g, '');

function options() {
  const { values } = parseArgs({
    options: {
      engines: { type: 'string', default: 'webkit,chromium' },
      runs: { type: 'string', default: '10' },
      loops: { type: 'string', default: '4' },
      core: { type: 'string', default: '0' },
      journeys: { type: 'string', default: 'split,korean' },
    },
  });
  const engines = values.engines.split(',').map((name) => {
    if (!(ENGINES as readonly string[]).includes(name)) throw new Error(`unknown engine ${name} (one of ${ENGINES.join(', ')})`);
    return name as Engine;
  });
  const journeys = values.journeys.split(',').map((name) => {
    if (!(name in JOURNEYS)) throw new Error(`unknown journey ${name} (one of ${Object.keys(JOURNEYS).join(', ')})`);
    return name as JourneyName;
  });
  const count = (name: string, text: string, least: number) => {
    const n = Number(text);
    if (!Number.isInteger(n) || n < least) throw new Error(`--${name} wants a whole number from ${least}`);
    return n;
  };
  return { engines, journeys, runs: count('runs', values.runs, 1), loops: count('loops', values.loops, 0), core: String(count('core', values.core, 0)) };
}

function busyLoops(count: number, core: string): ChildProcess[] {
  return Array.from({ length: count }, () => spawn('taskset', ['-c', core, 'sh', '-c', 'while :; do :; done'], { stdio: 'ignore' }));
}

function tallyOf(report: { suites?: PlaywrightSuite[] }, engine: Engine, journeys: readonly JourneyName[]): Tally[] {
  const specs: PlaywrightSpec[] = [];
  const walk = (suite: PlaywrightSuite) => {
    specs.push(...(suite.specs ?? []));
    for (const inner of suite.suites ?? []) walk(inner);
  };
  for (const suite of report.suites ?? []) walk(suite);
  return journeys.map((journey) => {
    const tally: Tally = { engine, journey, passed: 0, failed: 0, failures: [] };
    for (const spec of specs.filter((candidate) => candidate.title.startsWith(JOURNEYS[journey]))) {
      for (const result of spec.tests.flatMap((test) => test.results)) {
        if (result.status === 'passed') tally.passed += 1;
        else if (result.status !== 'skipped') {
          tally.failed += 1;
          tally.failures.push(
            plain(result.error?.message ?? result.status)
              .split('\n')
              .filter((line) => line.trim() !== '')
              .slice(0, 3)
              .join(' / '),
          );
        }
      }
    }
    return tally;
  });
}

function runEngine(engine: Engine, journeys: readonly JourneyName[], runs: number, core: string): Tally[] {
  const resultsFile = `${RESULTS_DIR}/stress-one-go-${engine}.json`;
  const grep = journeys.map((journey) => escapeRegExp(JOURNEYS[journey])).join('|');
  const args = [
    '-c',
    core,
    'npx',
    'playwright',
    'test',
    '-c',
    'playwright.engines.config.ts',
    `--project=${engine}`,
    '--grep',
    grep,
    `--repeat-each=${runs}`,
    '--workers=1',
    '--reporter=dot,json',
  ];
  console.log(`\n▶ ${engine}: taskset ${args.join(' ')}`);
  spawnSync('taskset', args, { stdio: 'inherit', env: { ...process.env, PORTICO_ENGINES_RESULTS: resultsFile, PLAYWRIGHT_JSON_OUTPUT_NAME: resultsFile } });
  try {
    return tallyOf(JSON.parse(readFileSync(resultsFile, 'utf8')) as { suites?: PlaywrightSuite[] }, engine, journeys);
  } catch {
    return journeys.map((journey) => ({ engine, journey, passed: 0, failed: runs, failures: ['no results: the run did not finish'] }));
  }
}

function main(): void {
  const { engines, journeys, runs, loops, core } = options();
  mkdirSync(RESULTS_DIR, { recursive: true });
  const loopers = busyLoops(loops, core);
  const stopLoops = () => loopers.forEach((looper) => looper.kill());
  process.on('SIGINT', () => {
    stopLoops();
    process.exit(130);
  });
  const loadBefore = loadavg()[0] ?? 0;
  const tallies: Tally[] = [];
  try {
    for (const engine of engines) tallies.push(...runEngine(engine, journeys, runs, core));
  } finally {
    stopLoops();
  }
  const load = `load average ${loadBefore.toFixed(1)} at the start, ${(loadavg()[0] ?? 0).toFixed(1)} at the end`;
  console.log(`\nOne-go typing, ${runs} runs each, pinned to core ${core} beside ${loops} busy loops (${load}):\n`);
  console.log('| engine | journey | passed | failed |\n|---|---|---|---|');
  for (const tally of tallies) console.log(`| ${tally.engine} | ${tally.journey} | ${tally.passed} | ${tally.failed} |`);
  for (const tally of tallies) for (const failure of tally.failures) console.log(`- ${tally.engine} ${tally.journey}: ${failure}`);
  writeFileSync(`${RESULTS_DIR}/stress-one-go.json`, JSON.stringify({ runs, loops, core, load, tallies }, null, 2));
  if (tallies.some((tally) => tally.failed > 0)) process.exitCode = 1;
}

main();
