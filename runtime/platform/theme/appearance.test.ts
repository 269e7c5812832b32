import { describe, expect, it, vi } from 'vitest';
import type { Appearance } from '../../../protocol/events/payloads';
import { appearanceToCssVariables, hasColors, isValidColor, warnAboutContrast } from './appearance';
import * as derive from './derive';
import { DEFAULT_PALETTES, PALETTE_VARIABLES } from './tokens';

describe('isValidColor', () => {
  it.each(['#fff', '#FFF', '#1a2b3c', '#A1B2C3', 'rgb(0, 0, 0)', 'rgb(255,255,255)', 'rgb( 12 , 34 , 56 )', 'RGB(1,2,3)'])('accepts %s', (value) =>
    expect(isValidColor(value)).toBe(true),
  );

  it.each([
    '',
    'fff',
    '#ff',
    '#ffff',
    '#fffff',
    '#fffffff',
    '#ggg',
    ' #fff',
    '#fff;',
    'red',
    'rgb(256, 0, 0)',
    'rgb(0, 0, 1000)',
    'rgb(-1, 0, 0)',
    'rgb(1.5, 0, 0)',
    'rgb(10%, 0, 0)',
    'rgb(0, 0)',
    'rgba(0, 0, 0, 1)',
    'rgb(0, 0, 0, 0.5)',
    'hsl(0, 0%, 0%)',
    'rgb(0,0,0); background: url(x)',
  ])('rejects %j', (value) => expect(isValidColor(value)).toBe(false));

  it.each([null, undefined, 0xffffff, {}, ['#fff']])('rejects non-strings (%j)', (value) => expect(isValidColor(value)).toBe(false));
});

describe('appearanceToCssVariables', () => {
  it("sets every palette token: the merchant's anchors as given, the rest derived, and nothing else", () => {
    const appearance: Appearance = {
      variables: { colorBrand: '#612fff', colorText: 'rgb(20, 20, 20)', colorBackground: '#fff' },
    };
    const { variables, scheme, rejected, adjustments } = appearanceToCssVariables(appearance);
    expect(variables).toMatchObject({
      '--portico-color-brand': '#612fff',
      '--portico-color-text': 'rgb(20, 20, 20)',
      '--portico-color-background': '#fff',
    });
    // No overlay opacity: no frame draws a backdrop (the SDK's 3-D Secure dialog does, from the protocol's OVERLAY_OPACITY).
    expect(Object.keys(variables).sort()).toEqual([...Object.values(PALETTE_VARIABLES)].sort());
    expect(scheme).toBe('light');
    expect(rejected).toEqual([]);
    expect(adjustments).toEqual([]);
  });

  it('dark mode is the dark palette: dark background, light text', () => {
    const dark = appearanceToCssVariables({ mode: 'dark' });
    expect(dark.scheme).toBe('dark');
    expect(dark.variables).toMatchObject({
      '--portico-color-background': DEFAULT_PALETTES.dark.background,
      '--portico-color-text': DEFAULT_PALETTES.dark.text,
    });
  });

  it("a page with no merchant mode follows the shopper's (the fallback mode); the merchant's mode wins", () => {
    expect(appearanceToCssVariables(undefined, 'dark').scheme).toBe('dark');
    expect(appearanceToCssVariables({ mode: 'light' }, 'dark').scheme).toBe('light');
  });

  it('leaves out and reports invalid colours; the defaults stand for them', () => {
    const appearance = { variables: { colorBrand: 'red', colorText: '#000', colorBackground: 42 } } as unknown as Appearance;
    const { variables, rejected } = appearanceToCssVariables(appearance);
    expect(variables['--portico-color-brand']).toBe(DEFAULT_PALETTES.light.brand);
    expect(variables['--portico-color-text']).toBe('#000');
    expect(variables['--portico-color-background']).toBe(DEFAULT_PALETTES.light.background);
    expect(rejected).toEqual([
      { variable: 'colorBrand', value: 'red' },
      { variable: 'colorBackground', value: 42 },
    ]);
  });

  it('merchant colours are held to AA once the derive chunk is given; before, they are laid over the defaults as given', () => {
    const faint = { variables: { colorText: '#aaaaaa' } };
    expect(appearanceToCssVariables(faint).variables['--portico-color-text']).toBe('#aaaaaa');
    const held = appearanceToCssVariables(faint, 'light', derive);
    expect(held.variables['--portico-color-text']).not.toBe('#aaaaaa');
    expect(held.adjustments.map((adjustment) => adjustment.token)).toContain('text');
  });

  it('hasColors: any colour variable counts, a mode alone does not', () => {
    expect(hasColors({ variables: { colorBrand: '#fff' } })).toBe(true);
    expect(hasColors({ variables: { colorBrand: 'red' } } as unknown as Appearance)).toBe(true);
    expect(hasColors({ mode: 'dark' })).toBe(false);
    expect(hasColors({ variables: {} })).toBe(false);
    expect(hasColors(undefined)).toBe(false);
  });

  it('survives missing or malformed input from the frame boundary (the light defaults)', () => {
    const light = appearanceToCssVariables({});
    expect(light.variables['--portico-color-background']).toBe('#ffffff');
    expect(appearanceToCssVariables(undefined)).toEqual(light);
    expect(appearanceToCssVariables(null)).toEqual(light);
    expect(appearanceToCssVariables({ mode: 'neon', variables: 'x' } as unknown as Appearance)).toEqual(light);
    const inherited = Object.create({ colorBrand: '#fff' }) as Appearance['variables'];
    expect(appearanceToCssVariables({ variables: inherited })).toEqual(light);
  });
});

describe('warnAboutContrast', () => {
  it('warns once per distinct set of adjustments, naming each colour moved', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { adjustments } = appearanceToCssVariables({ variables: { colorText: '#aaaaaa' } }, 'light', derive);
    await warnAboutContrast(adjustments);
    await warnAboutContrast(adjustments);
    await warnAboutContrast([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toMatch(/^Portico appearance: .*text #aaaaaa → #[0-9a-f]{6}/);
    warn.mockRestore();
  });
});
