/**
 * The payment method types config: query filters (currency, country, mode)
 * parsed strictly, and the table rows that match them, as the API answers them.
 */
import { invalid } from '../core/errors';
import { METHOD_TABLE, TRANSACTION_MODES, cardBrandsFor, QR_WALLETS, type MethodSpec, type TransactionMode } from './table';

export interface MethodFilters {
  readonly transaction_currency: string | null;
  readonly country_code: string | null;
  readonly transaction_mode: TransactionMode | null;
}

const CURRENCIES: ReadonlySet<string> = new Set(Intl.supportedValuesOf('currency'));
const REGION_NAMES = new Intl.DisplayNames(['en'], { type: 'region' });
/** Codes Intl names but that are not countries a shopper lives in. */
const NOT_COUNTRIES: ReadonlySet<string> = new Set(['EU', 'EZ', 'UN', 'UK', 'ZZ', 'QO', 'XA', 'XB']);

function isCurrencyCode(value: string): boolean {
  return /^[A-Z]{3}$/.test(value) && CURRENCIES.has(value);
}

function isCountryCode(value: string): boolean {
  return /^[A-Z]{2}$/.test(value) && !NOT_COUNTRIES.has(value) && REGION_NAMES.of(value) !== value;
}

function single(query: Record<string, string[]>, field: string): string | null {
  const values = query[field];
  if (values === undefined || values.length === 0) return null;
  if (values.length > 1) throw invalid(field, 'repeated', `${field} may be given once.`);
  return values[0] ?? null;
}

export function parseMethodFilters(query: Record<string, string[]>): MethodFilters {
  const currency = single(query, 'transaction_currency');
  if (currency !== null && !isCurrencyCode(currency)) {
    throw invalid('transaction_currency', 'invalid_currency', 'transaction_currency must be an uppercase ISO 4217 code, e.g. JPY.');
  }
  const country = single(query, 'country_code');
  if (country !== null && !isCountryCode(country)) {
    throw invalid('country_code', 'invalid_country', 'country_code must be an uppercase ISO 3166-1 alpha-2 code, e.g. JP.');
  }
  const mode = single(query, 'transaction_mode');
  if (mode !== null && !(TRANSACTION_MODES as readonly string[]).includes(mode)) {
    throw invalid('transaction_mode', 'invalid_value', `transaction_mode must be one of: ${TRANSACTION_MODES.join(', ')}.`);
  }
  return { transaction_currency: currency, country_code: country, transaction_mode: mode as TransactionMode | null };
}

export interface MethodTypeItem {
  readonly name: string;
  readonly display_name: string;
  readonly flows: readonly string[];
  readonly transaction_modes: readonly string[];
  readonly transaction_currencies: readonly string[];
  readonly country_codes: readonly string[];
  readonly active: true;
  readonly card_schemes?: ReadonlyArray<{ readonly name: string }>;
  readonly link_provider?: string;
  readonly wallets?: readonly string[];
}

function matches(spec: MethodSpec, f: MethodFilters): boolean {
  return (
    (f.transaction_currency === null || spec.transaction_currencies.includes(f.transaction_currency)) &&
    (f.country_code === null || spec.country_codes.includes(f.country_code)) &&
    (f.transaction_mode === null || spec.transaction_modes.includes(f.transaction_mode))
  );
}

function item(spec: MethodSpec, f: MethodFilters): MethodTypeItem {
  return {
    name: spec.name,
    display_name: spec.display_name,
    flows: spec.flows,
    transaction_modes: spec.transaction_modes,
    transaction_currencies: spec.transaction_currencies,
    country_codes: spec.country_codes,
    active: true,
    ...(spec.family === 'card' ? { card_schemes: cardBrandsFor(f.country_code).map((name) => ({ name })) } : {}),
    ...(spec.link_provider !== undefined ? { link_provider: spec.link_provider } : {}),
    ...(spec.name === 'qrcode' ? { wallets: QR_WALLETS } : {}),
  };
}

export function listMethodTypes(f: MethodFilters): MethodTypeItem[] {
  return (METHOD_TABLE as readonly MethodSpec[]).filter((spec) => matches(spec, f)).map((spec) => item(spec, f));
}
