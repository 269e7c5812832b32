import { describe, expect, it } from 'vitest';
import { bytesBySource, decodeVlqs, UNMAPPED } from './sourcemap-bytes';

describe('decodeVlqs', () => {
  it('reads signed numbers of one and more digits', () => {
    expect(decodeVlqs('AAAA')).toEqual([0, 0, 0, 0]);
    expect(decodeVlqs('CADE')).toEqual([1, 0, -1, 2]);
    // 16 needs a continuation digit: g (32 | 0) then B (1 << 5 = 32 → 16 after the sign bit).
    expect(decodeVlqs('gB')).toEqual([16]);
    expect(decodeVlqs('hB')).toEqual([-16]);
  });

  it('refuses a number cut short', () => {
    expect(() => decodeVlqs('g')).toThrow(/ends inside a number/);
  });
});

describe('bytesBySource', () => {
  it('gives each segment the text up to the next one, across lines, glue to no source', () => {
    // Line 1: `ab` from a.ts at 0, `cde` from b.ts at 2. Line 2: 3 chars of glue, then `ü!` from a.ts at 3.
    const code = 'abcde\nxyzü!';
    const map = { version: 3, sources: ['a.ts', 'b.ts'], mappings: 'AAAA,EClBA;GDAA' };
    const totals = bytesBySource(code, map);
    expect(Object.fromEntries(totals)).toEqual({ 'a.ts': 2 + 3, 'b.ts': 3, [UNMAPPED]: 1 + 3 });
    expect([...totals.values()].reduce((sum, bytes) => sum + bytes, 0)).toBe(Buffer.byteLength(code));
  });

  it('leaves a segment without a source to the glue', () => {
    const totals = bytesBySource('abcd', { version: 3, sources: ['a.ts'], mappings: 'AAAA,E' });
    expect(Object.fromEntries(totals)).toEqual({ 'a.ts': 2, [UNMAPPED]: 2 });
  });
});
