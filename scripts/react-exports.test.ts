import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { REACT_INDEX, withComponentExports } from './react-exports';

describe("portico/react's named components", () => {
  it('are the ones the protocol table gives (run `npm run generate` after adding a kind)', () => {
    const source = readFileSync(REACT_INDEX, 'utf8');
    expect(source).toBe(withComponentExports(source));
  });

  it('are rewritten from the table, whatever the list said', () => {
    const source = readFileSync(REACT_INDEX, 'utf8');
    const stale = source.replace(/^ {2}GooglePayElement,\n/m, '');
    expect(stale).not.toBe(source);
    expect(withComponentExports(stale)).toBe(source);
  });
});
