/**
 * The sandbox confirm bench alone, without the browser figures of `npm run bench`:
 *   node --import tsx scripts/bench-sandbox-cli.ts
 * prints what `npm run bench` prints for the sandbox (an empty store, then 100,000
 * intents stored). Switches, all optional:
 *   BENCH_SANDBOX_RUNS=2          alternate the two stores this many times, so load drift hits both alike
 *   BENCH_SANDBOX_STORED=0,100000 the store sizes of each round
 *   BENCH_SANDBOX_FLOOR=1         each round starts with the floor (bench-sandbox-floor-server.ts)
 *   BENCH_SANDBOX_CLIENTS=50      concurrent clients
 *   BENCH_SANDBOX_CONFIRMS=5000   timed confirms a run
 *   BENCH_SANDBOX_PROFILE=<dir>   the sandbox process writes a V8 CPU profile there (node --cpu-prof)
 */
import { benchSandboxConfirm, formatGrowth, formatSandboxBench, GROWN_STORE_INTENTS, type SandboxBenchResult } from './bench-sandbox';

function numberFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw)) throw new Error(`${name} must be a whole number`);
  return Number(raw);
}

const runs = numberFrom('BENCH_SANDBOX_RUNS', 1);
const clients = numberFrom('BENCH_SANDBOX_CLIENTS', 50);
const confirms = numberFrom('BENCH_SANDBOX_CONFIRMS', 5000);
const stored = (process.env.BENCH_SANDBOX_STORED ?? `0,${GROWN_STORE_INTENTS}`).split(',').map(Number);
const profileDir = process.env.BENCH_SANDBOX_PROFILE;
const floor = process.env.BENCH_SANDBOX_FLOOR === '1';
if (stored.some((n) => !Number.isInteger(n) || n < 0)) throw new Error('BENCH_SANDBOX_STORED must list whole numbers');

for (let run = 1; run <= runs; run++) {
  const results: SandboxBenchResult[] = [];
  const prefix = runs > 1 ? `[run ${run}] ` : '';
  if (floor) console.log(`${prefix}${formatSandboxBench(await benchSandboxConfirm({ clients, confirms, floor }))}`);
  for (const storedIntents of stored) {
    const result = await benchSandboxConfirm({ clients, confirms, storedIntents, ...(profileDir ? { profileDir } : {}) });
    results.push(result);
    console.log(`${prefix}${formatSandboxBench(result)}`);
  }
  const [first, ...rest] = results;
  for (const grown of rest) if (first !== undefined && first.storedIntents === 0) console.log(formatGrowth(first, grown));
}
