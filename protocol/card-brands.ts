/**
 * Card brands and the orders spec §9 shows them in: one table for the sandbox's
 * payment-method config, the runtime's brand lists and the card element's icons.
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'unionpay', 'jcb', 'discover', 'diners'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

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

export function isCardBrand(value: unknown): value is CardBrand {
  return (CARD_BRANDS as readonly unknown[]).includes(value);
}

/** The brands of `brands` in spec §9's order for `country` (US has its own). */
export function orderCardBrands(brands: readonly CardBrand[], country?: string): CardBrand[] {
  const order: readonly CardBrand[] = country === 'US' ? CARD_BRAND_ORDER.US : CARD_BRAND_ORDER.default;
  return order.filter((brand) => brands.includes(brand));
}
