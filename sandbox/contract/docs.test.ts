import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ISSUER_CODES, declineFor, triggerAmount, type IssuerCodeValue } from '../cards/declines';
import { API_ERRORS } from '../core/errors';
import { CHALLENGE_DECLINE_CODE, TEST_CARDS } from '../cards/test-cards';
import { CONTINUE_TYPES } from '../threeds/continue-types';
import { CHALLENGE_CODE, MAX_WRONG_CODES, THREE_DS_SESSION_TTL_MS } from '../threeds/session';

const read = (name: string) => readFileSync(new URL(`../../docs/${name}`, import.meta.url), 'utf8');

/** Groups of four, as the docs print card numbers. */
function spaced(number: string): string {
  return number.replace(/(\d{4})(?=\d)/g, '$1 ');
}

const cell = (text: string) => `| ${text} |`;
const code = (text: string) => cell(`\`${text}\``);

describe('docs stay in step with the sandbox', () => {
  const doc = read('test-cards.md');
  const lines = doc.split('\n');

  it('docs/test-cards.md has one row per test card, with its brand, outcome, code and message', () => {
    const rows = lines.filter((l) => /^\| `\d{4} /.test(l));
    expect(rows).toHaveLength(Object.keys(TEST_CARDS).length);
    for (const [number, card] of Object.entries(TEST_CARDS)) {
      const row = rows.find((r) => r.startsWith(`| \`${spaced(number)}\` |`));
      expect(row, number).toBeDefined();
      expect(row).toContain(cell(card.brand));
      expect(row).toContain(cell(card.description));
      if (card.outcome === 'decline') {
        expect(row).toContain(code(card.providerCode));
        expect(row).toContain(code(card.failureCode));
        expect(row).toContain(cell(card.message));
      } else if (card.outcome === 'three_ds' && card.scenario === 'challenge_decline') {
        const decline = declineFor(CHALLENGE_DECLINE_CODE, card.brand);
        expect(row).toContain(code(decline.providerCode));
        expect(row).toContain(cell(decline.message));
      } else if (card.outcome === 'three_ds' && card.scenario === 'challenge_cancel') {
        expect(row).toContain(code('3ds_cancelled'));
      } else {
        expect(row, number).toMatch(/\| — \| — \| .+ \|$/);
      }
    }
  });

  it('docs/test-cards.md has one amount trigger row per issuer code, as a Visa card gets it', () => {
    const rows = lines.filter((l) => /^\| `\d+\.\d\d` \|/.test(l));
    expect(rows).toHaveLength(Object.keys(ISSUER_CODES).length);
    for (const issuerCode of Object.keys(ISSUER_CODES) as IssuerCodeValue[]) {
      const decline = declineFor(issuerCode, 'visa');
      const row = rows.find((r) => r.startsWith(`| \`${triggerAmount(issuerCode).toFixed(2)}\` |`));
      expect(row, issuerCode).toBeDefined();
      expect(row).toContain(code(issuerCode));
      expect(row).toContain(code(decline.failureCode));
      expect(row).toContain(cell(decline.message));
    }
  });

  it('docs/test-cards.md names the 3DS code, the try limit, the session lifetime and the flaky card', () => {
    expect(doc).toContain(`The right code is **\`${CHALLENGE_CODE}\`**`);
    expect(doc).toContain(MAX_WRONG_CODES === 3 ? 'third wrong' : `${MAX_WRONG_CODES} wrong`);
    expect(doc).toContain(`${THREE_DS_SESSION_TTL_MS / 60_000} minutes`);
    const flaky = Object.entries(TEST_CARDS).find(([, c]) => c.outcome === 'flaky');
    expect(doc).toContain(`\`${spaced(flaky?.[0] ?? '')}\`: the first confirm`);
    expect(doc).toContain(`"message": "${API_ERRORS.provider_unavailable.message}"`);
  });

  it('docs/sandbox-api.md documents every confirm_continue type and the 3DS failure codes', () => {
    const api = read('sandbox-api.md');
    for (const type of CONTINUE_TYPES) expect(api).toContain(`\`${type}\``);
    for (const failure of ['3ds_cancelled', '3ds_failed', '3ds_expired']) expect(api).toContain(`\`${failure}\``);
    for (const path of ['confirm_continue', 'cancel', 'capture']) expect(api).toContain(`/api/v1/pa/payment_intents/:id/${path}`);
  });

  it('the sandbox docs (docs/sandbox-api.md and docs/sandbox/*.md) list every error code', () => {
    const pages = readdirSync(new URL('../../docs/sandbox/', import.meta.url)).filter((f) => f.endsWith('.md'));
    const all = [read('sandbox-api.md'), ...pages.map((f) => read(`sandbox/${f}`))].join('\n');
    for (const errorCode of Object.keys(API_ERRORS)) expect(all, errorCode).toContain(`\`${errorCode}\``);
  });
});
