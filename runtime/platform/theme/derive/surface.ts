/**
 * The surface the fields are drawn on (the palette's background) when the merchant did
 * not give one. Light text without `mode: 'dark'` says the page is dark (and dark text in
 * dark mode that it is light): the fields then sit on a surface of that lightness, a step
 * off the merchant's page when the SDK measured it, so the merchant's text reads as they
 * chose it instead of being darkened onto a white slab.
 */
import type { AppearanceMode } from '../../../../protocol';
import { parseColor } from '../color';
import { DEFAULT_PALETTES } from '../tokens';
import { contrastRatio, isDark } from './contrast';
import { lightnessOf, shiftLightness } from './lightness';

/** How far the field surface sits from the page: the checkout's own palettes' step (page → background). */
const SURFACE_STEP = 5;
/** Below this ratio on the mode's own surface, text is taken to be meant for the other one (#dddddd on white is 1.36:1). */
const VANISHING = 1.5;

export interface Surface {
  readonly background: string;
  readonly scheme: AppearanceMode;
  /** Whether the surface came from the merchant (given, or inferred from their colours) rather than the mode's default. */
  readonly fromMerchant: boolean;
}

export function surfaceOf(mode: AppearanceMode, colorBackground: string | undefined, colorText: string | undefined, page: string | undefined): Surface {
  if (colorBackground) return { background: colorBackground, scheme: isDark(colorBackground) ? 'dark' : 'light', fromMerchant: true };
  const other: AppearanceMode = mode === 'dark' ? 'light' : 'dark';
  if (!colorText || !saysOtherScheme(colorText, mode, page)) return { background: DEFAULT_PALETTES[mode].background, scheme: mode, fromMerchant: false };
  // On a dark page the fields sit a step lighter than it, as the checkout's dark palette's do.
  if (other === 'dark' && page !== undefined && isDark(page))
    return { background: shiftLightness(page, Math.min(100, lightnessOf(page) + SURFACE_STEP)), scheme: other, fromMerchant: true };
  return { background: DEFAULT_PALETTES[other].background, scheme: other, fromMerchant: true };
}

/**
 * Whether the text is meant for the other scheme's surface: it is of that scheme and the
 * page measured behind the frame is too; with no page measured, only text that all but
 * vanishes on the mode's own surface (faint grey text on white is a contrast slip, which
 * the palette darkens and reports, not a dark page).
 */
function saysOtherScheme(text: string, mode: AppearanceMode, page: string | undefined): boolean {
  const wantsDark = mode === 'light';
  if (isDark(text) === wantsDark) return false;
  if (page !== undefined) return isDark(page) === wantsDark;
  return ratioOf(text, DEFAULT_PALETTES[mode].background) < VANISHING;
}

function ratioOf(a: string, b: string): number {
  const [x, y] = [parseColor(a), parseColor(b)];
  return x && y ? contrastRatio(x, y) : 1;
}
