import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import type { Appearance, AppearanceMode } from '../../../protocol';
import { appearanceToCssVariables, hasColors, warnAboutContrast } from './appearance';
import { loadDerive, loadedDerive } from './load-derive';

export interface RootTheme {
  /** The whole palette as custom properties, for the root element's `style`. */
  readonly style: CSSProperties;
  /** For the root's `data-mode`. */
  readonly scheme: AppearanceMode;
}

/**
 * The palette of a frame's or page's root, warning the merchant once about colours moved
 * for contrast. Merchant colours need the derive/ chunk: the shell fetches it with the
 * screen when the address carries colours; colours that arrive later by update() show
 * as given for the moment it takes to load.
 */
export function useTheme(appearance: Appearance | null | undefined, fallbackMode: AppearanceMode = 'light'): RootTheme {
  const [derive, setDerive] = useState(loadedDerive);
  const needed = hasColors(appearance) && derive === null;
  useEffect(() => {
    if (!needed) return;
    let current = true;
    loadDerive().then(
      (module) => current && setDerive(module),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [needed]);
  const theme = useMemo(() => appearanceToCssVariables(appearance, fallbackMode, derive), [appearance, fallbackMode, derive]);
  useEffect(() => void warnAboutContrast(theme.adjustments), [theme]);
  return useMemo(() => ({ style: theme.variables as CSSProperties, scheme: theme.scheme }), [theme]);
}
