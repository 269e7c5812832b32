/**
 * The proof table as `npm run proof` prints it: a Markdown table (docs/security.md quotes
 * it as printed), one row per scenario, with the seed that replays it.
 */
import type { Pass } from './scenario';

export interface Row {
  readonly id: string;
  readonly runs: number;
  readonly figure: string;
  readonly pass: Pass;
  readonly seed: number;
  readonly detail?: string;
}

const HEADER = ['scenario', 'runs', 'figure', 'pass', 'seed'] as const;

export function passText(pass: Pass): string {
  return pass === 'pending' ? 'pending' : pass ? 'yes' : 'NO';
}

/** A cell may not break the table: `|` is escaped, line breaks become spaces. */
function cell(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').replace(/\|/g, '\\|');
}

function cellsOf(row: Row): string[] {
  return [row.id, row.runs.toLocaleString('en-US'), row.figure, passText(row.pass), String(row.seed)].map(cell);
}

/** Columns padded to their widest cell, so the table also reads as plain text. */
export function formatTable(rows: readonly Row[]): string {
  const lines = [[...HEADER], ...rows.map(cellsOf)];
  const widths = HEADER.map((_, column) => Math.max(...lines.map((line) => line[column]!.length)));
  const pad = (text: string, column: number) => (column === 1 ? text.padStart(widths[column]!) : text.padEnd(widths[column]!));
  const format = (line: readonly string[]) => `| ${line.map(pad).join(' | ')} |`;
  const rule = `|${widths.map((width, column) => (column === 1 ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [format(lines[0]!), rule, ...lines.slice(1).map(format)].join('\n');
}

/** Under the table: why each failed or pending row is so. */
export function formatDetails(rows: readonly Row[]): string {
  return rows
    .filter((row) => row.pass !== true && row.detail)
    .map((row) => `- ${row.id} (${passText(row.pass)}): ${cell(row.detail ?? '')}`)
    .join('\n');
}
