/**
 * Sandbox API latency for `npm run bench`: confirm latency under concurrent
 * clients on loopback. Each client creates an intent (merchant key), then
 * confirms it with the success card; only the confirm is timed. Bounded in count
 * (default 2,000 confirms) and in time (default 30 s: in-flight requests are
 * aborted then). The sandbox is the real one (`startSandbox`, port 0, a temp
 * state file written on every change), bound to 127.0.0.1, and every request goes
 * there and nowhere else.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../sandbox/server';

export interface SandboxBenchOptions {
  readonly clients?: number;
  readonly confirms?: number;
  readonly timeLimitMs?: number;
}

export interface SandboxBenchResult {
  readonly clients: number;
  readonly confirmed: number;
  readonly errors: number;
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly perSecond: number;
  readonly elapsedMs: number;
  readonly stoppedBy: 'count' | 'time';
}

const LOOPBACK = '127.0.0.1';
const SECRET_KEY = 'sk_test_bench_sandbox';
const FUTURE_YEAR = String(new Date().getUTCFullYear() + 3);

/** Nearest-rank percentile of an ascending list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function benchSandboxConfirm(opts: SandboxBenchOptions = {}): Promise<SandboxBenchResult> {
  const clients = opts.clients ?? 50;
  const total = opts.confirms ?? 2000;
  const timeLimitMs = opts.timeLimitMs ?? 30_000;
  const dir = mkdtempSync(join(tmpdir(), 'portico-bench-sandbox-'));
  const sandbox = await startSandbox({ port: 0, hostname: LOOPBACK, stateFile: join(dir, 'state.json'), secretKey: SECRET_KEY, log: () => {} });
  const base = `http://${LOOPBACK}:${sandbox.port}`;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeLimitMs);
  const deadline = Date.now() + timeLimitMs;
  const latencies: number[] = [];
  let issued = 0;
  let errors = 0;

  const send = (path: string, body: unknown, headers: Record<string, string>) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
      // One signal per request: thousands of requests on one shared signal pile up its listeners.
      signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
    });

  const client = async (): Promise<void> => {
    while (issued < total && !abort.signal.aborted) {
      issued++;
      try {
        const created = await send('/api/v1/pa/payment_intents/create', { request_id: randomUUID(), amount: 10, currency: 'USD' }, { 'x-api-key': SECRET_KEY });
        if (created.status !== 201) {
          errors++;
          await created.arrayBuffer();
          continue;
        }
        const intent = (await created.json()) as { id: string; client_secret: string };
        const body = {
          request_id: randomUUID(),
          payment_method: { type: 'card', card: { number: '4111111111111111', expiry_month: '12', expiry_year: FUTURE_YEAR, cvc: '123' } },
        };
        const started = performance.now();
        const res = await send(`/api/v1/pa/payment_intents/${intent.id}/confirm`, body, { 'client-secret': intent.client_secret });
        await res.arrayBuffer();
        if (res.status === 200) latencies.push(performance.now() - started);
        else errors++;
      } catch {
        // An abort at the time limit is the bound working, not an error (a request's own
        // timeout may fire a moment before the run's timer does).
        if (!abort.signal.aborted && Date.now() < deadline) errors++;
      }
    }
  };

  const started = performance.now();
  try {
    await Promise.all(Array.from({ length: clients }, client));
  } finally {
    clearTimeout(timer);
    await sandbox.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const elapsedMs = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    clients,
    confirmed: sorted.length,
    errors,
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    perSecond: sorted.length / (elapsedMs / 1000),
    elapsedMs,
    stoppedBy: abort.signal.aborted ? 'time' : 'count',
  };
}

export function formatSandboxBench(r: SandboxBenchResult): string {
  const stop = r.stoppedBy === 'time' ? 'stopped at the time limit' : 'all confirms done';
  return `Sandbox API on loopback (${r.clients} concurrent clients, success card, state file on disk)
  confirm p50 ${r.p50Ms.toFixed(1)} ms   p99 ${r.p99Ms.toFixed(1)} ms   ${r.perSecond.toFixed(0)} confirms/s (each after its own create)
  ${r.confirmed} confirmed, ${r.errors} errors, ${(r.elapsedMs / 1000).toFixed(1)} s, ${stop}`;
}

/** The bench.ts hook: run with the defaults and return the printed lines. */
export async function sandboxBenchReport(): Promise<string> {
  return formatSandboxBench(await benchSandboxConfirm());
}
