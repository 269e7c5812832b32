/**
 * The card brands the sandbox tells apart. Its own module, so the test-card table
 * and the decline table can both name a brand without importing each other.
 * `kr_local`: a Korean domestic-only card (sandbox prefix 94), paid with `kr_card`.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'kr_local' | 'unknown';
