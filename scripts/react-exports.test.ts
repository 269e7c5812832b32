import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ELEMENT_KIND_NAMES } from '../sdk/kinds';
import { componentExports, REACT_COMPONENTS } from './react-exports';

describe("portico/react's named components", () => {
  it('are the ones the protocol table gives (`npm run generate` writes them)', () => {
    expect(readFileSync(REACT_COMPONENTS, 'utf8')).toBe(componentExports());
  });

  it('name one component per kind of the table', () => {
    const names = [...componentExports().matchAll(/^ {2}(\w+),$/gm)].map((match) => match[1]);
    expect(names).toHaveLength(ELEMENT_KIND_NAMES.length);
    expect(names).toContain('KrCardPswFirstTwoElement');
  });

  it('are not kept in git: nobody edits or commits the list', () => {
    expect(execFileSync('git', ['check-ignore', REACT_COMPONENTS], { encoding: 'utf8' }).trim()).not.toBe('');
  });
});
