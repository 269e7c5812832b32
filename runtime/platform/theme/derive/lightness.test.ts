import { describe, expect, it } from 'vitest';
import { lightnessOf, shiftLightness } from './lightness';

describe('shiftLightness', () => {
  it('keeps hue and saturation and sets the lightness', () => {
    expect(shiftLightness('#ff0000', 25)).toBe('#800000');
    expect(shiftLightness('rgb(255, 0, 0)', 75)).toBe('#ff8080');
    expect(shiftLightness('#808080', 50)).toBe('#808080');
    expect(lightnessOf(shiftLightness('#612fff', 40))).toBeCloseTo(40, 0);
  });

  it('accepts 3-digit hex', () => {
    expect(shiftLightness('#f00', 50)).toBe('#ff0000');
  });

  it('clamps the generated lightness to 5–95', () => {
    expect(lightnessOf(shiftLightness('#ff0000', 0))).toBeCloseTo(5, 0);
    expect(lightnessOf(shiftLightness('#ff0000', 100))).toBeCloseTo(95, 0);
    expect(shiftLightness('#000', 0)).toBe('#0d0d0d');
    expect(shiftLightness('#fff', 100)).toBe('#f2f2f2');
  });

  it.each([-1, 100.5, Number.NaN, Number.POSITIVE_INFINITY])('throws Invalid current or target for %s', (target) => {
    expect(() => shiftLightness('#fff', target)).toThrow('Invalid current or target');
  });

  it.each(['red', '#12', 'rgb(300, 0, 0)', ''])('throws Invalid color for %j', (color) => {
    expect(() => shiftLightness(color, 50)).toThrow('Invalid color');
    expect(() => lightnessOf(color)).toThrow('Invalid color');
  });

  it('stays a valid 6-digit hex over the whole range', () => {
    for (const color of ['#612fff', '#00ff7f', 'rgb(12, 200, 99)', '#000', '#fff']) {
      for (let target = 0; target <= 100; target += 5) {
        expect(shiftLightness(color, target)).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
  });
});

describe('lightnessOf', () => {
  it('reads HSL lightness in percent', () => {
    expect(lightnessOf('#000')).toBe(0);
    expect(lightnessOf('#fff')).toBe(100);
    expect(lightnessOf('#ff0000')).toBe(50);
  });
});
