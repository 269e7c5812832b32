import { STORE_ART } from './art.generated';
import './method-mark.css';

/**
 * A konbini chain's badge: its name on its brand colour (drawn by scripts/generate-marks.ts, no
 * copied artwork), or nothing for a store it does not know. Decorative: the heading beside it
 * names the store.
 */
export function StoreMark({ store }: { readonly store: string }) {
  // The store's code comes from the provider's answer: only the table's own keys draw.
  if (!Object.hasOwn(STORE_ART, store)) return null;
  // Markup written at build time by the script, never from input.
  return <span className="portico-store-mark" aria-hidden="true" data-store={store} dangerouslySetInnerHTML={{ __html: STORE_ART[store]! }} />;
}
