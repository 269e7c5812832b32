/**
 * Every payment method of spec §1, as the sandbox offers it: how the shopper
 * pays (flows), in which transaction currencies and shopper countries, and for
 * one-off payments, recurring consents or both. The config endpoint lists this
 * table and confirm refuses a method outside it, so the two never disagree.
 */
import { CARD_BRANDS } from '../../protocol';
import { orderCardBrands } from '../../protocol/card-brand-order';
export const FLOWS = ['inline', 'wallet', 'redirect', 'qrcode', 'instructions', 'account_link'] as const;
type Flow = (typeof FLOWS)[number];

export const TRANSACTION_MODES = ['oneoff', 'recurring'] as const;
export type TransactionMode = (typeof TRANSACTION_MODES)[number];

/** Which confirm handler and which simulator a method uses. */
type MethodFamily = 'card' | 'wallet' | 'redirect' | 'qrcode' | 'instructions' | 'direct_debit';

export type LinkProvider = 'plaid' | 'truelayer';

export interface MethodSpec {
  readonly name: string;
  readonly display_name: string;
  readonly family: MethodFamily;
  /** The first flow is the default one. */
  readonly flows: readonly Flow[];
  readonly transaction_currencies: readonly string[];
  readonly country_codes: readonly string[];
  readonly transaction_modes: readonly TransactionMode[];
  /** Direct debit: the account-linking page, if the scheme has one. */
  readonly link_provider?: LinkProvider;
  /** The `{region}` segment of spec §2 routes for this method. */
  readonly region?: string;
}

const CARD_CURRENCIES = [
  'USD',
  'EUR',
  'GBP',
  'JPY',
  'CNY',
  'HKD',
  'SGD',
  'AUD',
  'CAD',
  'NZD',
  'CHF',
  'SEK',
  'DKK',
  'NOK',
  'PLN',
  'MXN',
  'KRW',
  'MYR',
  'THB',
  'IDR',
  'PHP',
  'INR',
  'AED',
  'ZAR',
] as const;
const SEPA_COUNTRIES = ['AT', 'BE', 'DE', 'ES', 'FI', 'FR', 'IE', 'IT', 'LU', 'NL', 'PT'] as const;
const CARD_COUNTRIES = [
  'US',
  'GB',
  'JP',
  'CN',
  'HK',
  'SG',
  'AU',
  'CA',
  'NZ',
  'CH',
  'SE',
  'DK',
  'NO',
  'PL',
  'MX',
  'KR',
  'MY',
  'TH',
  'ID',
  'PH',
  'IN',
  'AE',
  'ZA',
  ...SEPA_COUNTRIES,
] as const;
const WALLET_CURRENCIES = ['USD', 'EUR', 'GBP', 'JPY', 'HKD', 'SGD', 'AUD', 'CAD', 'NZD', 'CHF'] as const;
const WALLET_COUNTRIES = ['US', 'GB', 'JP', 'HK', 'SG', 'AU', 'CA', 'NZ', 'CH', ...SEPA_COUNTRIES] as const;

export const METHOD_TABLE = [
  {
    name: 'card',
    display_name: 'Card',
    family: 'card',
    flows: ['inline'],
    transaction_currencies: CARD_CURRENCIES,
    country_codes: CARD_COUNTRIES,
    transaction_modes: ['oneoff', 'recurring'],
  },
  {
    name: 'applepay',
    display_name: 'Apple Pay',
    family: 'wallet',
    flows: ['wallet'],
    transaction_currencies: WALLET_CURRENCIES,
    country_codes: WALLET_COUNTRIES,
    transaction_modes: ['oneoff', 'recurring'],
  },
  {
    name: 'googlepay',
    display_name: 'Google Pay',
    family: 'wallet',
    flows: ['wallet'],
    transaction_currencies: WALLET_CURRENCIES,
    country_codes: WALLET_COUNTRIES,
    transaction_modes: ['oneoff', 'recurring'],
  },
  {
    // QR on desktop; `flow: 'mobile_web'` redirects as WeChat's in-browser (H5) payment does.
    name: 'wechatpay',
    display_name: 'WeChat Pay',
    family: 'qrcode',
    flows: ['qrcode', 'redirect'],
    transaction_currencies: ['CNY', 'HKD', 'USD', 'EUR', 'GBP', 'JPY', 'AUD', 'SGD', 'CAD'],
    country_codes: ['CN', 'HK'],
    transaction_modes: ['oneoff'],
  },
  {
    name: 'ach_direct_debit',
    display_name: 'ACH Direct Debit',
    family: 'direct_debit',
    flows: ['account_link', 'inline'],
    transaction_currencies: ['USD'],
    country_codes: ['US'],
    transaction_modes: ['oneoff', 'recurring'],
    link_provider: 'plaid',
    region: 'us',
  },
  {
    name: 'bacs_direct_debit',
    display_name: 'Bacs Direct Debit',
    family: 'direct_debit',
    flows: ['account_link', 'inline'],
    transaction_currencies: ['GBP'],
    country_codes: ['GB'],
    transaction_modes: ['oneoff', 'recurring'],
    link_provider: 'truelayer',
    region: 'uk',
  },
  {
    name: 'sepa_direct_debit',
    display_name: 'SEPA Direct Debit',
    family: 'direct_debit',
    flows: ['account_link', 'inline'],
    transaction_currencies: ['EUR'],
    country_codes: SEPA_COUNTRIES,
    transaction_modes: ['oneoff', 'recurring'],
    link_provider: 'truelayer',
    region: 'eu',
  },
  {
    name: 'becs_direct_debit',
    display_name: 'BECS Direct Debit',
    family: 'direct_debit',
    flows: ['inline'],
    transaction_currencies: ['AUD'],
    country_codes: ['AU'],
    transaction_modes: ['oneoff', 'recurring'],
    region: 'au',
  },
  {
    // Open-banking style: the shopper approves the payment on their bank's page.
    name: 'open_banking',
    display_name: 'Pay by bank',
    family: 'redirect',
    flows: ['redirect'],
    transaction_currencies: ['GBP', 'EUR'],
    country_codes: ['GB', ...SEPA_COUNTRIES],
    transaction_modes: ['oneoff'],
  },
  {
    name: 'konbini',
    display_name: 'Konbini',
    family: 'instructions',
    flows: ['instructions'],
    transaction_currencies: ['JPY'],
    country_codes: ['JP'],
    transaction_modes: ['oneoff'],
    region: 'jp',
  },
  {
    name: 'pay_easy',
    display_name: 'Pay-easy (ATM)',
    family: 'instructions',
    flows: ['instructions'],
    transaction_currencies: ['JPY'],
    country_codes: ['JP'],
    transaction_modes: ['oneoff'],
    region: 'jp',
  },
  {
    name: 'spei',
    display_name: 'SPEI',
    family: 'instructions',
    flows: ['instructions'],
    transaction_currencies: ['MXN'],
    country_codes: ['MX'],
    transaction_modes: ['oneoff'],
    region: 'mx',
  },
  {
    name: 'bank_transfer',
    display_name: 'Bank transfer',
    family: 'instructions',
    flows: ['instructions'],
    transaction_currencies: ['GBP', 'EUR', 'USD', 'AUD'],
    country_codes: ['GB', 'US', 'AU', ...SEPA_COUNTRIES],
    transaction_modes: ['oneoff'],
  },
  {
    // A PayNow QR by default; `flow: 'instructions'` gives the UEN and reference for a bank app.
    name: 'paynow',
    display_name: 'PayNow',
    family: 'qrcode',
    flows: ['qrcode', 'instructions'],
    transaction_currencies: ['SGD'],
    country_codes: ['SG'],
    transaction_modes: ['oneoff'],
    region: 'sg',
  },
  {
    name: 'qrcode',
    display_name: 'QR code',
    family: 'qrcode',
    flows: ['qrcode'],
    transaction_currencies: ['HKD', 'SGD', 'MYR', 'THB', 'PHP', 'IDR', 'CNY'],
    country_codes: ['HK', 'SG', 'MY', 'TH', 'PH', 'ID', 'CN'],
    transaction_modes: ['oneoff'],
  },
] as const satisfies readonly MethodSpec[];

export type MethodName = (typeof METHOD_TABLE)[number]['name'];

export function methodSpec(name: string): MethodSpec | undefined {
  return (METHOD_TABLE as readonly MethodSpec[]).find((m) => m.name === name);
}

export function cardBrandsFor(countryCode: string | null): readonly string[] {
  return orderCardBrands(CARD_BRANDS, countryCode ?? undefined);
}

/** QR wallet names of spec §9, accepted by the generic `qrcode` method. */
export const QR_WALLETS = ['birdpay', 'lumi'] as const;

/** The `{region}` route segment for a method and currency (spec §2 page routes). */
export function regionFor(spec: MethodSpec, currency: string): string {
  if (spec.region !== undefined) return spec.region;
  const byCurrency: Readonly<Record<string, string>> = { GBP: 'uk', EUR: 'eu', USD: 'us', AUD: 'au', JPY: 'jp' };
  return byCurrency[currency] ?? 'global';
}
