/**
 * The shopper's currency, from the browser's preferred languages: the region of the
 * first tag that names one (`en-GB` → GB → GBP), else of the first tag filled in by
 * `Intl.Locale#maximize` (`ja` → `ja-Jpan-JP` → JPY). A region this table does not
 * know gives none: no switcher rather than a guess.
 */

/** The euro area (2026): one row each would be 20 lines of the same currency. */
const EURO_AREA = ['AT', 'BE', 'CY', 'DE', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'IE', 'IT', 'LT', 'LU', 'LV', 'MT', 'NL', 'PT', 'SI', 'SK'] as const;

/** ISO 3166-1 region → ISO 4217 currency, for the regions of the checkout's languages (spec §9) and the major markets. */
export const REGION_CURRENCIES: Readonly<Record<string, string>> = {
  ...Object.fromEntries(EURO_AREA.map((region) => [region, 'EUR'])),
  US: 'USD',
  GB: 'GBP',
  JP: 'JPY',
  CN: 'CNY',
  HK: 'HKD',
  TW: 'TWD',
  SG: 'SGD',
  AU: 'AUD',
  CA: 'CAD',
  NZ: 'NZD',
  CH: 'CHF',
  LI: 'CHF',
  KR: 'KRW',
  MX: 'MXN',
  SE: 'SEK',
  DK: 'DKK',
  NO: 'NOK',
  PL: 'PLN',
  RO: 'RON',
  MY: 'MYR',
  ID: 'IDR',
  IN: 'INR',
  BR: 'BRL',
  RU: 'RUB',
  SA: 'SAR',
  AE: 'AED',
  EG: 'EGP',
  TH: 'THB',
  PH: 'PHP',
  ZA: 'ZAR',
};

function regionOf(tag: string, fillIn: boolean): string | null {
  try {
    const locale = new Intl.Locale(tag);
    return (fillIn ? locale.maximize() : locale).region ?? null;
  } catch {
    return null;
  }
}

/** The currency of the shopper's region, from `navigator.languages` (most preferred first); `null` when unknown. */
export function shopperCurrency(languages: readonly string[]): string | null {
  const region = languages.map((tag) => regionOf(tag, false)).find((found) => found !== null) ?? (languages[0] ? regionOf(languages[0], true) : null);
  return region !== null && Object.hasOwn(REGION_CURRENCIES, region) ? REGION_CURRENCIES[region]! : null;
}
