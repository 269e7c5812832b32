/**
 * Card brands: one table for the sandbox's payment-method config, the runtime's
 * brand lists, the card element's icons and the `brands` option. The orders spec §9
 * shows them in are in card-brand-order.ts (a module of their own, so the code that
 * only lists brands does not ride along wherever a brand name is checked).
 */
export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'unionpay', 'jcb', 'discover', 'diners'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

/** How each brand is written to a shopper (a card's icon, an error, a receipt): brand names are not translated. */
export const BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  unionpay: 'UnionPay',
  jcb: 'JCB',
  discover: 'Discover',
  diners: 'Diners Club',
};

export function isCardBrand(value: unknown): value is CardBrand {
  return (CARD_BRANDS as readonly unknown[]).includes(value);
}
