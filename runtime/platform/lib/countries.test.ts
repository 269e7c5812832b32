import { describe, expect, it } from 'vitest';
import { COUNTRY_CODES, EU_MEMBER_STATES, browserCountry, countryOptions, isCountryCode, isEuMember, needsPostcode } from './countries';

describe('countries (spec §5: a fixed list)', () => {
  it('has the EU member list apart: 27 codes of the fixed list, each once', () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(new Set(EU_MEMBER_STATES).size).toBe(27);
    for (const code of EU_MEMBER_STATES) expect(isCountryCode(code)).toBe(true);
    for (const code of ['GB', 'CH', 'NO', 'IS', 'LI', 'TR']) expect(isEuMember(code)).toBe(false);
  });

  it('are the 249 ISO 3166-1 alpha-2 codes, each once', () => {
    expect(COUNTRY_CODES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    for (const code of ['US', 'GB', 'DE', 'HK', 'CN', 'JP', 'KR', 'BR', 'AX', 'SS']) expect(isCountryCode(code)).toBe(true);
    for (const code of ['UK', 'EU', 'XK', 'us', '', 'ZZ']) expect(isCountryCode(code)).toBe(false);
  });

  it("are named in the shopper's language and sorted as that language sorts", () => {
    const english = countryOptions('en');
    expect(english).toHaveLength(249);
    expect(english.find((c) => c.code === 'DE')?.name).toBe('Germany');
    expect(english.map((c) => c.name)).toEqual([...english.map((c) => c.name)].sort(new Intl.Collator('en').compare));
    const german = countryOptions('de');
    expect(german.find((c) => c.code === 'DE')?.name).toBe('Deutschland');
    // German sorts Ä with A: Ägypten comes before Albanien.
    const names = german.map((c) => c.name);
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Albanien'));
    expect(countryOptions('ja').find((c) => c.code === 'JP')?.name).toBe('日本');
  });

  it('start from the region of the browser language, when it names one', () => {
    expect(browserCountry(['en-US', 'fr-FR'])).toBe('US');
    expect(browserCountry(['de', 'fr-CA'])).toBe('CA');
    expect(browserCountry(['en', 'zh-Hant'])).toBe('');
    expect(browserCountry(['not a tag!'])).toBe('');
  });

  it('know where addresses have no postal code', () => {
    expect(needsPostcode('US')).toBe(true);
    expect(needsPostcode('HK')).toBe(false);
    expect(needsPostcode('AE')).toBe(false);
  });
});
