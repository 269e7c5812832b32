/**
 * A postal address as the API takes it wherever one is sent (a card's billing
 * address, the addresses a payment link collects): `{ country_code, street, city,
 * postcode?, state? }` with an ISO 3166-1 alpha-2 country code. Each failure names
 * the field by its dot path under `field`.
 */
import { isObject } from './body';
import { invalid } from './errors';

export interface PostalAddress {
  readonly country_code: string;
  readonly street: string;
  readonly city: string;
  readonly postcode?: string;
  readonly state?: string;
}

type Json = Record<string, unknown>;

/** A text field of the address, trimmed, 1 to `max` characters; `undefined` when absent. */
function addressText(address: Json, field: string, name: string, max: number): string | undefined {
  const path = `${field}.${name}`;
  const value = address[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw invalid(path, 'must_be_string');
  const text = value.trim();
  if (text === '' || text.length > max) throw invalid(path, 'invalid_length', `${path} must have 1 to ${max} characters.`);
  return text;
}

function requiredAddressText(address: Json, field: string, name: string, max: number): string {
  const text = addressText(address, field, name, max);
  if (text === undefined) throw invalid(`${field}.${name}`, 'required', `${field}.${name} is required.`);
  return text;
}

/** `value` read as an address at `field` (its presence is the caller's check). */
export function parseAddress(value: unknown, field: string): PostalAddress {
  if (value === undefined || value === null) throw invalid(field, 'required', `${field} is required.`);
  if (!isObject(value)) throw invalid(field, 'must_be_object');
  const country = value.country_code;
  if (typeof country !== 'string' || !/^[A-Z]{2}$/.test(country)) {
    throw invalid(`${field}.country_code`, 'invalid_country', 'country_code must be an ISO 3166-1 alpha-2 code such as "US".');
  }
  const postcode = addressText(value, field, 'postcode', 20);
  const state = addressText(value, field, 'state', 100);
  return {
    country_code: country,
    street: requiredAddressText(value, field, 'street', 200),
    city: requiredAddressText(value, field, 'city', 100),
    ...(postcode ? { postcode } : {}),
    ...(state ? { state } : {}),
  };
}
