/**
 * Sandbox API latency for `npm run bench`: confirm latency under concurrent
 * clients on loopback, once with an empty store and once with many intents
 * already stored, so a store whose cost grows with its size shows up here. Each
 * client creates an intent (merchant key), then confirms it with the success
 * card; only the confirm is timed, after 200 untimed ones warm the server up.
 * Bounded in count (default 5,000 confirms a run, plus the warm-up: the p99 of
 * fewer is a handful of samples) and in time (default 30 s a run, warm-up
 * included: in-flight requests are aborted then).
 * The sandbox is the real one (`startSandbox`, port 0, a temp state file) in a
 * child process of its own (bench-sandbox-server.ts), bound to 127.0.0.1, and
 * every request goes there and nowhere else. The stored intents are written
 * straight into that state file, in one transaction, by another child process
 * (bench-sandbox-seed.ts) before the server starts.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

/** Runs bench-sandbox-seed.ts to the end; rejects if it fails or takes over `timeoutMs`. */
function seedInProcess(stateFile: string, count: number, timeoutMs: number): Promise<void> {
  const seeder = new URL('./bench-sandbox-seed.ts', import.meta.url).pathname;
  const child = spawn(process.execPath, ['--import', 'tsx', seeder, stateFile, String(count)], { stdio: ['ignore', 'inherit', 'inherit'] });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`bench: seeding ${count} intents failed (${String(code)})`));
    });
  });
}

interface SandboxProcess {
  readonly port: number;
  /** CPU time the sandbox process has used so far (all its threads), in ms. */
  readonly cpuMs: () => Promise<number>;
  readonly stop: () => Promise<void>;
}

/** Starts bench-sandbox-server.ts; resolves with its port, a CPU reading and a stop function, or rejects within `timeoutMs`. */
function startSandboxProcess(stateFile: string, timeoutMs: number, floor: boolean, profileDir?: string): Promise<SandboxProcess> {
  const server = new URL(floor ? './bench-sandbox-floor-server.ts' : './bench-sandbox-server.ts', import.meta.url).pathname;
  const profile = profileDir === undefined ? [] : ['--cpu-prof', `--cpu-prof-dir=${profileDir}`];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', server, stateFile, SECRET_KEY], { stdio: ['pipe', 'pipe', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The process answers one JSON line per line it is sent (and one when it listens), in order.
  const waiting: Array<(line: string) => void> = [];
  createInterface({ input: child.stdout }).on('line', (line) => waiting.shift()?.(line));
  const nextLine = (): Promise<string> => new Promise((resolve) => waiting.push(resolve));
  const cpuMs = async (): Promise<number> => {
    const answer = nextLine();
    child.stdin.write('cpu\n');
    return (JSON.parse(await answer) as { cpuMs: number }).cpuMs;
  };
  const stop = async (): Promise<void> => {
    child.stdin.end();
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('bench: the sandbox process did not start in time'));
    }, timeoutMs);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`bench: the sandbox process exited (${String(code)})`));
    });
    void nextLine().then((line) => {
      clearTimeout(timer);
      resolve({ port: (JSON.parse(line) as { port: number }).port, cpuMs, stop });
    });
  });
}

export interface SandboxBenchOptions {
  readonly clients?: number;
  readonly confirms?: number;
  readonly timeLimitMs?: number;
  /** Confirms run first and not timed, so the figures are of a warmed-up server (default 200). */
  readonly warmupConfirms?: number;
  /** Intents in the store before the first request (written directly, not over HTTP). */
  readonly storedIntents?: number;
  /**
   * The same clients against bench-sandbox-floor-server.ts instead of the sandbox: an app
   * that reads the bodies and answers, no more; what HTTP costs here, the floor (no stored intents).
   */
  readonly floor?: boolean;
  /** Where the sandbox process writes a V8 CPU profile of its whole run (`node --cpu-prof`); none by default. */
  readonly profileDir?: string;
}

export interface SandboxBenchResult {
  readonly server: 'sandbox' | 'floor';
  readonly clients: number;
  readonly storedIntents: number;
  readonly confirmed: number;
  readonly errors: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly perSecond: number;
  /**
   * The sandbox process's CPU time over the timed run, per confirm and the create before it:
   * what a confirm costs whatever else the machine runs (its latency under load is about
   * half the clients times this, as the requests in flight wait for one another).
   */
  readonly cpuMsPerConfirm: number;
  readonly elapsedMs: number;
  readonly stoppedBy: 'count' | 'time';
}

const LOOPBACK = '127.0.0.1';
const SECRET_KEY = 'sk_test_bench_sandbox';
const FUTURE_YEAR = String(new Date().getUTCFullYear() + 3);
/** The store size of the second run: about a month of a busy team's test suites. */
export const GROWN_STORE_INTENTS = 100_000;

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function benchSandboxConfirm(opts: SandboxBenchOptions = {}): Promise<SandboxBenchResult> {
  const clients = opts.clients ?? 50;
  const total = opts.confirms ?? 5000;
  const timeLimitMs = opts.timeLimitMs ?? 30_000;
  const warmup = opts.warmupConfirms ?? 200;
  const storedIntents = opts.storedIntents ?? 0;
  const floor = opts.floor ?? false;
  if (floor && storedIntents > 0) throw new Error('bench: the floor server stores nothing');
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-sandbox-'));
  const stateFile = join(dir, 'state.db');
  if (storedIntents > 0) await seedInProcess(stateFile, storedIntents, 120_000);
  const sandbox = await startSandboxProcess(stateFile, 20_000, floor, opts.profileDir);
  // One kept-alive connection per client, as a test suite's HTTP client would hold.
  const agent = new Agent({ keepAlive: true, maxSockets: clients });
  const inFlight = new Set<ClientRequest>();
  const abort = new AbortController();
  // At the time limit every request still open is destroyed: one timer for the run,
  // not one per request (per-request timers and signals cost the client more than
  // the server spends answering).
  const timer = setTimeout(() => {
    abort.abort();
    for (const req of inFlight) req.destroy();
  }, timeLimitMs);
  const deadline = Date.now() + timeLimitMs;
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;

  const send = (path: string, body: unknown, headers: Record<string, string>): Promise<{ status: number; text: string }> =>
    new Promise((resolve, reject) => {
      const payload = JSON.stringify(body);
      const req = request(
        {
          host: LOOPBACK,
          port: sandbox.port,
          path,
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), ...headers },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            inFlight.delete(req);
            resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', reject);
        },
      );
      inFlight.add(req);
      req.on('error', (err) => {
        inFlight.delete(req);
        reject(err);
      });
      if (abort.signal.aborted) req.destroy();
      req.end(payload);
    });

  const client = async (limit: number, timed: boolean): Promise<void> => {
    while (issued < limit && !abort.signal.aborted) {
      issued++;
      try {
        const created = await send('/api/v1/pa/payment_intents/create', { request_id: randomUUID(), amount: 10, currency: 'USD' }, { 'x-api-key': SECRET_KEY });
        if (created.status !== 201) {
          errors++;
          continue;
        }
        const intent = JSON.parse(created.text) as { id: string; client_secret: string };
        const body = {
          request_id: randomUUID(),
          payment_method: { type: 'card', card: { number: '4111111111111111', expiry_month: '12', expiry_year: FUTURE_YEAR, cvc: '123' } },
        };
        const started = performance.now();
        const res = await send(`/api/v1/pa/payment_intents/${intent.id}/confirm`, body, { 'client-secret': intent.client_secret });
        if (res.status !== 200) errors++;
        else if (timed) latencies.push(performance.now() - started);
      } catch {
        // A request destroyed at the time limit is the bound working, not an error.
        if (!abort.signal.aborted && Date.now() < deadline) errors++;
      }
    }
  };

  let started = performance.now();
  let cpuMs = Number.NaN;
  try {
    await Promise.all(Array.from({ length: clients }, () => client(warmup, false)));
    issued = 0;
    const cpuBefore = await sandbox.cpuMs();
    started = performance.now();
    await Promise.all(Array.from({ length: clients }, () => client(total, true)));
    cpuMs = (await sandbox.cpuMs()) - cpuBefore;
  } finally {
    clearTimeout(timer);
    agent.destroy();
    await sandbox.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const elapsedMs = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    server: floor ? 'floor' : 'sandbox',
    clients,
    storedIntents,
    confirmed: sorted.length,
    errors,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    perSecond: sorted.length / (elapsedMs / 1000),
    cpuMsPerConfirm: cpuMs / Math.max(1, issued),
    elapsedMs,
    stoppedBy: abort.signal.aborted ? 'time' : 'count',
  };
}

export function formatSandboxBench(r: SandboxBenchResult): string {
  const stop = r.stoppedBy === 'time' ? 'stopped at the time limit' : 'all confirms done';
  const stored = r.storedIntents === 0 ? 'empty store' : `${r.storedIntents.toLocaleString('en-US')} intents stored`;
  const what =
    r.server === 'floor'
      ? `Floor: a Hono app that only reads and answers, on loopback (${r.clients} concurrent clients)`
      : `Sandbox API on loopback (${r.clients} concurrent clients, success card, state file on disk, ${stored})`;
  return `${what}
  confirm p50 ${r.p50Ms.toFixed(1)} ms   p99 ${r.p99Ms.toFixed(1)} ms   ${r.perSecond.toFixed(0)} confirms/s (each after its own create)
  server CPU ${r.cpuMsPerConfirm.toFixed(2)} ms a confirm and its create
  ${r.confirmed} confirmed, ${r.errors} errors, ${(r.elapsedMs / 1000).toFixed(1)} s, ${stop}`;
}

/** How the grown store's p99 compares with the empty one's (the goal: within 10 %). */
export function formatGrowth(empty: SandboxBenchResult, grown: SandboxBenchResult): string {
  const change = (grown.p99Ms / empty.p99Ms - 1) * 100;
  return `  p99 with ${grown.storedIntents.toLocaleString('en-US')} intents stored: ${change >= 0 ? '+' : ''}${change.toFixed(0)} % against the empty store`;
}

/** The bench.ts hook: an empty store, then a grown one; returns the printed lines. */
export async function sandboxBenchReport(): Promise<string> {
  const empty = await benchSandboxConfirm();
  const grown = await benchSandboxConfirm({ storedIntents: GROWN_STORE_INTENTS });
  return [formatSandboxBench(empty), formatSandboxBench(grown), formatGrowth(empty, grown)].join('\n');
}
