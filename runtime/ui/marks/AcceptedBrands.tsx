import type { CardBrand } from '../../../protocol';
// Not through the protocol's index: only screens that list brands load the orders (see card-brand-order.ts).
import { SHOWN_CARD_BRANDS, orderCardBrands } from '../../../protocol/card-brand-order';
import { BrandIcon } from './BrandIcon';
import { BRAND_NAMES } from '../../platform/lib/brand-limit';

/**
 * The brands to show, in the order for the shopper's country: those known (the
 * merchant's limit, the provider's schemes), or where none is known spec §9's default
 * pair, mastercard and visa.
 */
export function shownBrands(known: readonly CardBrand[] | undefined, country?: string): CardBrand[] {
  return orderCardBrands(known && known.length > 0 ? known : SHOWN_CARD_BRANDS.default, country);
}

/**
 * The card brands a card kind accepts, as a row of badges. The list has a name
 * ("Accepted cards") and each badge its brand's, so a screen reader reads what the
 * badges show; the badges themselves are decorative SVG.
 */
export function AcceptedBrands({ brands, label }: { readonly brands: readonly CardBrand[]; readonly label: string }) {
  return (
    <ul className="portico-brands" aria-label={label}>
      {brands.map((brand) => (
        <li key={brand} className="portico-brands__item">
          <BrandIcon brand={brand} />
          <span className="portico-visually-hidden">{BRAND_NAMES[brand]}</span>
        </li>
      ))}
    </ul>
  );
}
