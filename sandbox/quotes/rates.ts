/**
 * The sandbox's fixed conversion rates (documented in docs/sandbox/links-and-helpers.md):
 * units of each currency per 1 USD. Cross rates go through USD, so every pair is
 * consistent; they never move, so tests can assert exact figures.
 */
export const UNITS_PER_USD = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  JPY: 150,
  CNY: 7.2,
  HKD: 7.8,
  SGD: 1.34,
  AUD: 1.52,
  CAD: 1.36,
  NZD: 1.64,
  CHF: 0.88,
  KRW: 1350,
  MXN: 17,
  SEK: 10.5,
  DKK: 6.87,
  PLN: 4,
  RON: 4.6,
  MYR: 4.7,
  IDR: 15600,
  INR: 83,
} as const satisfies Record<string, number>;

export type QuoteCurrency = keyof typeof UNITS_PER_USD;

/** ISO 4217 minor units where they are not 2. */
const ZERO_DECIMAL: ReadonlySet<string> = new Set(['JPY', 'KRW', 'VND', 'CLP', 'ISK', 'PYG', 'UGX', 'XAF', 'XOF']);

export function isQuoteCurrency(code: string): code is QuoteCurrency {
  return Object.hasOwn(UNITS_PER_USD, code);
}

/** Units of `target` for one unit of `payment`, to 6 significant digits. */
export function rateFor(payment: QuoteCurrency, target: QuoteCurrency): number {
  return Number((UNITS_PER_USD[target] / UNITS_PER_USD[payment]).toPrecision(6));
}

export function minorUnits(currency: string): number {
  return ZERO_DECIMAL.has(currency) ? 0 : 2;
}

/** `amount × rate`, rounded half away from zero to the target currency's minor unit. */
export function convert(amount: number, rate: number, target: string): number {
  const scale = 10 ** minorUnits(target);
  // The epsilon keeps 1.005-style binary artefacts from rounding down.
  return Math.round(amount * rate * scale * (1 + Number.EPSILON)) / scale;
}
