import { OVERLAY_OPACITY, OVERLAY_OPACITY_VARIABLE, type Appearance, type AppearanceMode, type AppearanceVariable } from '../../../protocol';
import { isValidColor } from './color';
import type { Anchors, ContrastAdjustment } from './derive/palette';
import { loadDerive, type DeriveModule } from './load-derive';
import { DEFAULT_PALETTES, PALETTE_VARIABLES, type Palette, type PaletteToken } from './tokens';

export { isValidColor } from './color';

/** Appearance variables (spec §3, protocol's APPEARANCE_VARIABLES) → the palette token each one anchors. */
const ANCHOR_TOKENS = {
  colorBrand: 'brand',
  colorText: 'text',
  colorBackground: 'background',
} as const satisfies Record<AppearanceVariable, PaletteToken>;

type ColorVariable = keyof typeof ANCHOR_TOKENS;
type ThemeCssVariable = (typeof PALETTE_VARIABLES)[PaletteToken] | typeof OVERLAY_OPACITY_VARIABLE;

interface RejectedColor {
  readonly variable: ColorVariable;
  readonly value: unknown;
}

export interface ThemeCss {
  /** Every palette token and the overlay opacity, ready for a root element's `style`. */
  readonly variables: Readonly<Record<ThemeCssVariable, string>>;
  /** The root's `data-mode`: dark when the background is dark (the browser's own controls follow it). */
  readonly scheme: AppearanceMode;
  /** Colours that failed spec §5 validation and were left out (the defaults stand). */
  readonly rejected: readonly RejectedColor[];
  /** Colours moved to reach WCAG AA against the merchant's. */
  readonly adjustments: readonly ContrastAdjustment[];
}

/**
 * The appearance crossed the frame boundary, so each field is checked at run time,
 * not trusted from its type. Unknown modes count as light; `fallbackMode` is the
 * mode when the merchant gave none (a whole page: the shopper's system setting).
 * Merchant colours need `derive` (the lazy derive/ chunk) to be held to AA; until it
 * has arrived they are laid over the defaults as given.
 */
export function appearanceToCssVariables(
  appearance: Appearance | null | undefined,
  fallbackMode: AppearanceMode = 'light',
  derive: Pick<DeriveModule, 'derivePalette'> | null = null,
): ThemeCss {
  const mode: AppearanceMode = appearance?.mode === 'dark' || appearance?.mode === 'light' ? appearance.mode : fallbackMode;
  const rejected: RejectedColor[] = [];
  const anchors: { -readonly [V in ColorVariable]?: string } = {};
  const given: Readonly<Record<string, unknown>> =
    typeof appearance?.variables === 'object' && appearance.variables !== null ? appearance.variables : {};
  for (const name of Object.keys(ANCHOR_TOKENS) as ColorVariable[]) {
    if (!Object.hasOwn(given, name) || given[name] === undefined) continue;
    const value = given[name];
    if (isValidColor(value)) anchors[name] = value;
    else rejected.push({ variable: name, value });
  }
  const { palette, scheme, adjustments } = derived(mode, anchors, derive);
  const variables = { [OVERLAY_OPACITY_VARIABLE]: String(OVERLAY_OPACITY[scheme]) } as Record<ThemeCssVariable, string>;
  for (const token of Object.keys(PALETTE_VARIABLES) as PaletteToken[]) variables[PALETTE_VARIABLES[token]] = palette[token];
  return { variables, scheme, rejected, adjustments };
}

/** True when the appearance sets at least one colour variable (valid or not: the check is the frame's). */
export function hasColors(appearance: Appearance | null | undefined): boolean {
  const given: unknown = appearance?.variables;
  return typeof given === 'object' && given !== null && Object.keys(ANCHOR_TOKENS).some((name) => Object.hasOwn(given, name));
}

function derived(mode: AppearanceMode, anchors: Anchors, derive: Pick<DeriveModule, 'derivePalette'> | null): { palette: Palette; scheme: AppearanceMode; adjustments: readonly ContrastAdjustment[] } {
  if (Object.keys(anchors).length === 0) return { palette: DEFAULT_PALETTES[mode], scheme: mode, adjustments: [] };
  if (derive) return derive.derivePalette(mode, anchors);
  const palette = { ...DEFAULT_PALETTES[mode] };
  for (const name of Object.keys(anchors) as ColorVariable[]) palette[ANCHOR_TOKENS[name]] = anchors[name] ?? palette[ANCHOR_TOKENS[name]];
  return { palette, scheme: mode, adjustments: [] };
}

const warned = new Set<string>();

/**
 * Tells the merchant, once per frame or page and appearance, which of their colours were
 * moved and why.
 */
export async function warnAboutContrast(adjustments: readonly ContrastAdjustment[]): Promise<void> {
  if (adjustments.length === 0) return;
  const { describeAdjustments } = await loadDerive();
  const line = describeAdjustments(adjustments);
  if (line === null || warned.has(line)) return;
  warned.add(line);
  console.warn(line);
}
