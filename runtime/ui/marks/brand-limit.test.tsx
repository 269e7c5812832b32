// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CARD_BRANDS } from '../../../protocol';
import { SHOWN_CARD_BRANDS } from '../../../protocol/card-brand-order';
import { AcceptedBrands, leadingBrands, shownBrands } from './AcceptedBrands';
import { BRAND_NAMES, brandList, brandOfType, isBrandAccepted } from '../../platform/lib/brand-limit';

describe('brand limit', () => {
  it('accepts everything without a limit, and an unknown brand until it is known', () => {
    expect(isBrandAccepted('american-express', undefined)).toBe(true);
    expect(isBrandAccepted(undefined, ['visa'])).toBe(true);
  });
  it("with a limit, accepts its brands only (card-validator names mapped to the protocol's)", () => {
    expect(isBrandAccepted('visa', ['visa', 'mastercard'])).toBe(true);
    expect(isBrandAccepted('american-express', ['visa', 'mastercard'])).toBe(false);
    expect(isBrandAccepted('american-express', ['amex'])).toBe(true);
    expect(isBrandAccepted('diners-club', ['diners'])).toBe(true);
    expect(isBrandAccepted('maestro', ['visa', 'mastercard'])).toBe(false);
    expect(brandOfType('maestro')).toBeNull();
  });
  it('names every brand, and lists the accepted ones as the shopper\'s language says "or"', () => {
    for (const brand of CARD_BRANDS) expect(BRAND_NAMES[brand]).toMatch(/^[A-Z]/);
    expect(brandList(['visa', 'mastercard'], 'en')).toBe('Visa or Mastercard');
    expect(brandList(['visa', 'mastercard', 'amex'], 'en')).toBe('Visa, Mastercard, or American Express');
    expect(brandList(['visa', 'mastercard'], 'de')).toBe('Visa oder Mastercard');
    expect(brandList(['visa'], 'fr')).toBe('Visa');
  });
});

describe('accepted brands shown (spec §9)', () => {
  it("a method row's few marks: the first accepted ones, with the shopper's domestic scheme when accepted (JCB in Japan)", () => {
    expect(leadingBrands([...CARD_BRANDS], 'JP', 4)).toEqual(['visa', 'mastercard', 'amex', 'jcb']);
    expect(leadingBrands([...CARD_BRANDS], 'DE', 4)).toEqual(['visa', 'mastercard', 'amex', 'unionpay']);
    expect(leadingBrands(['visa', 'mastercard'], 'JP', 4)).toEqual(['visa', 'mastercard']);
    expect(leadingBrands(['visa', 'mastercard', 'amex', 'unionpay', 'discover'], 'JP', 4)).toEqual(['visa', 'mastercard', 'amex', 'unionpay']);
    expect(leadingBrands([...CARD_BRANDS], 'CN', 3)).toEqual(['visa', 'mastercard', 'unionpay']);
  });

  it('where no brand list is known: the default pair, mastercard and visa, in the default order', () => {
    expect(shownBrands(undefined)).toEqual(['visa', 'mastercard']);
    expect(shownBrands([], 'US')).toEqual(['visa', 'mastercard']);
  });
  it('the full list, in the default order, or the US one', () => {
    expect(shownBrands(SHOWN_CARD_BRANDS.full)).toEqual(['visa', 'mastercard', 'amex', 'unionpay', 'jcb']);
    expect(shownBrands(SHOWN_CARD_BRANDS.full, 'DE')).toEqual(['visa', 'mastercard', 'amex', 'unionpay', 'jcb']);
    expect(shownBrands(SHOWN_CARD_BRANDS.full, 'US')).toEqual(['visa', 'mastercard', 'amex', 'jcb', 'unionpay']);
  });
  it('with a limit: its brands only, in the same orders, whatever order the merchant wrote', () => {
    expect(shownBrands(['diners', 'unionpay', 'discover', 'visa'])).toEqual(['visa', 'unionpay', 'discover', 'diners']);
    expect(shownBrands(['diners', 'unionpay', 'discover', 'visa'], 'US')).toEqual(['visa', 'discover', 'diners', 'unionpay']);
    expect(shownBrands(['mastercard', 'visa'])).toEqual(['visa', 'mastercard']);
  });

  afterEach(cleanup);
  it("renders a named list with each brand's badge and name", () => {
    render(<AcceptedBrands brands={['visa', 'amex']} label="Accepted cards" />);
    const list = screen.getByRole('list', { name: 'Accepted cards' });
    expect([...list.querySelectorAll('li > span')].map((name) => name.textContent)).toEqual(['Visa', 'American Express']);
    expect([...list.querySelectorAll('svg')].map((svg) => svg.getAttribute('data-brand'))).toEqual(['visa', 'amex']);
  });
});
