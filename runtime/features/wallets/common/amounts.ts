/**
 * Amounts as the wallets' sheets take them: a decimal string in the currency's
 * minor units ("25.00" USD, "2500" JPY), from the major-unit numbers of the
 * provider's intents and the merchant's options.
 */

/** Digits after the point for `currency` (ISO 4217, as Intl knows it); 2 for an unknown code. */
export function minorDigits(currency: string): number {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  } catch {
    return 2;
  }
}

export function walletAmount(amount: number, currency: string): string {
  return amount.toFixed(minorDigits(currency));
}

/** The same total, whatever float noise the two numbers carry (compared in minor units). */
export function sameAmount(a: number, b: number, currency: string): boolean {
  const scale = 10 ** minorDigits(currency);
  return Math.round(a * scale) === Math.round(b * scale);
}
