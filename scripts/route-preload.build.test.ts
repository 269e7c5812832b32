/**
 * The route preloads of the real build: for every element kind, the inline script of
 * dist/runtime/index.html preloads that kind's screen chunk and everything it imports
 * statically beyond the entry. (A lazy module in the card's folder once took the
 * card's place in this list: the card's chunk then loaded only after the entry ran.)
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { ELEMENT_KINDS } from '../protocol';
import { buildIfStale } from './build-if-stale.mjs';
import { entryKey, readManifest, staticClosure, type Manifest } from './vite-manifest';
import { elementScreenModules } from './vite-route-preload';

const RUNTIME = join(fileURLToPath(new URL('..', import.meta.url)), 'dist/runtime');
const SCREENS = elementScreenModules(fileURLToPath(new URL('../runtime', import.meta.url)));

let manifest: Manifest;
let preloads: Record<string, string[]>;

beforeAll(() => {
  buildIfStale();
  manifest = readManifest(RUNTIME);
  const html = readFileSync(join(RUNTIME, 'index.html'), 'utf8');
  const map = /\}\)\((\{.*?\})\)<\/script>/.exec(html)?.[1];
  preloads = JSON.parse(map ?? '{}') as Record<string, string[]>;
}, 300_000);

describe('route preloads in the built index.html', () => {
  it.each(Object.keys(ELEMENT_KINDS))('%s: its screen chunk and its static imports beyond the entry', (kind) => {
    // The module its family's index.ts names as the kind's screen.
    const screen = SCREENS[kind] ?? `features/…/${kind}`;
    expect(manifest[screen], `${screen} is a chunk of the build`).toBeDefined();
    const entryFiles = new Set(staticClosure(manifest, [entryKey(manifest)]).map((chunk) => chunk.file));
    const needed = staticClosure(manifest, [screen])
      .map((chunk) => chunk.file)
      .filter((file) => !entryFiles.has(file));
    expect(preloads[kind]).toEqual(expect.arrayContaining(needed));
    expect(preloads[kind]?.[0]).toBe(manifest[screen]!.file);
  });
});

describe('the built index.html', () => {
  it('sends no referrer: a result page holds the client secret in its address', () => {
    const html = readFileSync(join(RUNTIME, 'index.html'), 'utf8');
    expect(html).toContain('<meta name="referrer" content="no-referrer"');
  });
});
