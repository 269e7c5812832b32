/**
 * Amounts and times as the shopper reads them, in the page's language. Intl knows
 * each currency's minor units (JPY none, KWD three) and each language's plural of
 * "minute", so no string table has to.
 */

export { formatAmount } from '../../../platform/lib/format-amount';

/** Seconds → "14:05" (minutes and seconds), for the visible countdown. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** Whole minutes → "14 minutes" / "14 Minuten" / "1 минута", for what a screen reader announces. */
export function formatMinutes(minutes: number, language: string): string {
  try {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes);
  } catch {
    return `${minutes} min`;
  }
}
