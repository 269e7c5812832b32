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
 * Spec §9: the background overlay's opacity in each mode. Only the SDK's 3-D Secure
 * dialog on the merchant page draws a backdrop; no frame has one.
 */
export const OVERLAY_OPACITY = { light: 0.3, dark: 0.7 } as const satisfies Record<AppearanceMode, number>;

export interface Appearance {
  readonly mode?: AppearanceMode;
  readonly variables?: { readonly [V in AppearanceVariable]?: string };
}
