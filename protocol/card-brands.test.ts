import { describe, expect, it } from 'vitest';
import { CARD_BRANDS, isCardBrand } from './card-brands';
import { SHOWN_CARD_BRANDS, orderCardBrands } from './card-brand-order';

describe('card brands (spec §9)', () => {
  it('orders brands by the default order, and by the US one for US shoppers', () => {
    expect(orderCardBrands(CARD_BRANDS)).toEqual(['visa', 'mastercard', 'amex', 'unionpay', 'jcb', 'discover', 'diners']);
    expect(orderCardBrands(CARD_BRANDS, 'US')).toEqual(['visa', 'mastercard', 'amex', 'discover', 'jcb', 'diners', 'unionpay']);
    expect(orderCardBrands(['diners', 'visa', 'jcb'], 'DE')).toEqual(['visa', 'jcb', 'diners']);
  });
  it('shows mastercard and visa by default; the full list adds unionpay, amex, jcb', () => {
    expect(SHOWN_CARD_BRANDS.default).toEqual(['mastercard', 'visa']);
    expect(SHOWN_CARD_BRANDS.full).toEqual(['mastercard', 'visa', 'unionpay', 'amex', 'jcb']);
  });
  it('knows only its brands', () => {
    expect(isCardBrand('amex')).toBe(true);
    expect(isCardBrand('american-express')).toBe(false);
    expect(isCardBrand('__proto__')).toBe(false);
  });
});
