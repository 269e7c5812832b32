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

/** The scheme a country's shoppers carry at home, shown whenever it is accepted (a Japanese shop without JCB looks foreign). */
const DOMESTIC_SCHEME: Readonly<Partial<Record<string, CardBrand>>> = { JP: 'jcb', CN: 'unionpay' };

/**
 * At most `count` of the accepted brands for a row with little room (a method's tile or
 * row), in spec §9's order: the first ones, and the shopper's domestic scheme among them
 * when it is accepted (JCB for a Japanese drop-in, though fifth in the order).
 */
export function leadingBrands(known: readonly CardBrand[] | undefined, country: string | undefined, count: number): CardBrand[] {
  const all = shownBrands(known, country);
  const domestic = country ? DOMESTIC_SCHEME[country] : undefined;
  if (all.length <= count || !domestic || !all.includes(domestic) || all.indexOf(domestic) < count) return all.slice(0, count);
  const kept = new Set([...all.filter((brand) => brand !== domestic).slice(0, count - 1), domestic]);
  return all.filter((brand) => kept.has(brand));
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
