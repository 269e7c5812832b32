/**
 * The figures "across the e2e suite": the last end-to-end run's traffic-scan tallies
 * (e2e/support/traffic-scan.ts writes one line per test into .portico/traffic-scan/), and
 * whether that run covered the whole suite: every spec file that uses the suite's fixtures
 * (the scan is one of them) must have recorded at least one test.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readTallies, TALLY_DIR, type RunTotals } from '../../e2e/support/traffic-scan';
import type { Outcome, Pass } from '../scenario';
import { distinct } from './words';

const E2E_DIR = new URL('../../e2e/', import.meta.url).pathname;

export interface SuiteTally {
  readonly totals: RunTotals;
  /** Spec files that use the fixtures: the suite the scan watches. */
  readonly specs: readonly string[];
  /** Spec files that use the fixtures but recorded nothing: the run did not cover them. */
  readonly missing: readonly string[];
  /** When the last test of that run was recorded. */
  readonly recordedAt: Date;
}

/** The spec files whose tests the scan watches (`e2e/<name>.spec.ts`). */
function scannedSpecs(): string[] {
  return readdirSync(E2E_DIR)
    .filter((name) => name.endsWith('.spec.ts') && readFileSync(join(E2E_DIR, name), 'utf8').includes("from './support/fixtures'"))
    .map((name) => `e2e/${name}`);
}

/** `null`: no e2e run has left a tally ("run npm test first"). */
export function readSuiteTally(dir: string = TALLY_DIR): SuiteTally | null {
  const totals = readTallies(dir);
  if (!totals) return null;
  const recordedAt = new Date(Math.max(...readdirSync(dir).map((name) => statSync(join(dir, name)).mtimeMs)));
  const specs = scannedSpecs();
  return { totals, specs, missing: specs.filter((spec) => !totals.files.has(spec)), recordedAt };
}

/** Findings grouped: the port numbers of a run's origins dropped, each distinct finding once with how often. */
export function groupFindings(findings: readonly string[]): string[] {
  return distinct(findings.map((finding) => finding.replace(/(https?:\/\/[^/\s:]+):\d+/g, '$1')));
}

/** How the run is described under a row: its size, its date, and what it did not cover. */
function describeRun(tally: SuiteTally): string {
  const { tests } = tally.totals;
  const covered = tally.specs.length - tally.missing.length;
  const missing = tally.missing.length > 0 ? ` (not covered: ${tally.missing.slice(0, 4).join(', ')}${tally.missing.length > 4 ? ', …' : ''})` : '';
  return `from the e2e run of ${tally.recordedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC: ${tests} tests, ${covered} of the ${tally.specs.length} spec files the scan watches${missing}`;
}

/** The row when no e2e run has left a tally. */
export const NO_RUN: Outcome = {
  runs: 0,
  figure: 'no e2e run to read',
  pass: 'pending',
  detail: 'no e2e run has left a traffic-scan tally: run npm test first (or npm run test:e2e)',
};

/**
 * A suite row's outcome from what it found: any finding fails it, even from a partial
 * run; none passes it only when the run covered the whole suite (else pending).
 */
export function suiteOutcome(tally: SuiteTally, runs: number, figure: string, findings: readonly string[]): Outcome {
  const run = describeRun(tally);
  if (findings.length > 0) return { runs, figure, pass: false, detail: `${groupFindings(findings).slice(0, 6).join('; ')}; ${run}` };
  const pass: Pass = tally.missing.length === 0 ? true : 'pending';
  return { runs, figure, pass, detail: run };
}
