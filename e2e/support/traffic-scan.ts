/**
 * What the whole end-to-end suite sends and prints, scanned for what must never be in
 * it: a card number (any shape redaction/ finds) or a secret (a JWT: client and customer
 * secrets) in any request's URL, in any telemetry beacon's body, or in any console line
 * of any page or frame. Card numbers belong in exactly one place, the confirm request's
 * body to the payment API, which is not scanned. Each test fails on its own finding;
 * the totals of a run are printed by the global teardown (`traffic scan: …`).
 */
import { appendFileSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { findCardNumbers } from '../../redaction/card-numbers';

const JWT = /ey[IJ][A-Za-z0-9_-]{6,}\.ey[A-Za-z0-9_-]+\.[A-Za-z0-9_-]{10,}/;
const BEACON_PATH = /\/api\/v1\/checkout\/(?:logs|metrics)$/;
const TALLY_DIR = new URL('../../.portico/traffic-scan/', import.meta.url).pathname;

export type Scanned = 'url' | 'beacon' | 'console';

export interface ScanTally {
  scanned: Record<Scanned, number>;
  findings: string[];
}

export const emptyTally = (): ScanTally => ({ scanned: { url: 0, beacon: 0, console: 0 }, findings: [] });

/** What must not be in `text`: 'card number', 'secret', or nothing. */
export function leaksIn(text: string): string[] {
  const leaks: string[] = [];
  if (findCardNumbers(text).length > 0) leaks.push('card number');
  if (JWT.test(text)) leaks.push('secret');
  return leaks;
}

export function scan(tally: ScanTally, kind: Scanned, where: string, text: string): void {
  tally.scanned[kind] += 1;
  for (const leak of leaksIn(text)) tally.findings.push(`${leak} in a ${kind}: ${where}`);
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

/** The run's totals, as one line. */
export function summarizeTallies(): string {
  const total = emptyTally();
  let files: string[] = [];
  try {
    files = readdirSync(TALLY_DIR);
  } catch {
    return 'traffic scan: nothing recorded';
  }
  for (const file of files) {
    for (const line of readFileSync(join(TALLY_DIR, file), 'utf8').split('\n').filter(Boolean)) {
      const tally = JSON.parse(line) as ScanTally;
      for (const kind of Object.keys(total.scanned) as Scanned[]) total.scanned[kind] += tally.scanned[kind];
      total.findings.push(...tally.findings);
    }
  }
  const { url, beacon, console } = total.scanned;
  return `traffic scan: ${url} request URLs, ${beacon} telemetry beacons, ${console} console lines; ${total.findings.length} card numbers or secrets found`;
}
