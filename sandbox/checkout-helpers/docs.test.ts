import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN_TABLE } from '../cards/bin-table';
import { DIRECT_DEBIT_BANKS } from './banks';
import { REDIRECT_ALLOWED_HOSTS } from './redirect';
import { WALLET_VALIDATION_HOSTS } from './wallet';
import { UNITS_PER_USD } from '../quotes/rates';

const doc = readFileSync(new URL('../../docs/sandbox/links-and-helpers.md', import.meta.url), 'utf8');

describe('docs/sandbox/links-and-helpers.md stays in step with the tables', () => {
  it('lists every rate', () => {
    for (const [code, units] of Object.entries(UNITS_PER_USD)) expect(doc).toContain(`| \`${code}\` | ${units} |`);
  });

  it('lists every BIN', () => {
    for (const [bin, [brand, country, type]] of Object.entries(BIN_TABLE)) expect(doc).toContain(`| \`${bin}\` | ${brand} | ${country} | ${type} |`);
  });

  it('lists every bank', () => {
    for (const [country, { scheme, banks }] of Object.entries(DIRECT_DEBIT_BANKS)) {
      expect(doc).toContain(`| \`${country}\` | ${scheme} | ${banks.map((b) => `\`${b.bank_code}\` ${b.name}`).join('; ')} |`);
    }
  });

  it('names the allowed redirect and wallet hosts', () => {
    for (const host of [...REDIRECT_ALLOWED_HOSTS, ...WALLET_VALIDATION_HOSTS]) expect(doc).toContain(`\`${host}\``);
  });
});
