import { parseColor, toHex, type Rgb } from '../color';

/** Spec §9: generated colours keep their lightness within 5–95. */
const LIGHTNESS_MIN = 5;
const LIGHTNESS_MAX = 95;

/** HSL lightness (0–100) of a valid colour; throws `Invalid color` otherwise. */
export function lightnessOf(color: string): number {
  return rgbToHsl(parseOrThrow(color)).l;
}

/**
 * The same hue and saturation at `targetLightness` (0–100, clamped to 5–95), as
 * `#rrggbb`. Spec §5: an input lightness outside 0–100 fails with
 * `Invalid current or target`; a colour that is not valid fails with `Invalid color`.
 */
export function shiftLightness(color: string, targetLightness: number): string {
  const { h, s, l } = rgbToHsl(parseOrThrow(color));
  if (!inRange(l) || !inRange(targetLightness)) throw new RangeError('Invalid current or target');
  const clamped = Math.min(LIGHTNESS_MAX, Math.max(LIGHTNESS_MIN, targetLightness));
  return toHex(hslToRgb(h, s, clamped));
}

function parseOrThrow(color: string): Rgb {
  const rgb = parseColor(color);
  if (!rgb) throw new TypeError('Invalid color');
  return rgb;
}

function inRange(value: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= 100;
}

/** h in degrees, s and l in percent. */
function rgbToHsl({ r, g, b }: Rgb): { h: number; s: number; l: number } {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return { h: 0, s: 0, l: l * 100 };
  const s = d / (1 - Math.abs(2 * l - 1));
  let h: number;
  if (max === rn) h = ((gn - bn) / d) % 6;
  else if (max === gn) h = (bn - rn) / d + 2;
  else h = (rn - gn) / d + 4;
  return { h: (h * 60 + 360) % 360, s: s * 100, l: l * 100 };
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const sn = s / 100;
  const ln = l / 100;
  const c = (1 - Math.abs(2 * ln - 1)) * sn;
  const x = c * (1 - Math.abs(((h / 60) % 2) - 1));
  const m = ln - c / 2;
  const sector = Math.floor(h / 60) % 6;
  const [r1, g1, b1] = [
    [c, x, 0],
    [x, c, 0],
    [0, c, x],
    [0, x, c],
    [x, 0, c],
    [c, 0, x],
  ][sector] ?? [0, 0, 0];
  const channel = (v: number): number => Math.round((v + m) * 255);
  return { r: channel(r1 ?? 0), g: channel(g1 ?? 0), b: channel(b1 ?? 0) };
}
