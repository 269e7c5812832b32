/**
 * An amount as the shopper reads it: `Intl.NumberFormat` in the shopper's language,
 * with the currency's own minor units (JPY 0, KWD 3). A currency code Intl does not
 * know is logged (spec §8 onFormatAmountError) and shown plainly, never thrown.
 */
import { logEvent } from '../telemetry';

export function formatAmount(amount: number, currency: string, locale: string): string {
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(amount);
  } catch (error) {
    logEvent('onFormatAmountError', 'error', { currency, locale, message: error instanceof Error ? error.message : String(error) });
    return `${amount} ${currency}`;
  }
}
