/**
 * The orders spec §9 shows card brands in, and the brands shown by default. Not
 * re-exported by protocol/index.ts: import it from here. Only the screens that list
 * brands need it, and a module reached through the index is bundled with whatever
 * else the index gives the runtime's entry.
 */
import { CARD_BRANDS, type CardBrand } from './card-brands';

/** Spec §9: the order brands are listed in, by the shopper's country. */
export const CARD_BRAND_ORDER = {
  default: CARD_BRANDS,
  US: ['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay'],
} as const satisfies Record<string, readonly CardBrand[]>;

/** Spec §9: shown by default, and the full list. */
export const SHOWN_CARD_BRANDS = {
  default: ['mastercard', 'visa'],
  full: ['mastercard', 'visa', 'unionpay', 'amex', 'jcb'],
} as const satisfies Record<string, readonly CardBrand[]>;

/** The brands of `brands` in spec §9's order for `country` (US has its own). */
export function orderCardBrands(brands: readonly CardBrand[], country?: string): CardBrand[] {
  const order: readonly CardBrand[] = country === 'US' ? CARD_BRAND_ORDER.US : CARD_BRAND_ORDER.default;
  return order.filter((brand) => brands.includes(brand));
}
