/**
 * No import cycle in protocol/, type imports included: ESLint's no-cycle looks past
 * `import type`, and a cycle of types still ties the modules into one piece that can
 * only be read, moved or split together.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const PROTOCOL = dirname(fileURLToPath(import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Each module's relative imports (values and types, static and re-exported), as resolved files. */
export function importGraph(files: readonly string[]): Map<string, string[]> {
  const known = new Set(files);
  const resolveSpec = (from: string, spec: string) =>
    [`${resolve(dirname(from), spec)}.ts`, join(resolve(dirname(from), spec), 'index.ts')].find((file) => known.has(file));
  return new Map(
    files.map((file) => {
      const text = readFileSync(file, 'utf8');
      const specs = [...text.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)].map((match) => match[1]!);
      return [file, specs.map((spec) => resolveSpec(file, spec)).filter((found): found is string => found !== undefined)];
    }),
  );
}

/** Every cycle's modules, found by depth-first search (each cycle once, from where it was entered). */
export function cyclesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push(stack.slice(stack.indexOf(next)));
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

describe('protocol/ imports', () => {
  it('finds a cycle when there is one (the search itself)', () => {
    expect(
      cyclesOf(
        new Map([
          ['a', ['b']],
          ['b', ['c']],
          ['c', ['a']],
          ['d', ['a']],
        ]),
      ),
    ).toEqual([['a', 'b', 'c']]);
  });

  it('has no cycle, type imports included', () => {
    const cycles = cyclesOf(importGraph(sources(PROTOCOL))).map((cycle) => cycle.map((file) => relative(PROTOCOL, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
