import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { generatedMarks } from './generate-marks';

describe('the marks the runtime ships', () => {
  it('are what the icon sets say today (`npm run marks` writes them again)', () => {
    const committed = readFileSync(new URL('../runtime/ui/marks/art.generated.ts', import.meta.url), 'utf8');
    expect(committed).toBe(generatedMarks());
  });
  it('draw every card network on a tile of the same size', () => {
    const tiles = generatedMarks().match(/<rect x=\\".5\\" y=\\".5\\" width=\\"31\\" height=\\"19\\"/g) ?? [];
    expect(tiles).toHaveLength(7);
  });
});
