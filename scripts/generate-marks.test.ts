import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STORE_ART } from '../runtime/ui/marks/art.generated';
import { badgeInk, generatedMarks } from './generate-marks';

describe('the marks the runtime ships', () => {
  it('are what the icon sets say today (`npm run marks` writes them again)', () => {
    const committed = readFileSync(new URL('../runtime/ui/marks/art.generated.ts', import.meta.url), 'utf8');
    expect(committed).toBe(generatedMarks());
  });
  it('draw every card network on a tile of the same size', () => {
    const tiles = generatedMarks().match(/<rect x=\\".5\\" y=\\".5\\" width=\\"31\\" height=\\"19\\"/g) ?? [];
    expect(tiles).toHaveLength(7);
  });
  it("draw each konbini chain's name on its brand colour, lettered at 4.5:1 or more", () => {
    expect(Object.keys(STORE_ART).sort()).toEqual(['familymart', 'lawson', 'ministop', 'seicomart', 'seven_eleven']);
    for (const [store, art] of Object.entries(STORE_ART)) {
      const [, fill = '', ink = ''] = /<rect [^>]*fill="(#[0-9a-f]{6})".*<text [^>]*fill="(#[0-9a-f]{6})"/.exec(art) ?? [];
      expect(badgeInk(fill), store).toMatchObject({ ink });
      expect(badgeInk(fill).contrast, store).toBeGreaterThanOrEqual(4.5);
    }
    // A middle grey, where neither white nor ink reads at 4.5:1, is refused.
    expect(() => badgeInk('#777777')).toThrow('4.5:1');
  });
});
