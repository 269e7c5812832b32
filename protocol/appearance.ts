/**
 * Spec §3 theme appearance: the colour variables a merchant may set. The one list
 * of them: the SDK's validation (element-options.ts), the frame URL reader and the
 * theme derive from it.
 */
export const APPEARANCE_VARIABLES = ['colorBrand', 'colorText', 'colorBackground'] as const;
export type AppearanceVariable = (typeof APPEARANCE_VARIABLES)[number];

export const APPEARANCE_MODES = ['light', 'dark'] as const;
export type AppearanceMode = (typeof APPEARANCE_MODES)[number];

export interface Appearance {
  readonly mode?: AppearanceMode;
  readonly variables?: { readonly [V in AppearanceVariable]?: string };
}
