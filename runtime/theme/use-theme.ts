import { useEffect, useMemo, type CSSProperties } from 'react';
import type { Appearance, AppearanceMode } from '../../protocol';
import { appearanceToCssVariables, warnAboutContrast } from './appearance';

export interface RootTheme {
  /** The whole palette as custom properties, for the root element's `style`. */
  readonly style: CSSProperties;
  /** For the root's `data-mode`. */
  readonly scheme: AppearanceMode;
}

/** The palette of a frame's or page's root, warning the merchant once about colours moved for contrast. */
export function useTheme(appearance: Appearance | null | undefined, fallbackMode: AppearanceMode = 'light'): RootTheme {
  const theme = useMemo(() => appearanceToCssVariables(appearance, fallbackMode), [appearance, fallbackMode]);
  useEffect(() => void warnAboutContrast(theme.adjustments), [theme]);
  return useMemo(() => ({ style: theme.variables as CSSProperties, scheme: theme.scheme }), [theme]);
}
