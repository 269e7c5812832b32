/**
 * What a merchant's bundler meets in the built package (dist/sdk, rebuilt first when
 * stale): Next.js's App Router needs portico/react's "use client" as its first
 * statement, and no bundler may resolve the 3-D Secure module's import (the browser
 * loads it from the checkout origin at run time). e2e/nextjs.spec.ts is the proof in
 * Next.js itself; this is the quick check of the build's text.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildIfStale } from '../scripts/build-if-stale.mjs';

const DIST = fileURLToPath(new URL('../dist/sdk/', import.meta.url));
const read = (file: string) => readFileSync(join(DIST, file), 'utf8');

beforeAll(() => buildIfStale(), 600_000);

describe('the built SDK', () => {
  it('portico/react begins with "use client" (a directive: before any other statement)', () => {
    expect(read('react.mjs')).toMatch(/^'use client';\n/);
  });

  it('the modules the checkout origin serves import no package by name: a browser has no node_modules', () => {
    // A bare specifier ('comlink') in the script tag's build or its on-demand modules fails in the browser
    // (the 3-D Secure module once imported Comlink so, and no challenge could be shown); the package builds
    // bundle Comlink too, so a merchant installs no dependency.
    const bare = /\b(?:from\s*|import\s*\(\s*|require\s*\(\s*)["'](?![./])[^"']+["']/;
    for (const file of ['portico.js', 'portico-3ds.mjs', 'portico-calls.mjs', 'portico.mjs', 'portico.cjs']) {
      const code = read(file)
        .split('\n')
        .filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line));
      expect(
        code.filter((line) => bare.test(line)),
        file,
      ).toEqual([]);
    }
    expect(read('react.mjs').match(/from\s*["']([^./"'][^"']*)["']/g)).toEqual(["from 'react'"]);
  });

  it('every dynamic import in the ESM build is left to the browser by webpack, Turbopack and Vite', () => {
    // Code lines only: the source's comments talk about import() too.
    const code = read('portico.mjs')
      .split('\n')
      .filter((line) => !/^\s*(\*|\/\*|\/\/)/.test(line));
    const imports = code.filter((line) => /(?<![\w.])import\(/.test(line));
    expect(imports.length).toBeGreaterThan(0);
    for (const comments of imports) {
      expect(comments).toContain('/* webpackIgnore: true */');
      expect(comments).toContain('/* turbopackIgnore: true */');
      expect(comments).toContain('/* @vite-ignore */');
    }
  });
});
