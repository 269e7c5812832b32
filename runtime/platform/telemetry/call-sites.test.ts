/**
 * Spec §8: every declared name is logged where it happens. Each name of
 * event-names.ts must appear as a string literal in the runtime's own code (a
 * `logEvent` call, or a table a call reads, as bank-link/providers.ts), outside
 * tests and outside the two files that declare names; names-without-call-site.ts
 * lists, with reasons, exactly the names allowed none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOGGED_ERRORS, LOGGED_WARNINGS, type LogEventName } from './event-names';
import { NAMES_WITHOUT_CALL_SITE } from './names-without-call-site';

const RUNTIME = fileURLToPath(new URL('../..', import.meta.url));
const DECLARING = new Set(['platform/telemetry/event-names.ts', 'platform/telemetry/names-without-call-site.ts']);
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
const allowed = new Set<string>(Object.keys(NAMES_WITHOUT_CALL_SITE));

describe('every declared log name has a call site (spec §8)', () => {
  it('reads the runtime sources', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(callSitesOf('onPageCrash')).toContain('main.tsx');
  });

  for (const name of DECLARED) {
    if (allowed.has(name)) {
      it(`${name}: has none yet, as names-without-call-site.ts says (remove it from there once it does)`, () => {
        expect(callSitesOf(name)).toEqual([]);
      });
    } else {
      it(`${name} is logged somewhere in runtime/`, () => {
        expect(callSitesOf(name), `${name} has no call site outside tests; log it where it happens, or list it with its reason in names-without-call-site.ts`).not.toEqual([]);
      });
    }
  }
});
