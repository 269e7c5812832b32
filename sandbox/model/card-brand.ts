/**
 * The card brands the sandbox tells apart. Its own module, so the test-card table
 * and the decline table can both name a brand without importing each other.
 */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'diners' | 'unionpay' | 'unknown';
