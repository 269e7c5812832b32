import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPEARANCE_MODES } from '../../../../protocol';
import { toHex } from '../color';
import { lightnessOf } from './lightness';
import { describeAdjustments } from './describe-adjustments';
import { DEFAULT_PALETTES, type Palette } from '../tokens';
import { derivePalette, failingRules, ratioOf } from './palette';

function failures(palette: Palette): string[] {
  return failingRules(palette).map(
    ({ fg, bg, min }) => `${fg} ${palette[fg]} on ${bg} ${palette[bg]}: ${ratioOf(palette[fg], palette[bg]).toFixed(2)} < ${min}`,
  );
}

const colour = fc.record({ r: fc.integer({ min: 0, max: 255 }), g: fc.integer({ min: 0, max: 255 }), b: fc.integer({ min: 0, max: 255 }) }).map(toHex);
const anchors = fc.record({ colorBrand: colour, colorText: colour, colorBackground: colour }, { requiredKeys: [] });

describe('derivePalette', () => {
  it.each(APPEARANCE_MODES)('the %s defaults pass every rule as they are (nothing adjusted)', (mode) => {
    expect(failures(DEFAULT_PALETTES[mode])).toEqual([]);
    const derived = derivePalette(mode);
    expect(derived.palette).toEqual(DEFAULT_PALETTES[mode]);
    expect(derived.adjustments).toEqual([]);
    expect(derived.scheme).toBe(mode);
  });

  it('property: any merchant colours, either mode, every pair reaches its minimum (4.5:1 text, 3:1 UI)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APPEARANCE_MODES), anchors, (mode, given) => {
        expect(failures(derivePalette(mode, given).palette)).toEqual([]);
      }),
      { numRuns: 2000 },
    );
  });

  it("property: the merchant's background and brand are kept exactly; adjusted shades stay within lightness 5–95 unless black or white", () => {
    fc.assert(
      fc.property(fc.constantFrom(...APPEARANCE_MODES), anchors, (mode, given) => {
        const { palette, adjustments } = derivePalette(mode, given);
        if (given.colorBackground) expect(palette.background).toBe(given.colorBackground);
        if (given.colorBrand) expect(palette.brand).toBe(given.colorBrand);
        for (const { to } of adjustments) {
          if (to !== '#000000' && to !== '#ffffff') {
            expect(lightnessOf(to)).toBeGreaterThanOrEqual(4.5);
            expect(lightnessOf(to)).toBeLessThanOrEqual(95.5);
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it("a dark background alone in light mode takes the dark palette's text and placeholders (readable, no warning needed)", () => {
    const { palette, scheme, adjustments } = derivePalette('light', { colorBackground: '#101010' });
    expect(scheme).toBe('dark');
    expect(ratioOf(palette.placeholder, '#101010')).toBeGreaterThanOrEqual(4.5);
    expect(palette.text).toBe(DEFAULT_PALETTES.dark.text);
    expect(adjustments).toEqual([]);
  });

  it('grey text on a grey background is darkened to 4.5:1 and reported once with both ratios', () => {
    const { palette, adjustments } = derivePalette('light', { colorText: '#999999', colorBackground: '#ffffff' });
    expect(ratioOf(palette.text, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratioOf(palette.text, '#ffffff')).toBeLessThan(5.2);
    const text = adjustments.find((adjustment) => adjustment.token === 'text');
    expect(text).toMatchObject({ from: '#999999', to: palette.text });
    // Measured on the page around the card (white, four steps darker), the harder of the two.
    expect(text).toMatchObject({ against: palette.page });
    expect(text?.before).toBeCloseTo(2.54, 2);
    const line = describeAdjustments(adjustments);
    expect(line).toMatch(/^Portico appearance: .*text #999999 → #[0-9a-f]{6} \(2\.54:1 → 4\.\d\d:1 on #[0-9a-f]{6}\)/);
    expect(line).toContain(`on ${palette.page})`);
  });

  it('a pale brand keeps its fill, takes black text on it, and links and the focus ring use a darker shade of it', () => {
    const { palette, adjustments } = derivePalette('light', { colorBrand: '#ffd43b' });
    expect(palette.brand).toBe('#ffd43b');
    expect(palette.onBrand).toBe('#000000');
    expect(ratioOf(palette.link, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(adjustments.map((adjustment) => adjustment.token).sort()).toEqual(['focus', 'link']);
  });

  it('a mid-red background (white and black text read about equally on it) drops the page tint so text reaches 4.5:1 on both', () => {
    const { palette } = derivePalette('light', { colorBackground: '#ef0000' });
    expect(palette.page).toBe('#ef0000');
    expect(failures(palette)).toEqual([]);
  });

  it('no adjustment, no warning', () => {
    expect(describeAdjustments([])).toBeNull();
  });
});
