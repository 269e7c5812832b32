/**
 * The checkout's own palettes (runtime/platform/theme/tokens.ts, the one table of them),
 * set on the document as the same CSS variables the design system's stylesheets read,
 * light or dark as the browser prefers, and again when that preference changes.
 */
import { DEFAULT_PALETTES, PALETTE_VARIABLES, type PaletteToken } from '../runtime/platform/theme/tokens';

export function followColorScheme(root: HTMLElement = document.documentElement): void {
  const dark = window.matchMedia('(prefers-color-scheme: dark)');
  const apply = () => {
    const palette = DEFAULT_PALETTES[dark.matches ? 'dark' : 'light'];
    for (const token of Object.keys(PALETTE_VARIABLES) as PaletteToken[]) root.style.setProperty(PALETTE_VARIABLES[token], palette[token]);
    root.dataset.scheme = dark.matches ? 'dark' : 'light';
  };
  apply();
  dark.addEventListener('change', apply);
}
