/**
 * Runs the proof's scenarios in table order, each with the run's seed, one at a time (the
 * browser ones share one loopback world), and turns each outcome into a table row. A
 * scenario that throws is a failed row that says what broke; the others still run.
 */
import type { Scenario } from './scenario';
import type { Row } from './table';
import type { LazyWorld } from './support/world';

export interface RunOptions {
  readonly seed: number;
  readonly scale: number;
  readonly only?: string;
  /** Hears each row as it is done (the CLI prints progress). */
  readonly onRow?: (row: Row, seconds: number) => void;
}

export function selectScenarios(table: readonly Scenario[], only: string | undefined): readonly Scenario[] {
  if (only === undefined) return table;
  const chosen = table.filter((scenario) => scenario.id === only);
  if (chosen.length === 0) throw new Error(`no scenario "${only}"; the ids are: ${table.map((scenario) => scenario.id).join(', ')}`);
  return chosen;
}

export async function runScenarios(table: readonly Scenario[], options: RunOptions, world: LazyWorld): Promise<Row[]> {
  const rows: Row[] = [];
  for (const scenario of selectScenarios(table, options.only)) {
    const started = performance.now();
    let row: Row;
    try {
      const outcome = await scenario.run(options.seed, options.scale, world);
      row = { id: scenario.id, seed: options.seed, ...outcome };
    } catch (error) {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      row = { id: scenario.id, seed: options.seed, runs: 0, figure: 'did not finish', pass: false, detail: message.split('\n').slice(0, 3).join(' ') };
    }
    rows.push(row);
    options.onRow?.(row, (performance.now() - started) / 1000);
  }
  return rows;
}
