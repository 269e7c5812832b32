/**
 * The country calling codes the payment link's phone field offers, and the number as
 * the provider takes it, from libphonenumber-js (Google's libphonenumber metadata). A
 * chunk of its own (about 20 KB gzip of metadata), loaded only by a link that asks for
 * a phone, never on an element's path (scripts/size-budgets.test.ts).
 */
import { getCountries, getCountryCallingCode, parsePhoneNumberFromString } from 'libphonenumber-js/min';

export interface CallingCode {
  /** ISO 3166-1 alpha-2. */
  readonly region: string;
  /** Digits, without the `+`. */
  readonly code: string;
}

export function callingCodes(): CallingCode[] {
  return getCountries().map((region) => ({ region, code: getCountryCallingCode(region) }));
}

/**
 * What the shopper typed as an international number: as typed when it starts with `+`;
 * otherwise read in `region`'s numbering plan (the UK's leading 0 dropped, Italy's kept).
 * Whether it is long enough is the form's check (link-form.ts).
 */
export function internationalNumber(typed: string, region: string): string {
  const text = typed.trim();
  if (text === '' || text.startsWith('+')) return text;
  const known = getCountries().find((country) => country === region);
  if (!known) return text;
  return parsePhoneNumberFromString(text, known)?.number ?? `+${getCountryCallingCode(known)}${text.replace(/\D/g, '')}`;
}
