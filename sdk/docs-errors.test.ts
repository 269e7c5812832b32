/**
 * docs/sdk.md's reference tables are held to the protocol's: every error code a merchant
 * can receive is a row of "Errors", with the audience it arrives with, and nothing else
 * is; every element event is a row of "Events". A new code or event fails here until it
 * is documented.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_EVENT_NAMES, FRAME_ERRORS, PROVIDER_ERROR_AUDIENCES, SDK_ERRORS, TRANSPORT_ERROR_CODES, type ErrorAudience } from '../protocol';

const DOCS = readFileSync(new URL('../docs/sdk.md', import.meta.url), 'utf8');

/** The body rows of the first table under `## {heading}`, as cells. */
function tableUnder(heading: string): string[][] {
  const lines = DOCS.slice(DOCS.indexOf(`\n## ${heading}\n`)).split('\n');
  const first = lines.findIndex((line) => line.startsWith('|'));
  const end = lines.findIndex((line, i) => i > first && !line.startsWith('|'));
  return lines.slice(first + 2, end).map((row) =>
    row
      .slice(1, -1)
      .split(' | ')
      .map((cell) => cell.trim()),
  );
}

/** `` `a`, `b` `` → ['a', 'b']. */
const codesIn = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

/** The audience each code arrives with, from the tables the SDK and the frame use. */
function expectedAudiences(): Map<string, Set<ErrorAudience>> {
  const audiences = new Map<string, Set<ErrorAudience>>();
  const add = (code: string, audience: ErrorAudience) => audiences.set(code, (audiences.get(code) ?? new Set()).add(audience));
  for (const [code, row] of Object.entries(SDK_ERRORS)) add(code, row.audience);
  for (const [code, row] of Object.entries(FRAME_ERRORS)) add(code, row.audience);
  for (const [code, audience] of Object.entries(PROVIDER_ERROR_AUDIENCES)) add(code, audience);
  for (const code of TRANSPORT_ERROR_CODES) add(code, 'network');
  return audiences;
}

describe('docs/sdk.md', () => {
  it('documents every error code once, with the audience it arrives with, and no code that does not exist', () => {
    const rows = tableUnder('Errors');
    expect(rows.length).toBeGreaterThan(20);
    const documented = new Map<string, string>();
    for (const [codes = '', audience = ''] of rows) {
      for (const code of codesIn(codes)) {
        expect(documented.has(code), `${code} is documented twice`).toBe(false);
        documented.set(code, audience);
      }
    }
    const expected = expectedAudiences();
    expect([...documented.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [code, audiences] of expected) expect([documented.get(code)], code).toEqual([...audiences]);
  });

  it('documents every element event', () => {
    const documented = tableUnder('Events').flatMap(([names = '']) => codesIn(names));
    for (const name of ELEMENT_EVENT_NAMES) expect(documented, name).toContain(name);
  });
});
