import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from './errors';
import { TEST_CARDS } from './test-cards';

const read = (name: string) => readFileSync(new URL(`../docs/${name}`, import.meta.url), 'utf8');

/** Groups of four, as the docs print card numbers. */
function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

describe('docs stay in step with the sandbox', () => {
  it('docs/test-cards.md has one row per test card, with its outcome, code and message', () => {
    const doc = read('test-cards.md');
    const rows = doc.split('\n').filter((l) => l.startsWith('| `'));
    expect(rows).toHaveLength(Object.keys(TEST_CARDS).length);
    for (const [number, card] of Object.entries(TEST_CARDS)) {
      const row = rows.find((r) => r.includes(`\`${spaced(number)}\``));
      expect(row, number).toBeDefined();
      expect(row).toContain(`| ${card.brand} |`);
      if (card.outcome === 'decline') {
        expect(row).toContain(`| \`${card.providerCode}\` |`);
        expect(row).toContain(`| ${card.message} |`);
      } else {
        expect(row).toContain('| Succeeds |');
      }
    }
  });

  it('the sandbox docs (docs/sandbox-api.md and docs/sandbox/*.md) list every error code', () => {
    const pages = readdirSync(new URL('../docs/sandbox/', import.meta.url)).filter((f) => f.endsWith('.md'));
    const doc = [read('sandbox-api.md'), ...pages.map((f) => read(`sandbox/${f}`))].join('\n');
    for (const code of Object.keys(API_ERRORS)) expect(doc, code).toContain(`\`${code}\``);
  });
});
