import { describe, expect, it } from 'vitest';
import { DEFAULT_PALETTES } from '../tokens';
import { isDark } from './contrast';
import { derivePalette, failingRules, ratioOf } from './palette';
import { surfaceOf } from './surface';

describe('surfaceOf', () => {
  it("keeps the merchant's background and reads its scheme from it", () => {
    expect(surfaceOf('light', '#101418', undefined, '#ffffff')).toEqual({ background: '#101418', scheme: 'dark', fromMerchant: true });
  });

  it('light text in light mode on a dark page: a dark surface a step lighter than the page', () => {
    const surface = surfaceOf('light', undefined, '#f8f9fa', '#101418');
    expect(surface.scheme).toBe('dark');
    expect(isDark(surface.background)).toBe(true);
    expect(surface.background).not.toBe('#101418');
    expect(ratioOf(surface.background, '#ffffff')).toBeLessThan(ratioOf('#101418', '#ffffff'));
  });

  it("light text and no page measured: the checkout's dark surface", () => {
    expect(surfaceOf('light', undefined, '#eeeeee', undefined)).toEqual({ background: DEFAULT_PALETTES.dark.background, scheme: 'dark', fromMerchant: true });
  });

  it('faint grey text on a light page (or none measured) is a contrast slip, not a dark page', () => {
    expect(surfaceOf('light', undefined, '#aaaaaa', undefined).scheme).toBe('light');
    expect(surfaceOf('light', undefined, '#f8f9fa', '#ffffff').scheme).toBe('light');
  });

  it('text that fits the mode changes nothing', () => {
    expect(surfaceOf('light', undefined, '#222222', '#ffffff')).toEqual({ background: '#ffffff', scheme: 'light', fromMerchant: false });
    expect(surfaceOf('dark', undefined, '#eeeeee', '#000000')).toEqual({ background: DEFAULT_PALETTES.dark.background, scheme: 'dark', fromMerchant: false });
  });

  it('dark text in dark mode: a light surface', () => {
    expect(surfaceOf('dark', undefined, '#222222', undefined)).toMatchObject({ background: DEFAULT_PALETTES.light.background, scheme: 'light' });
  });
});

describe('derivePalette on a dark page with light text, no mode given (issue 38, problem 4)', () => {
  const { palette, scheme, painted, adjustments } = derivePalette('light', { colorText: '#f8f9fa' }, '#101418');

  it("keeps the merchant's text colour, on a dark surface, with no white slab", () => {
    expect(scheme).toBe('dark');
    expect(palette.text).toBe('#f8f9fa');
    expect(painted).toBe(false);
    expect(palette.page).toBe('#101418');
    expect(adjustments.filter((adjustment) => adjustment.token === 'text')).toEqual([]);
    expect(failingRules(palette)).toEqual([]);
  });

  it('labels and hints stay light (not greyed towards a white background)', () => {
    expect(isDark(palette.muted)).toBe(false);
    expect(ratioOf(palette.muted, palette.background)).toBeGreaterThanOrEqual(4.5);
  });
});

describe('a dark background on a light page', () => {
  it('is painted (the frame shows a slab, which gets an inset)', () => {
    expect(derivePalette('light', { colorBackground: '#101418' }, '#ffffff').painted).toBe(true);
  });
});
