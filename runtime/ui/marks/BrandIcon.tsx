import { useEffect, useState } from 'react';
import type { CardBrand } from '../../../protocol';

export { brandOfType } from '../../platform/lib/brand-limit';

type CardArt = Record<CardBrand, string>;
let loaded: CardArt | undefined;
let loading: Promise<CardArt> | undefined;
// The networks' marks (~10 KB gzip) are a chunk of their own, fetched when a brand is first shown: the card's
// first paint needs none of them (the neutral card stands in until the number names a brand).
const loadArt = () => (loading ??= import('./art.generated').then((art) => (loaded = art.CARD_ART)));

/** The card networks' marks once fetched (undefined until then); fetching starts when `wanted`. */
function useCardArt(wanted: boolean): CardArt | undefined {
  const [art, setArt] = useState(loaded);
  useEffect(() => {
    if (!wanted || art) return;
    let live = true;
    loadArt().then(
      (fetched) => live && setArt(fetched),
      () => (loading = undefined), // offline: the neutral card stays, the next brand tries again
    );
    return () => void (live = false);
  }, [wanted, art]);
  return art;
}

/**
 * A card network's mark (its published artwork on a white tile, runtime/ui/marks/LICENSES.md), or a
 * neutral card before the brand is known. Decorative: the brand is announced as text (CardElement's live region).
 */
export function BrandIcon({ brand }: { readonly brand: CardBrand | null }) {
  const art = useCardArt(brand !== null);
  const markup = brand && art?.[brand];
  return (
    <svg
      className="portico-card__brand"
      viewBox="0 0 32 20"
      width="32"
      height="20"
      aria-hidden="true"
      focusable="false"
      data-brand={brand ?? 'unknown'}
      // Markup written at build time from the icon sets (scripts/generate-marks.ts), never from input.
      dangerouslySetInnerHTML={markup ? { __html: markup } : undefined}
    >
      {markup ? undefined : (
        <g fill="none" stroke="currentColor" strokeOpacity="0.5">
          <rect x="1.5" y="1.5" width="29" height="17" rx="2.5" />
          <path d="M1.5 6.5h29M5 14h8" />
        </g>
      )}
    </svg>
  );
}
