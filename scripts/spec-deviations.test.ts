/**
 * Every row of docs/spec-deviations.md names a section the spec has (§1 to §9, their titles
 * below as spec/checkout-spec.md has them), and says the spec's words, Portico's and why.
 * When the spec sits beside the shared design notes, its headings are checked too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const SPEC_SECTIONS: Readonly<Record<string, string>> = {
  '1': 'What the product does and for whom',
  '2': 'Screens and routes',
  '3': 'Entities and their fields',
  '4': 'States and transitions',
  '5': 'Validation rules',
  '6': 'Roles and permissions',
  '7': 'The calls it makes',
  '8': 'The error catalogue',
  '9': 'Business constants and limits',
};
const SPEC_FILE = '/work/shared/spec/checkout-spec.md';

const rows = readFileSync(new URL('../docs/spec-deviations.md', import.meta.url), 'utf8')
  .split('\n')
  .filter((line) => /^\| §\d/.test(line))
  .map((line) => line.split(' | ').map((cell) => cell.replace(/^\| |\|$/g, '').trim()));

describe('docs/spec-deviations.md', () => {
  it('has rows, each naming an existing spec section, with the spec’s words, what Portico does and why', () => {
    expect(rows.length).toBeGreaterThan(5);
    for (const [section, said, does, why] of rows) {
      expect(Object.hasOwn(SPEC_SECTIONS, section!.replace('§', '')), `${section} is not a section of the spec`).toBe(true);
      for (const cell of [said, does, why]) expect(cell, `a row of ${section} has an empty cell`).toMatch(/\S{3}/);
    }
  });

  it.runIf(existsSync(SPEC_FILE))('names the spec’s sections as the spec does', () => {
    const spec = readFileSync(SPEC_FILE, 'utf8');
    for (const [number, title] of Object.entries(SPEC_SECTIONS)) expect(spec).toContain(`## ${number}. ${title}`);
  });
});
