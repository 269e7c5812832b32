// No import circles, type-only and dynamic imports included (issue 37 §4): between files of
// the repo's source folders, and between the folders themselves. A circle of files means
// none of them can be read, moved or tested alone; eslint's import-x/no-cycle skips
// type-only imports, so this test holds the rule (scripts/import-graph.ts builds the graph).
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fromRoot, importCircles, importGraph, importsOf, repoImportGraph, type ImportKind } from './import-graph';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['protocol', 'redaction', 'sdk', 'runtime', 'sandbox', 'examples', 'e2e', 'scripts', 'proof'];
/**
 * A unit test sits beside what it tests and may reach the tooling it needs (sdk/build-output.test.ts
 * runs scripts/build-if-stale.mjs): nothing imports it, so it closes no circle of files, and it
 * does not count between folders. An end-to-end spec is e2e/'s own code and counts.
 */
const UNIT_TEST = /\.test\.[cm]?tsx?$/;

type Graph = Map<string, Map<string, ImportKind>>;

/** Each circle as its edges, `a.ts → b.ts (type)`, for a message that says where to cut. */
function describeCircles(graph: Graph, circles: string[][], edge: (from: string, to: string) => string): string[] {
  return circles.map((circle) => {
    const members = new Set(circle);
    return circle.flatMap((from) => [...(graph.get(from)?.keys() ?? [])].filter((to) => members.has(to)).map((to) => edge(from, to))).join('; ');
  });
}

/** The graph of `folders`: an edge where a non-test file of one imports a file of another, with one such import named. */
function folderGraph(graph: Graph, folders: readonly string[]): { readonly graph: Graph; readonly example: Map<string, string> } {
  const folderOf = (file: string) => fromRoot(ROOT, file).split('/')[0]!;
  const between: Graph = new Map();
  const example = new Map<string, string>();
  for (const [file, edges] of graph) {
    const from = folderOf(file);
    if (UNIT_TEST.test(file) || !folders.includes(from)) continue;
    for (const [target, kind] of edges) {
      const to = folderOf(target);
      if (to === from || !folders.includes(to) || between.get(from)?.has(to)) continue;
      between.set(from, (between.get(from) ?? new Map<string, ImportKind>()).set(to, kind));
      example.set(`${from} ${to}`, `${fromRoot(ROOT, file)} → ${fromRoot(ROOT, target)} (${kind})`);
    }
  }
  return { graph: between, example };
}

describe('the import graph', () => {
  it('reads value, type-only, re-exported, dynamic and type-query imports, and Vite globs', () => {
    const source = [
      "import { a } from './a';",
      "import type { B } from './b';",
      "import { type C, type D } from './c';",
      "import { type E, e } from './e';",
      "export type { F } from './f';",
      "export * from './g';",
      "const h = () => import('./h');",
      "type I = typeof import('./i');",
      "const j = import.meta.glob('./j/*.tsx');",
    ].join('\n');
    const { imports, globs } = importsOf('/x/index.ts', source);
    expect(imports).toEqual([
      { specifier: './a', kind: 'value' },
      { specifier: './b', kind: 'type' },
      { specifier: './c', kind: 'type' },
      { specifier: './e', kind: 'value' },
      { specifier: './f', kind: 'type' },
      { specifier: './g', kind: 'value' },
      { specifier: './h', kind: 'dynamic' },
      { specifier: './i', kind: 'type' },
    ]);
    expect(globs).toEqual([{ pattern: './j/*.tsx' }]);
  });

  it('finds a circle closed by a type-only import, one closed by a dynamic import or a glob, and none in a chain', () => {
    const files: Record<string, string> = {
      '/m/hook.ts': "import { store } from './store';",
      '/m/store.ts': "import type { Status } from './hook';",
      '/m/shell.ts': "const screens = import.meta.glob('./screens/*.tsx');",
      '/m/screens/card.tsx': "import { shell } from '../shell';",
      '/m/lazy.ts': "const chain = () => import('./chain');",
      '/m/chain.ts': "import { lazy } from './lazy';",
      '/m/top.ts': "import { middle } from './middle';",
      '/m/middle.ts': "import type { Bottom } from './bottom';",
      '/m/bottom.ts': '',
    };
    const resolveImport = (specifier: string, from: string) =>
      Object.keys(files).find((file) => file.replace(/\.tsx?$/, '') === new URL(specifier, `file://${from}`).pathname);
    const graph = importGraph(Object.keys(files), (file) => files[file]!, resolveImport);
    expect(importCircles(graph)).toEqual(
      expect.arrayContaining([
        ['/m/hook.ts', '/m/store.ts'],
        ['/m/screens/card.tsx', '/m/shell.ts'],
        ['/m/chain.ts', '/m/lazy.ts'],
      ]),
    );
    expect(importCircles(graph)).toHaveLength(3);
  });
});

describe(`imports in ${FOLDERS.join(', ')}`, () => {
  const graph = repoImportGraph(ROOT, FOLDERS);

  it('resolve to the files they name (a graph without edges would have no circle)', () => {
    const edges = [...graph.values()].reduce((count, targets) => count + targets.size, 0);
    expect(graph.size).toBeGreaterThan(500);
    expect(edges).toBeGreaterThan(2 * graph.size);
  });

  it('never lead from a file back to itself', () => {
    const edge = (from: string, to: string) => `${fromRoot(ROOT, from)} → ${fromRoot(ROOT, to)} (${graph.get(from)?.get(to)})`;
    expect(describeCircles(graph, importCircles(graph), edge)).toEqual([]);
  });

  it('never lead from a folder back to itself (scripts/ drive e2e/support/, so e2e/ never imports scripts/)', () => {
    const folders = folderGraph(graph, FOLDERS);
    const edge = (from: string, to: string) => `${from}/ → ${to}/ (${folders.example.get(`${from} ${to}`)})`;
    expect(describeCircles(folders.graph, importCircles(folders.graph), edge)).toEqual([]);
  });
});
