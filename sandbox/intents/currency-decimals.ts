/**
 * Amounts are decimal major units (19.99 is USD 19.99, 1999 is USD 1,999.00): an amount
 * may have as many decimals as its currency's minor unit, from the sandbox's one table
 * of them (quotes/rates.ts: JPY and KRW take whole numbers, the rest 2).
 */
import { invalid } from '../core/errors';
import { minorUnits } from '../quotes/rates';

export const currencyDecimals = minorUnits;

/** Throws `validation_error` (reason `too_many_decimals_for_currency`) saying what the merchant sent and what the currency takes. */
export function checkAmountDecimals(amount: number, currency: string, field = 'amount'): void {
  const decimals = currencyDecimals(currency);
  if (Number(amount.toFixed(decimals)) === amount) return;
  const takes = decimals === 0 ? 'whole numbers only' : `at most ${decimals} decimal places`;
  throw invalid(
    field,
    'too_many_decimals_for_currency',
    `${field} ${amount} has more decimal places than ${currency} allows (${takes}). Amounts are in major units: 19.99 is 19.99 USD, 1999 is 1,999 JPY.`,
  );
}
