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
 * as given for the moment it takes to load. `page`: the colour behind an element frame on
 * the merchant's page (protocol's `page_color`), which an element frame's root paints
 * (`--portico-behind`; where no colour reads on both it and the background, the background).
 */
export function useTheme(appearance: Appearance | null | undefined, fallbackMode: AppearanceMode = 'light', page?: string): RootTheme {
  const [derive, setDerive] = useState(loadedDerive);
  const needed = hasColors(appearance, page) && derive === null;
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
  const theme = useMemo(() => appearanceToCssVariables(appearance, fallbackMode, derive, page), [appearance, fallbackMode, derive, page]);
  useEffect(() => void warnAboutContrast(theme.adjustments), [theme]);
  return useMemo(() => ({ style: theme.variables as CSSProperties, scheme: theme.scheme }), [theme]);
}
