// The life of a card payment (docs/architecture.md, issue 37 §3): the tables of hops stay
// true as the code moves. Every file a row names exists; a `call` row's file imports the
// next; a `through` row's two ends meet in the module it names (each imports it, or it
// imports them); the checks beside the path are imports too; and the path has at most 20
// hops. A row that goes stale (a file renamed, a call moved) fails here, with the row.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fromRoot, repoImportGraph } from './import-graph';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SECTION = '## The life of a card payment, file by file';
const MAX_HOPS = 20;
const LIBRARY = 'comlink';

interface Row {
  readonly cells: readonly string[];
  readonly line: string;
}

/** The section's table rows (header and rule lines left out), each split into cells. */
function sectionRows(markdown: string): Row[] {
  const start = markdown.indexOf(SECTION);
  const end = markdown.indexOf('\n## ', start + SECTION.length);
  return markdown
    .slice(start, end === -1 ? undefined : end)
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*(#|from)\s*\|/.test(line) && !/^\|[-:|\s]+\|$/.test(line))
    .map((line) => ({
      line,
      cells: line
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim()),
    }));
}

/** The first file (or `comlink`) a cell names in backticks; `null` for prose ("the merchant's code"). */
function endOf(cell: string): string | null {
  for (const [, name] of cell.matchAll(/`([^`]+)`/g)) if (name === LIBRARY || /^(sdk|runtime|protocol)\/\S+\.tsx?$/.test(name!)) return name!;
  return null;
}

const markdown = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
const rows = sectionRows(markdown);
const hops = rows.filter((row) => /^\d+$/.test(row.cells[0]!));
const beside = rows.filter((row) => !/^\d+$/.test(row.cells[0]!));

const graph = repoImportGraph(ROOT, ['sdk', 'runtime', 'protocol']);
const edges = new Map([...graph].map(([file, targets]) => [fromRoot(ROOT, file), new Set([...targets.keys()].map((target) => fromRoot(ROOT, target)))]));
const isBarrel = (file: string) => file.endsWith('/index.ts');

/** Whether `from` imports `to`: directly, or through a folder's index.ts that re-exports it (`from '../protocol'`). */
function imports(from: string, to: string): boolean {
  if (to === LIBRARY) return /from 'comlink'/.test(readFileSync(join(ROOT, from), 'utf8'));
  const direct = edges.get(from) ?? new Set<string>();
  return direct.has(to) || [...direct].some((barrel) => isBarrel(barrel) && imports(barrel, to));
}

/** Whether `end` and `meeting` know each other: the same file, or one imports the other. */
function meets(end: string, meeting: string): boolean {
  if (end === LIBRARY) return imports(meeting, LIBRARY);
  return end === meeting || imports(end, meeting) || imports(meeting, end);
}

describe('the life of a card payment (docs/architecture.md)', () => {
  it('has numbered hops, in order, at most 20, and the checks beside them', () => {
    expect(hops.map((row) => Number(row.cells[0]))).toEqual(hops.map((_, index) => index + 1));
    expect(hops.length).toBeGreaterThan(10);
    expect(hops.length).toBeLessThanOrEqual(MAX_HOPS);
    expect(beside.length).toBeGreaterThan(5);
  });

  it('names files that exist', () => {
    const named = rows.flatMap((row) =>
      row.cells.flatMap((cell) => [...cell.matchAll(/`((?:sdk|runtime|protocol)\/[^`\s]+\.tsx?)`/g)].map((match) => match[1]!)),
    );
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
  });

  it.each(hops.map((row) => [row.cells[0], row] as const))('hop %s holds in the code', (_, { cells, line }) => {
    const [, fromCell, intoCell, how] = cells as [string, string, string, string];
    const from = endOf(fromCell);
    const into = endOf(intoCell);
    if (how === 'call') {
      expect(from && into && imports(from, into), `${line}: ${from} does not import ${into}`).toBe(true);
      return;
    }
    const through = /through `([^`]+)`/.exec(how)?.[1];
    if (through) {
      expect(existsSync(join(ROOT, through)), line).toBe(true);
      for (const end of [from, into]) if (end) expect(meets(end, through), `${line}: ${end} and ${through} do not meet`).toBe(true);
      return;
    }
    expect(['entry', 'network', 'message'], line).toContain(how);
  });

  it.each(beside.map((row) => [`${row.cells[0]} → ${row.cells[1]}`, row] as const))('the check %s is an import', (_, { cells, line }) => {
    const from = endOf(cells[0]!);
    const into = endOf(cells[1]!);
    expect(from && into && imports(from, into), line).toBe(true);
  });

  it('fails a row whose file imports no such thing (the check can fail)', () => {
    expect(imports('sdk/emitter.ts', 'runtime/host/parent-bridge.ts')).toBe(false);
    expect(meets('sdk/emitter.ts', 'runtime/host/context.ts')).toBe(false);
  });
});
