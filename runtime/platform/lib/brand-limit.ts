/**
 * The merchant's brand limit (`brands` option, spec §9 names) and the brands a card
 * element shows, shared by every card kind. Pure: no React, nothing loaded.
 */
import { BRAND_NAMES, type CardBrand } from '../../../protocol';

// The names live beside the brands (protocol/card-brands.ts), so a receipt reads them without splitting this module off the card's path.
export { BRAND_NAMES };

/** card-validator's brand names that differ from the protocol's. */
const BRAND_OF_TYPE: Readonly<Record<string, CardBrand>> = {
  visa: 'visa',
  mastercard: 'mastercard',
  'american-express': 'amex',
  unionpay: 'unionpay',
  jcb: 'jcb',
  discover: 'discover',
  'diners-club': 'diners',
};

/** The protocol's brand for a card-validator type; `null` when unknown or not one of ours (maestro, elo, …). */
export function brandOfType(type: string | undefined): CardBrand | null {
  return type !== undefined && Object.hasOwn(BRAND_OF_TYPE, type) ? (BRAND_OF_TYPE[type] ?? null) : null;
}

/**
 * Whether a card of card-validator type `type` may be paid with under `limit`.
 * Without a limit every card is; with one, a brand outside it (or outside our
 * table, such as maestro) is refused as soon as it is detected. A number whose
 * brand is not known yet is not refused: the shopper has not finished typing.
 */
export function isBrandAccepted(type: string | undefined, limit: readonly CardBrand[] | undefined): boolean {
  if (!limit || type === undefined) return true;
  const brand = brandOfType(type);
  return brand !== null && limit.includes(brand);
}

/** "Visa or Mastercard", in the shopper's language. */
export function brandList(brands: readonly CardBrand[], language: string): string {
  const names = brands.map((brand) => BRAND_NAMES[brand]);
  try {
    return new Intl.ListFormat(language, { type: 'disjunction' }).format(names);
  } catch {
    return names.join(', ');
  }
}
