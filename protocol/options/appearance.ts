/**
 * Spec §3 theme appearance: the colour variables a merchant may set. The one list
 * of them: the SDK's validation (element-options.ts), the frame URL reader and the
 * theme derive from it.
 */
export const APPEARANCE_VARIABLES = ['colorBrand', 'colorText', 'colorBackground'] as const;
export type AppearanceVariable = (typeof APPEARANCE_VARIABLES)[number];

export const APPEARANCE_MODES = ['light', 'dark'] as const;
export type AppearanceMode = (typeof APPEARANCE_MODES)[number];

/**
 * Spec §9: the background overlay's opacity in each mode, and the CSS variable the
 * theme sets it in. The frame's theme sets it on its root; the SDK's 3-D Secure
 * backdrop on the merchant page sets and reads it too.
 */
export const OVERLAY_OPACITY = { light: 0.3, dark: 0.7 } as const satisfies Record<AppearanceMode, number>;
export const OVERLAY_OPACITY_VARIABLE = '--portico-overlay-opacity';

export interface Appearance {
  readonly mode?: AppearanceMode;
  readonly variables?: { readonly [V in AppearanceVariable]?: string };
}
