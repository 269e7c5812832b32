import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freshSeed, parseArgs } from './cli-args';
import { selectScenarios } from './runner';
import { SCENARIOS } from './scenarios';
import { formatDetails, formatTable, type Row } from './table';

const SECURITY_DOC = readFileSync(new URL('../docs/security.md', import.meta.url), 'utf8');

describe('the proof table', () => {
  it('names each scenario once, by a kebab-case id', () => {
    const ids = SCENARIOS.map((scenario) => scenario.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('is quoted by docs/security.md: every scenario id is a row of its table', () => {
    for (const { id } of SCENARIOS) expect(SECURITY_DOC, id).toMatch(new RegExp(`^\\| ${id} +\\|`, 'm'));
  });

  it("is replayed by docs/security.md's command", () => {
    expect(SECURITY_DOC).toMatch(/npm run proof -- --seed \d+/);
  });
});

describe('formatTable', () => {
  const rows: Row[] = [
    { id: 'origin-check', runs: 100_000, figure: '0 false accepts', pass: true, seed: 7 },
    { id: 'unregistered-origin', runs: 1, figure: '3 payable fields', pass: 'pending', seed: 7, detail: 'not built yet' },
    { id: 'x', runs: 12, figure: 'a | b\nc', pass: false, seed: 7, detail: 'broke | here' },
  ];

  it('prints a Markdown table: a header, a rule that right-aligns runs, one row per scenario, padded columns', () => {
    const lines = formatTable(rows).split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^\| scenario +\| +runs \| figure +\| pass +\| seed \|$/);
    expect(lines[1]).toMatch(/^\|-+\|-+:\|-+\|-+\|-+\|$/);
    expect(lines[2]).toMatch(/^\| origin-check +\| 100,000 \| 0 false accepts +\| yes +\| 7 +\|$/);
    expect(lines[3]).toContain('| pending |');
    expect(new Set(lines.map((line) => line.length)).size).toBe(1);
  });

  it('keeps a cell from breaking the table: a pipe escaped, a line break a space; a failure says NO', () => {
    expect(formatTable(rows).split('\n')[4]).toMatch(/^\| x +\| +12 \| a \\\| b c +\| NO +\| 7 +\|$/);
  });

  it('lists under it why each failed or pending row is so, and nothing for the passing ones', () => {
    expect(formatDetails(rows)).toBe('- unregistered-origin (pending): not built yet\n- x (NO): broke \\| here');
  });
});

describe('the command line', () => {
  it('reads --seed, --only and --scale, and refuses anything else', () => {
    expect(parseArgs([])).toEqual({ seed: undefined, only: undefined, scale: 1 });
    expect(parseArgs(['--seed', '42', '--only', 'pay-clicks', '--scale', '0.5'])).toEqual({ seed: 42, only: 'pay-clicks', scale: 0.5 });
    expect(() => parseArgs(['--seed', 'x'])).toThrow(/--seed/);
    expect(() => parseArgs(['--scale', '0'])).toThrow(/--scale/);
    expect(() => parseArgs(['--fast'])).toThrow(/usage/);
    expect(() => parseArgs(['--only'])).toThrow(/usage/);
  });

  it('makes a fresh seed fast-check takes', () => {
    const seed = freshSeed(Date.UTC(2026, 10, 22));
    expect(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31).toBe(true);
  });

  it('selects one scenario by id, and says which ids there are for an unknown one', () => {
    expect(selectScenarios(SCENARIOS, 'pay-clicks').map((scenario) => scenario.id)).toEqual(['pay-clicks']);
    expect(selectScenarios(SCENARIOS, undefined)).toBe(SCENARIOS);
    expect(() => selectScenarios(SCENARIOS, 'nope')).toThrow(/origin-check/);
  });
});
