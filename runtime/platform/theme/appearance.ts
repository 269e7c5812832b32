import { type Appearance, type AppearanceMode, type AppearanceVariable } from '../../../protocol';
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
/**
 * What an element frame's root paints behind everything (ui/base.css): the
 * merchant's page colour as the SDK measured it, so the frame is what anyone (axe included)
 * measures text on, or their background where nothing reads on both. Unset while the page
 * is unknown, or the derive/ chunk that holds the palette to it has not arrived.
 */
const BEHIND_VARIABLE = '--portico-behind';
/**
 * Set only when the frame paints the merchant's background as a slab on their page (no
 * text reads on both): the slab's inner padding, so the fields do not touch its edges.
 */
const BEHIND_INSET_VARIABLE = '--portico-behind-inset';
const PAINTED_INSET = '12px';
type ThemeCssVariable = (typeof PALETTE_VARIABLES)[PaletteToken] | typeof BEHIND_VARIABLE | typeof BEHIND_INSET_VARIABLE;

interface RejectedColor {
  readonly variable: ColorVariable;
  readonly value: unknown;
}

export interface ThemeCss {
  /** Every palette token (and the colour behind, when measured), ready for a root element's `style`. */
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
 * has arrived they are laid over the defaults as given. `page` is the colour behind an
 * element frame on the merchant's page (protocol's `page_color`, read in its one form by
 * the router), when the SDK measured it: it needs `derive` too.
 */
export function appearanceToCssVariables(
  appearance: Appearance | null | undefined,
  fallbackMode: AppearanceMode = 'light',
  derive: Pick<DeriveModule, 'derivePalette'> | null = null,
  page?: string,
): ThemeCss {
  const mode: AppearanceMode = appearance?.mode === 'dark' || appearance?.mode === 'light' ? appearance.mode : fallbackMode;
  const rejected: RejectedColor[] = [];
  const anchors: { -readonly [V in ColorVariable]?: string } = {};
  const given: Readonly<Record<string, unknown>> = typeof appearance?.variables === 'object' && appearance.variables !== null ? appearance.variables : {};
  for (const name of Object.keys(ANCHOR_TOKENS) as ColorVariable[]) {
    if (!Object.hasOwn(given, name) || given[name] === undefined) continue;
    const value = given[name];
    if (isValidColor(value)) anchors[name] = value;
    else rejected.push({ variable: name, value });
  }
  const { palette, scheme, adjustments, painted } = derived(mode, anchors, derive, page);
  const variables = {} as Record<ThemeCssVariable, string>;
  for (const token of Object.keys(PALETTE_VARIABLES) as PaletteToken[]) variables[PALETTE_VARIABLES[token]] = palette[token];
  if (derive && page) variables[BEHIND_VARIABLE] = palette.page;
  if (derive && page && painted) variables[BEHIND_INSET_VARIABLE] = PAINTED_INSET;
  return { variables, scheme, rejected, adjustments };
}

/**
 * True when the palette must be derived (the derive/ chunk): the appearance sets a colour
 * variable (valid or not: the check is the frame's), or the SDK measured the page behind.
 */
export function hasColors(appearance: Appearance | null | undefined, page?: string): boolean {
  const given: unknown = appearance?.variables;
  return !!page || (typeof given === 'object' && given !== null && Object.keys(ANCHOR_TOKENS).some((name) => Object.hasOwn(given, name)));
}

function derived(
  mode: AppearanceMode,
  anchors: Anchors,
  derive: Pick<DeriveModule, 'derivePalette'> | null,
  page: string | undefined,
): { palette: Palette; scheme: AppearanceMode; adjustments: readonly ContrastAdjustment[]; painted: boolean } {
  if (!page && Object.keys(anchors).length === 0) return { palette: DEFAULT_PALETTES[mode], scheme: mode, adjustments: [], painted: false };
  if (derive) return derive.derivePalette(mode, anchors, page);
  const palette = { ...DEFAULT_PALETTES[mode] };
  for (const name of Object.keys(anchors) as ColorVariable[]) palette[ANCHOR_TOKENS[name]] = anchors[name] ?? palette[ANCHOR_TOKENS[name]];
  return { palette, scheme: mode, adjustments: [], painted: false };
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
