/**
 * What the whole end-to-end suite sends and prints, scanned for what must never be in
 * it: a card number (any shape redaction/ finds), a CVC (a security-code field with its
 * digits) or a secret (a JWT: client and customer secrets; a merchant's secret key) in
 * any request's URL, in any telemetry beacon's body, or in any console line of any page
 * or frame; and, from sent-messages.ts and storage-sweep.ts, in any message a checkout
 * frame sends its parent and in any storage entry. Card numbers belong in exactly one
 * place, the confirm request's body to the payment API, which is not scanned. Each test
 * fails on its own finding in a URL, beacon or console line; what is found in messages
 * and storage, and every window message sent to `'*'` by the product, is recorded for
 * `npm run proof` to judge (proof/scenarios/suite-leaks.ts, suite-wildcard-sends.ts).
 * The totals of a run are printed by the global teardown (`traffic scan: …`) and kept in
 * .portico/traffic-scan/ for the proof.
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findCardNumbers } from '../../redaction/card-numbers';
import type { SentMessage } from './sent-messages';

const JWT = /ey[IJ][A-Za-z0-9_-]{6,}\.ey[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{10,}/;
/** A merchant's secret key (the sandbox's are `sk_test_…`): only ever on the merchant's server. */
const SECRET_KEY = /\bsk_(?:test|live)_[A-Za-z0-9_]{4,}/;
/** A security code with its digits, as a field of JSON, a query or a log line would carry it. */
const CVC = /\b(?:cvc2?|cvv2?|cvn|csc|security_?code)["']?\s*[:=]\s*["']?\d{3,4}(?!\d)/i;
const BEACON_PATH = /\/api\/v1\/checkout\/(?:logs|metrics)$/;
export const TALLY_DIR = new URL('../../.portico/traffic-scan/', import.meta.url).pathname;

export type Scanned = 'url' | 'beacon' | 'console' | 'message' | 'storage';
/** What a test fails on at once; findings in messages and storage are recorded for the proof to judge. */
const FAILING: ReadonlySet<Scanned> = new Set(['url', 'beacon', 'console']);

interface WindowSends {
  /** window.postMessage calls. */
  total: number;
  /** …with target origin `'*'`, by the product's code (the SDK, the checkout, the demo merchant). */
  wildcard: number;
  /** …with target origin `'*'`, by a test's own script (forgeries a security test sends on purpose). */
  wildcardByTests: number;
}

export interface ScanTally {
  /** The spec file of the test this tally is of. */
  file?: string;
  scanned: Record<Scanned, number>;
  /** In URLs, beacons and console lines: the test fails on each. */
  findings: string[];
  /** In parent-bound messages and storage entries. */
  recorded: string[];
  /** Texts scanned that hold a single-use hand-off (runtime/platform/handoff/), where a client secret would otherwise be. */
  handoffs: number;
  sends: WindowSends;
  /** Each product send to `'*'`: who sent it. */
  wildcards: string[];
}

export const emptyTally = (): ScanTally => ({
  scanned: { url: 0, beacon: 0, console: 0, message: 0, storage: 0 },
  findings: [],
  recorded: [],
  handoffs: 0,
  sends: { total: 0, wildcard: 0, wildcardByTests: 0 },
  wildcards: [],
});

/** What must not be in `text`: 'card number', 'CVC', 'secret', or nothing. */
export function leaksIn(text: string): string[] {
  const leaks: string[] = [];
  if (findCardNumbers(text).length > 0) leaks.push('card number');
  if (CVC.test(text)) leaks.push('CVC');
  if (JWT.test(text) || SECRET_KEY.test(text)) leaks.push('secret');
  return leaks;
}

const HANDOFF = /hof_[A-Za-z0-9_-]{32}/;

export function scan(tally: ScanTally, kind: Scanned, where: string, text: string): void {
  tally.scanned[kind] += 1;
  if (HANDOFF.test(text)) tally.handoffs += 1;
  for (const leak of leaksIn(text)) (FAILING.has(kind) ? tally.findings : tally.recorded).push(`${leak} in a ${kind}: ${where}`);
}

/** What a sent message is, for a finding: the protocol event it carries, or that it answers a call. */
function messageKind(payload: string): string {
  try {
    const data = JSON.parse(payload) as Record<string, unknown>;
    if (typeof data.event === 'string') return ` (event ${data.event})`;
    if (typeof data.type === 'string') return ` (${data.type === 'RAW' || data.type === 'HANDLER' ? 'an answer to a call' : data.type})`;
  } catch {
    // not JSON: said as a plain message
  }
  return '';
}

/** A report of sent-messages.ts: its target origin counted, its payload scanned. */
export function scanSent(tally: ScanTally, sent: SentMessage): void {
  if (sent.channel === 'storage') {
    // A test may plant a value in storage on purpose (a stored key's reader is tested with bad ones).
    if (!sent.fromTest && sent.payload !== null) scan(tally, 'storage', sent.origin, sent.payload);
    return;
  }
  if (sent.channel === 'window') {
    tally.sends.total += 1;
    if (sent.target === '*' && sent.fromTest) tally.sends.wildcardByTests += 1;
    else if (sent.target === '*') {
      tally.sends.wildcard += 1;
      tally.wildcards.push(`a window message to '*' from ${sent.origin}`);
    }
  }
  if (sent.payload !== null) scan(tally, 'message', `a ${sent.channel} message${messageKind(sent.payload)} from ${sent.origin}`, sent.payload);
}

export const isBeacon = (url: string): boolean => BEACON_PATH.test(new URL(url).pathname);

/** Adds a test's counts to its worker's tally file. */
export function recordTally(tally: ScanTally, worker: number): void {
  mkdirSync(TALLY_DIR, { recursive: true });
  appendFileSync(join(TALLY_DIR, `worker-${worker}-${process.pid}.jsonl`), `${JSON.stringify(tally)}\n`);
}

export function resetTallies(): void {
  rmSync(TALLY_DIR, { recursive: true, force: true });
}

export interface RunTotals extends ScanTally {
  /** Tests recorded. */
  tests: number;
  /** Spec files they came from. */
  files: Set<string>;
}

/** The totals of the last run's tallies; `null` when there are none. */
export function readTallies(dir: string = TALLY_DIR): RunTotals | null {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return null;
  }
  const total: RunTotals = { ...emptyTally(), tests: 0, files: new Set() };
  for (const name of names) {
    for (const line of readFileSync(join(dir, name), 'utf8').split('\n').filter(Boolean)) {
      const tally = { ...emptyTally(), ...(JSON.parse(line) as Partial<ScanTally>) };
      total.tests += 1;
      if (tally.file) total.files.add(tally.file);
      for (const kind of Object.keys(total.scanned) as Scanned[]) total.scanned[kind] += tally.scanned[kind] ?? 0;
      total.findings.push(...tally.findings);
      total.recorded.push(...tally.recorded);
      total.handoffs += tally.handoffs ?? 0;
      total.sends.total += tally.sends.total;
      total.sends.wildcard += tally.sends.wildcard;
      total.sends.wildcardByTests += tally.sends.wildcardByTests;
      total.wildcards.push(...tally.wildcards);
    }
  }
  return total.tests > 0 ? total : null;
}

/** The run's totals, as one line. */
export function summarizeTallies(): string {
  const total = readTallies();
  if (!total) return 'traffic scan: nothing recorded';
  const { url, beacon, console, message, storage } = total.scanned;
  const { sends } = total;
  return `traffic scan: ${url} request URLs, ${beacon} telemetry beacons, ${console} console lines, ${message} parent-bound messages, ${storage} storage entries; ${total.findings.length + total.recorded.length} card numbers, CVCs or secrets found (${total.handoffs} hand-offs in secrets' place); ${sends.total} window messages, ${sends.wildcard} to '*' by the product (${sends.wildcardByTests} by tests' own forgeries)`;
}
