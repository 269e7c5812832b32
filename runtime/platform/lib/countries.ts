/**
 * Countries a shopper can pick (spec §5: codes from a fixed list): the 249 codes
 * of ISO 3166-1 alpha-2. Their names come from the browser in the shopper's
 * language (`Intl.DisplayNames`, no bytes of ours), sorted as that language sorts.
 */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ ' +
  'CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR ' +
  'GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP ' +
  'KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT ' +
  'MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW ' +
  'SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG ' +
  'UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

/**
 * Spec §5: the EU member list, a separate list of 27 (2026). Where a billing address
 * is in one, the card says the bank may ask to confirm the payment: strong customer
 * authentication (PSD2) applies there.
 */
export const EU_MEMBER_STATES = [
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
] as const;

export function isEuMember(country: string): boolean {
  return (EU_MEMBER_STATES as readonly string[]).includes(country);
}

/** Countries whose addresses have no postal code: the field is optional there. */
const WITHOUT_POSTCODE = new Set(
  (
    'AE AG AO AW BF BI BJ BO BS BW BZ CD CF CG CI CK CM DJ DM ER FJ GA GD GH GM GQ GY HK IE KI KM KN KP LY ML MO MR MW ' +
    'NR NU QA RW SB SC SL SO SR ST SY TD TF TG TK TL TO TV UG VU YE ZW'
  ).split(' '),
);

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && COUNTRY_CODES.includes(value);
}

export function needsPostcode(country: string): boolean {
  return !WITHOUT_POSTCODE.has(country);
}

export interface CountryOption {
  readonly code: string;
  readonly name: string;
}

/** Every country with its name in `language`, in that language's alphabetical order. */
export function countryOptions(language: string): CountryOption[] {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language, 'en'], { type: 'region' });
  } catch {
    // A browser without region names still lists the codes.
  }
  const collator = new Intl.Collator(language);
  return COUNTRY_CODES.map((code) => ({ code, name: names?.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name));
}

/** The region of the shopper's first browser language that names one (`en-US` → `US`), else `''`. */
export function browserCountry(languages: readonly string[]): string {
  for (const tag of languages) {
    try {
      const region = new Intl.Locale(tag).region;
      if (isCountryCode(region)) return region;
    } catch {
      // not a language tag
    }
  }
  return '';
}
