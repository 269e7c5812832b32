/**
 * The palette's tokens and the checkout's own light and dark palettes: all a frame needs
 * when the merchant sets no colour. Deriving a palette from the merchant's colours
 * (derive/) is a chunk of its own, loaded only when they set one.
 */
import type { AppearanceMode } from '../../../protocol';

/** Each token of the palette → the CSS custom property every stylesheet reads. */
export const PALETTE_VARIABLES = {
  brand: '--portico-color-brand',
  onBrand: '--portico-color-on-brand',
  link: '--portico-color-link',
  focus: '--portico-color-focus',
  text: '--portico-color-text',
  muted: '--portico-color-muted',
  placeholder: '--portico-color-placeholder',
  background: '--portico-color-background',
  page: '--portico-color-page',
  line: '--portico-color-line',
  error: '--portico-color-error',
  success: '--portico-color-success',
} as const;

export type PaletteToken = keyof typeof PALETTE_VARIABLES;
export type Palette = Readonly<Record<PaletteToken, string>>;

/** The checkout's own colours, light and dark; they pass every rule untouched (derive/palette.test.ts). */
export const DEFAULT_PALETTES: Readonly<Record<AppearanceMode, Palette>> = {
  light: {
    brand: '#3b5bdb',
    onBrand: '#ffffff',
    link: '#3b5bdb',
    focus: '#3b5bdb',
    text: '#1a1b25',
    muted: '#4a4f63',
    placeholder: '#5c6270',
    background: '#ffffff',
    page: '#f3f4f8',
    line: '#80869a',
    error: '#c92a2a',
    success: '#237032',
  },
  dark: {
    brand: '#91a7ff',
    onBrand: '#10121a',
    link: '#91a7ff',
    focus: '#91a7ff',
    text: '#e9ecf5',
    muted: '#b4b9cc',
    placeholder: '#a2a8bc',
    background: '#1b1d29',
    page: '#0f1117',
    line: '#7a8099',
    error: '#ff8787',
    success: '#8ce99a',
  },
};
