import { parseColor, type Rgb } from '../color';

/** WCAG 2.2 relative luminance of an sRGB colour (0 black … 1 white). */
export function relativeLuminance({ r, g, b }: Rgb): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2 contrast ratio, 1 (same) … 21 (black on white); order does not matter. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG 2.2 AA minimums: 1.4.3 text, 1.4.11 user-interface components and focus indicators. */
export const AA_TEXT = 4.5;
export const AA_NON_TEXT = 3;

/**
 * Whether a colour is dark: below the luminance where white and black text are equally
 * readable (≈ 0.18), light text reads better on it. An invalid colour counts as light.
 */
export function isDark(color: string): boolean {
  const rgb = parseColor(color);
  return rgb !== null && relativeLuminance(rgb) < 0.179;
}
