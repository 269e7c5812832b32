/**
 * The checkout's whole colour palette, derived from the merchant's three anchors
 * (colorBrand, colorText, colorBackground) and the mode, then held to WCAG 2.2 AA:
 * every pair in CONTRAST_RULES reaches its minimum whatever the merchant chose.
 * Where a merchant's colour would break a pair, the other colour of the pair moves in
 * lightness (spec §5's shiftLightness, 5–95) until it passes, and what moved is
 * reported so the merchant hears about it once.
 */
import type { AppearanceMode } from '../../../../protocol';
import { parseColor, toHex, type Rgb } from '../color';
import { DEFAULT_PALETTES, type Palette, type PaletteToken } from '../tokens';
import { AA_NON_TEXT, AA_TEXT, contrastRatio, isDark } from './contrast';
import { surfaceOf } from './surface';
import { lightnessOf, shiftLightness } from './lightness';

/** What sits on what, and the minimum it needs: 4.5:1 for text, 3:1 for borders, focus rings and the brand's fill. */
export const CONTRAST_RULES: ReadonlyArray<{ readonly fg: PaletteToken; readonly bg: PaletteToken; readonly min: number }> = [
  { fg: 'text', bg: 'background', min: AA_TEXT },
  { fg: 'text', bg: 'page', min: AA_TEXT },
  { fg: 'muted', bg: 'background', min: AA_TEXT },
  { fg: 'muted', bg: 'page', min: AA_TEXT },
  { fg: 'placeholder', bg: 'background', min: AA_TEXT },
  { fg: 'link', bg: 'background', min: AA_TEXT },
  { fg: 'link', bg: 'page', min: AA_TEXT },
  { fg: 'error', bg: 'background', min: AA_TEXT },
  { fg: 'error', bg: 'page', min: AA_TEXT },
  { fg: 'success', bg: 'background', min: AA_TEXT },
  { fg: 'success', bg: 'page', min: AA_TEXT },
  { fg: 'onBrand', bg: 'brand', min: AA_TEXT },
  { fg: 'line', bg: 'background', min: AA_NON_TEXT },
  { fg: 'line', bg: 'page', min: AA_NON_TEXT },
  { fg: 'focus', bg: 'background', min: AA_NON_TEXT },
  { fg: 'focus', bg: 'page', min: AA_NON_TEXT },
];

export interface Anchors {
  readonly colorBrand?: string;
  readonly colorText?: string;
  readonly colorBackground?: string;
}

/** A token the merchant's colours forced to another value, and why. */
export interface ContrastAdjustment {
  readonly token: PaletteToken;
  readonly from: string;
  readonly to: string;
  /** The colour it had to stand out from, and the ratio before and after. */
  readonly against: string;
  readonly before: number;
  readonly after: number;
}

export interface DerivedPalette {
  readonly palette: Palette;
  /** Dark when the background is: decides `color-scheme` for the browser's own controls. */
  readonly scheme: AppearanceMode;
  readonly adjustments: readonly ContrastAdjustment[];
  /**
   * The frame paints its own background (the palette's page, then the background): no
   * colour reads on both the merchant's page and the merchant's background.
   */
  readonly painted: boolean;
}

/**
 * The palette for a mode and the merchant's (already validated) anchors. Tokens the
 * merchant did not set follow the background: a dark colorBackground in light mode
 * takes the dark palette's text, lines and placeholders, not black on black.
 * `page` is the colour the merchant's page shows behind the frame (the SDK measures it,
 * protocol's `page_color`); without it the page is taken to be a tint of the background.
 */
export function derivePalette(mode: AppearanceMode, anchors: Anchors = {}, page?: string): DerivedPalette {
  const { background, scheme, fromMerchant } = surfaceOf(mode, anchors.colorBackground, anchors.colorText, page);
  const base = fromMerchant ? DEFAULT_PALETTES[scheme] : DEFAULT_PALETTES[mode];
  const around = page ?? (fromMerchant ? pageTint(background, scheme) : base.page);
  const derived = fill(base, background, around, anchors);
  if (derived.reachedAll) return { palette: derived.palette, scheme, adjustments: derived.adjustments, painted: false };
  // A background far from the page (dark on a light page) or near the middle (where black and
  // white text read about equally) leaves no text colour that reads on both: the frame then
  // paints its background behind everything, and the page it shows is that background.
  const { palette, adjustments } = fill(base, background, background, anchors);
  return { palette, scheme, adjustments, painted: page !== undefined };
}

/** Every rule of CONTRAST_RULES the palette breaks (none, for anything derivePalette returns). */
export function failingRules(palette: Palette): ReadonlyArray<(typeof CONTRAST_RULES)[number]> {
  return CONTRAST_RULES.filter(({ fg, bg, min }) => ratioOf(palette[fg], palette[bg]) < min);
}

function fill(base: Palette, background: string, page: string, anchors: Anchors): { palette: Palette; adjustments: ContrastAdjustment[]; reachedAll: boolean } {
  const adjustments: ContrastAdjustment[] = [];
  let reachedAll = true;
  const text = anchors.colorText ?? base.text;
  const brand = anchors.colorBrand ?? base.brand;
  const custom = anchors.colorBackground !== undefined || anchors.colorText !== undefined;
  const surfaces = [background, page];
  const held = (token: PaletteToken, wanted: string, on: readonly string[], min: number): string => {
    const result = reach(wanted, on, min);
    if (result.after < min) reachedAll = false;
    if (result.color !== wanted)
      adjustments.push({ token, from: wanted, to: result.color, against: result.against, before: result.before, after: result.after });
    return result.color;
  };
  // Quieter text and lines are steps from the (readable) text towards the background.
  const readable = held('text', text, surfaces, AA_TEXT);
  const palette: Palette = {
    background,
    page,
    brand,
    text: readable,
    muted: held('muted', custom ? mix(readable, background, 0.25) : base.muted, surfaces, AA_TEXT),
    placeholder: held('placeholder', custom ? mix(readable, background, 0.35) : base.placeholder, [background], AA_TEXT),
    line: held('line', custom ? mix(readable, background, 0.5) : base.line, surfaces, AA_NON_TEXT),
    link: held('link', brand, surfaces, AA_TEXT),
    focus: held('focus', brand, surfaces, AA_NON_TEXT),
    onBrand: anchors.colorBrand ? bestOn(brand, base.onBrand) : base.onBrand,
    error: held('error', base.error, surfaces, AA_TEXT),
    success: held('success', base.success, surfaces, AA_TEXT),
  };
  return { palette, adjustments, reachedAll };
}

export function ratioOf(a: string, b: string): number {
  return contrastRatio(rgb(a), rgb(b));
}

/** The page around a card: a few steps darker than the card's background. */
function pageTint(background: string, scheme: AppearanceMode): string {
  const lightness = lightnessOf(background);
  return shiftLightness(background, Math.max(0, lightness - (scheme === 'dark' ? 5 : 4)));
}

/** `amount` of the way from `from` to `to`, channel by channel. */
function mix(from: string, to: string, amount: number): string {
  const [a, b] = [rgb(from), rgb(to)];
  const at = (x: number, y: number): number => Math.round(x + (y - x) * amount);
  return toHex({ r: at(a.r, b.r), g: at(a.g, b.g), b: at(a.b, b.b) });
}

/** The palette's own text-on-brand colour when it reads, else white or black, whichever reads better. */
function bestOn(brand: string, preferred: string): string {
  if (ratioOf(preferred, brand) >= AA_TEXT) return preferred;
  return ratioOf('#ffffff', brand) >= ratioOf('#000000', brand) ? '#ffffff' : '#000000';
}

interface Reached {
  readonly color: string;
  readonly against: string;
  readonly before: number;
  readonly after: number;
}

/**
 * `wanted`, or the nearest lightness of its hue that reaches `min` on every surface.
 * Black or white always reaches 4.5:1 on one colour (≥ 4.58:1), so they end the search
 * when no shade within 5–95 does.
 */
function reach(wanted: string, surfaces: readonly string[], min: number): Reached {
  const worst = (color: string): { ratio: number; against: string } =>
    surfaces.reduce(
      (acc, surface) => {
        const ratio = ratioOf(color, surface);
        return ratio < acc.ratio ? { ratio, against: surface } : acc;
      },
      { ratio: Infinity, against: surfaces[0] ?? '#ffffff' },
    );
  const start = worst(wanted);
  const done = (color: string): Reached => ({ color, against: start.against, before: start.ratio, after: worst(color).ratio });
  if (start.ratio >= min) return { color: wanted, against: start.against, before: start.ratio, after: start.ratio };
  const from = lightnessOf(wanted);
  const darkSurface = isDark(start.against);
  for (const direction of darkSurface ? [1, -1] : [-1, 1]) {
    for (let lightness = from + direction; lightness >= 0 && lightness <= 100; lightness += direction) {
      const candidate = shiftLightness(wanted, lightness);
      if (worst(candidate).ratio >= min) return done(candidate);
    }
  }
  const black = worst('#000000');
  const white = worst('#ffffff');
  return done(black.ratio >= white.ratio ? '#000000' : '#ffffff');
}

function rgb(color: string): Rgb {
  const parsed = parseColor(color);
  if (!parsed) throw new TypeError('Invalid color');
  return parsed;
}
