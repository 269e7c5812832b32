/**
 * `npm run proof` (issue 15): runs every scenario of proof/scenarios.ts against the real
 * protocol, SDK and runtime (in Node, or in headless Chromium against one loopback
 * `startServers()`), prints the table docs/security.md quotes, and exits non-zero when a
 * row fails. `--seed N --only <id>` replays one row; `--scale S` multiplies the counts.
 */
import { freshSeed, parseArgs } from './cli-args';
import { runScenarios } from './runner';
import { SCENARIOS } from './scenarios';
import { formatDetails, formatTable, passText } from './table';
import { lazyWorld } from './support/world';

const args = parseArgs(process.argv.slice(2));
const seed = args.seed ?? freshSeed();
const world = lazyWorld();
const started = performance.now();
const rows = await runScenarios(
  SCENARIOS,
  {
    seed,
    scale: args.scale,
    ...(args.only ? { only: args.only } : {}),
    onRow: (row, seconds) => {
      console.error(`  ${row.id}: ${passText(row.pass)} (${seconds.toFixed(1)} s)`);
    },
  },
  world,
).finally(() => world.close());
const minutes = (performance.now() - started) / 60_000;
const details = formatDetails(rows);
console.log(`\n${formatTable(rows)}\n${details ? `\n${details}\n` : ''}`);
console.log(
  `Wall time ${minutes.toFixed(1)} min. Replay: npm run proof -- --seed ${seed}${args.only ? ` --only ${args.only}` : ''}${args.scale !== 1 ? ` --scale ${args.scale}` : ''}`,
);
process.exitCode = rows.some((row) => row.pass === false) ? 1 : 0;
