/**
 * Colour parsing for merchant appearance (spec §5): a colour is hex with 3 or 6
 * digits (`#fff`, `#1a2b3c`) or `rgb(r, g, b)` with each channel an integer 0–255.
 * Anything else (names, hsl(), alpha, percentages, surrounding spaces) is invalid.
 * Only validated strings ever reach CSS, so a value cannot smuggle in other CSS.
 */
export interface Rgb {
  readonly r: number;
  readonly g: number;
  readonly b: number;
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
const RGB = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/i;

export function parseColor(value: unknown): Rgb | null {
  if (typeof value !== 'string') return null;
  const hex = HEX.exec(value)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return { r: parseInt(full.slice(0, 2), 16), g: parseInt(full.slice(2, 4), 16), b: parseInt(full.slice(4, 6), 16) };
  }
  const rgb = RGB.exec(value);
  if (!rgb) return null;
  const [r, g, b] = [rgb[1], rgb[2], rgb[3]].map(Number);
  if (r === undefined || g === undefined || b === undefined || Math.max(r, g, b) > 255) return null;
  return { r, g, b };
}

export function isValidColor(value: unknown): value is string {
  return parseColor(value) !== null;
}

export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}
