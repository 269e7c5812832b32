import { useSyncExternalStore } from 'react';
import type { Appearance } from '../../protocol';

const DARK = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia?.(DARK);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

const prefersDark = () => window.matchMedia?.(DARK).matches ?? false;

/**
 * A whole page's colour mode: the merchant's `appearance.mode` when the address
 * gives one, else the shopper's system setting (a page has no merchant page around
 * it to match, unlike a frame).
 */
export function usePageMode(appearance: Appearance | undefined): 'light' | 'dark' {
  const dark = useSyncExternalStore(subscribe, prefersDark, () => false);
  return appearance?.mode ?? (dark ? 'dark' : 'light');
}
