import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LINK_ACCOUNTS } from '../bank-link/accounts';
import { METHOD_TABLE } from './table';
import { WALLET_TEST_TOKENS } from './wallet-tokens';

const doc = readFileSync(new URL('../../docs/sandbox/methods.md', import.meta.url), 'utf8');
const rows = doc.split('\n').filter((line) => line.startsWith('| '));

describe('docs/sandbox/methods.md stays in step with the method table', () => {
  it('has one row per method with its flows, currencies, countries and modes', () => {
    for (const m of METHOD_TABLE) {
      const row = rows.find((r) => r.startsWith(`| \`${m.name}\` | ${m.display_name} |`));
      expect(row, m.name).toBe(
        `| \`${m.name}\` | ${m.display_name} | ${m.flows.join(', ')} | ${m.transaction_currencies.join(' ')} | ${m.country_codes.join(' ')} | ${m.transaction_modes.join(', ')} |`,
      );
    }
  });

  it('lists every wallet test token and every link test account', () => {
    for (const [id, t] of Object.entries(WALLET_TEST_TOKENS))
      expect(
        rows.some((r) => r.startsWith(`| \`${id}\` | ${t.brand} ${t.last4} |`)),
        id,
      ).toBe(true);
    for (const [provider, accounts] of Object.entries(LINK_ACCOUNTS)) {
      for (const a of accounts) {
        expect(
          rows.some((r) => r.startsWith(`| ${provider} | \`${a.id}\` | ${a.bank_name}, ${a.account_name} ••••${a.mask}`)),
          a.id,
        ).toBe(true);
      }
    }
  });
});
