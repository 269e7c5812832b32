/**
 * Spec §8: every declared name is logged where it happens. Each name of
 * event-names.ts must appear as a string literal in the runtime's own code (a
 * `logEvent` call, or a table a call reads, as bank-link/providers.ts), outside
 * tests and outside the file that declares them. No name is allowed none: a name
 * without a call site is declared-but-dead, and goes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOGGED_ERRORS, LOGGED_WARNINGS, type LogEventName } from './event-names';

const RUNTIME = fileURLToPath(new URL('../..', import.meta.url));
const DECLARING = new Set(['platform/telemetry/event-names.ts']);
const TEST_FILE = /\.test\.tsx?$|^test-|^testing\.tsx?$/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !TEST_FILE.test(basename(path)) ? [path] : [];
  });
}

const sources = sourceFiles(RUNTIME)
  .filter((path) => !DECLARING.has(relative(RUNTIME, path)))
  .map((path) => ({ path: relative(RUNTIME, path), text: readFileSync(path, 'utf8') }));

/** The files where `name` is written as a string literal. */
const callSitesOf = (name: string) => sources.filter(({ text }) => text.includes(`'${name}'`) || text.includes(`"${name}"`)).map(({ path }) => path);

const DECLARED: readonly LogEventName[] = [...LOGGED_ERRORS, ...LOGGED_WARNINGS];

describe('every declared log name has a call site (spec §8)', () => {
  it('reads the runtime sources', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(callSitesOf('onPageCrash')).toContain('main.tsx');
  });

  for (const name of DECLARED) {
    it(`${name} is logged somewhere in runtime/`, () => {
      expect(callSitesOf(name), `${name} has no call site outside tests: log it where it happens`).not.toEqual([]);
    });
  }
});
