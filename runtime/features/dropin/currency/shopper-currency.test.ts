import { describe, expect, it } from 'vitest';
import { REGION_CURRENCIES, shopperCurrency } from './shopper-currency';

describe('shopperCurrency', () => {
  it.each([
    [['en-GB'], 'GBP'],
    [['ja-JP'], 'JPY'],
    [['de-CH', 'de'], 'CHF'],
    [['fr-FR'], 'EUR'],
    [['zh-Hant-HK'], 'HKD'],
    [['en-US'], 'USD'],
    [['pt-BR'], 'BRL'],
  ] as const)('%j → %s (the region of the tag)', (languages, currency) => {
    expect(shopperCurrency(languages)).toBe(currency);
  });

  it('takes the first tag that names a region before filling one in', () => {
    expect(shopperCurrency(['en', 'en-GB'])).toBe('GBP');
    expect(shopperCurrency(['fr', 'ja-JP'])).toBe('JPY');
  });

  it('fills in the likely region of a bare language (Intl.Locale#maximize)', () => {
    expect(shopperCurrency(['ja'])).toBe('JPY');
    expect(shopperCurrency(['ko'])).toBe('KRW');
    expect(shopperCurrency(['sv'])).toBe('SEK');
  });

  it('gives none for a region it does not know, a malformed tag or no languages', () => {
    expect(shopperCurrency(['en-AQ'])).toBeNull();
    expect(shopperCurrency(['not a tag!'])).toBeNull();
    expect(shopperCurrency([])).toBeNull();
  });

  it('maps regions to ISO 4217 codes only', () => {
    for (const [region, currency] of Object.entries(REGION_CURRENCIES)) {
      expect(region).toMatch(/^[A-Z]{2}$/);
      expect(currency).toMatch(/^[A-Z]{3}$/);
    }
  });
});
