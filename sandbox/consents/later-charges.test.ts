/** docs/test-cards.md's "Later charges on a consent" table is this module's table. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { declineFor } from '../cards/declines';
import { TEST_CARDS } from '../cards/test-cards';
import { LATER_CHARGE_CARDS, MANDATE_PAYS, MANDATE_REVOKED, REVOKED_MANDATE_LAST_DIGITS } from './later-charges';

const doc = readFileSync(new URL('../../docs/test-cards.md', import.meta.url), 'utf8');
const spaced = (number: string) => number.replace(/(\d{4})(?=\d)/g, '$1 ');

describe('later-charge test methods', () => {
  it('each card is a succeeding test card carrying its rule, and a row of the docs with its count and code', () => {
    for (const [number, rule] of Object.entries(LATER_CHARGE_CARDS)) {
      expect(TEST_CARDS[number as keyof typeof TEST_CARDS]).toMatchObject({ outcome: 'success', later: rule });
      const row = doc.split('\n').find((line) => line.startsWith(`| Card \`${spaced(number)}\` |`));
      expect(row, number).toBeDefined();
      const decline = declineFor(rule.then, 'visa');
      expect(row).toContain(`| ${rule.pays} |`);
      expect(row).toContain(`| \`${decline.providerCode}\` | \`${decline.failureCode}\` |`);
    }
  });

  it('the revoked-mandate account is a row of the docs with its digits, count and codes', () => {
    const row = doc.split('\n').find((line) => line.includes(`ending \`${REVOKED_MANDATE_LAST_DIGITS}\``));
    expect(row).toBeDefined();
    expect(row).toContain(`| ${MANDATE_PAYS} |`);
    expect(row).toContain(`| \`${MANDATE_REVOKED.providerCode}\` | \`${MANDATE_REVOKED.failureCode}\` |`);
  });
});
