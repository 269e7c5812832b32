import { describe, expect, it } from 'vitest';
import type { Appearance } from '../../protocol/payloads';
import { appearanceToCssVariables, isValidColor } from './appearance';

describe('isValidColor', () => {
  it.each(['#fff', '#FFF', '#1a2b3c', '#A1B2C3', 'rgb(0, 0, 0)', 'rgb(255,255,255)', 'rgb( 12 , 34 , 56 )', 'RGB(1,2,3)'])(
    'accepts %s',
    (value) => expect(isValidColor(value)).toBe(true),
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

  it.each([null, undefined, 0xffffff, {}, ['#fff']])('rejects non-strings (%j)', (value) =>
    expect(isValidColor(value)).toBe(false),
  );
});

describe('appearanceToCssVariables', () => {
  it('maps valid colours to custom properties with the light overlay by default', () => {
    const appearance: Appearance = {
      variables: { colorBrand: '#612fff', colorText: 'rgb(20, 20, 20)', colorBackground: '#fff' },
    };
    expect(appearanceToCssVariables(appearance)).toEqual({
      variables: {
        '--portico-color-brand': '#612fff',
        '--portico-color-text': 'rgb(20, 20, 20)',
        '--portico-color-background': '#fff',
        '--portico-overlay-opacity': '0.3',
      },
      rejected: [],
    });
  });

  it('uses the 0.7 overlay in dark mode and 0.3 in light mode', () => {
    expect(appearanceToCssVariables({ mode: 'dark' }).variables['--portico-overlay-opacity']).toBe('0.7');
    expect(appearanceToCssVariables({ mode: 'light' }).variables['--portico-overlay-opacity']).toBe('0.3');
  });

  it('leaves out and reports invalid colours', () => {
    const appearance = { variables: { colorBrand: 'red', colorText: '#000', colorBackground: 42 } } as unknown as Appearance;
    const { variables, rejected } = appearanceToCssVariables(appearance);
    expect(variables).toEqual({ '--portico-color-text': '#000', '--portico-overlay-opacity': '0.3' });
    expect(rejected).toEqual([
      { variable: 'colorBrand', value: 'red' },
      { variable: 'colorBackground', value: 42 },
    ]);
  });

  it('survives missing or malformed input from the frame boundary', () => {
    const light = { variables: { '--portico-overlay-opacity': '0.3' }, rejected: [] };
    expect(appearanceToCssVariables(undefined)).toEqual(light);
    expect(appearanceToCssVariables(null)).toEqual(light);
    expect(appearanceToCssVariables({ mode: 'neon', variables: 'x' } as unknown as Appearance)).toEqual(light);
    const inherited = Object.create({ colorBrand: '#fff' }) as Appearance['variables'];
    expect(appearanceToCssVariables({ variables: inherited })).toEqual(light);
  });
});
