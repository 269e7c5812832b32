import type { Appearance, AppearanceVariable } from '../../protocol';
import { isValidColor } from './color';

export { isValidColor } from './color';

/** Appearance variables (spec §3, protocol's APPEARANCE_VARIABLES) → the CSS custom property each one sets. */
export const COLOR_VARIABLES = {
  colorBrand: '--portico-color-brand',
  colorText: '--portico-color-text',
  colorBackground: '--portico-color-background',
} as const satisfies Record<AppearanceVariable, `--portico-${string}`>;

export type ColorVariable = keyof typeof COLOR_VARIABLES;
export const OVERLAY_OPACITY_VARIABLE = '--portico-overlay-opacity';
export type ThemeCssVariable = (typeof COLOR_VARIABLES)[ColorVariable] | typeof OVERLAY_OPACITY_VARIABLE;

/** Spec §9: background overlay opacity 0.3 in light mode, 0.7 in dark mode. */
export const OVERLAY_OPACITY = { light: '0.3', dark: '0.7' } as const;

export interface RejectedColor {
  readonly variable: ColorVariable;
  readonly value: unknown;
}

export interface ThemeCss {
  readonly variables: Partial<Record<ThemeCssVariable, string>>;
  /** Colours that failed spec §5 validation and were left out. */
  readonly rejected: readonly RejectedColor[];
}

/**
 * The appearance crossed the frame boundary, so each field is checked at run time,
 * not trusted from its type. Unknown modes count as light.
 */
export function appearanceToCssVariables(appearance: Appearance | null | undefined): ThemeCss {
  const mode = appearance?.mode === 'dark' ? 'dark' : 'light';
  const variables: Partial<Record<ThemeCssVariable, string>> = { [OVERLAY_OPACITY_VARIABLE]: OVERLAY_OPACITY[mode] };
  const rejected: RejectedColor[] = [];
  const given: Readonly<Record<string, unknown>> =
    typeof appearance?.variables === 'object' && appearance.variables !== null ? appearance.variables : {};
  for (const name of Object.keys(COLOR_VARIABLES) as ColorVariable[]) {
    if (!Object.hasOwn(given, name) || given[name] === undefined) continue;
    const value = given[name];
    if (isValidColor(value)) variables[COLOR_VARIABLES[name]] = value;
    else rejected.push({ variable: name, value });
  }
  return { variables, rejected };
}
