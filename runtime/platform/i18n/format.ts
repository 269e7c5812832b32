/**
 * Every number a shopper reads (amounts, exchange rates, counts, times, deadlines) as
 * `Intl` writes it in the shopper's language: Intl knows each currency's minor units (JPY
 * none, KWD three), each language's digits and each language's plural of "minute".
 *
 * In right-to-left text each value is a first-strong isolate (U+2068 … U+2069), so the
 * sentence around it cannot reorder it ("1 GBP = 1.26582 USD" stays that equation in an
 * Arabic sentence), and a Latin currency sign inside it ("US$", "UK£") is a left-to-right
 * isolate, so it reads "US$", not "$US". The characters stay in logical order: without
 * the isolates, the text is exactly what Intl wrote.
 */
import { logEvent } from '../telemetry';

const FIRST_STRONG_ISOLATE = '\u2068';
const LEFT_TO_RIGHT_ISOLATE = '\u2066';
const POP_DIRECTIONAL_ISOLATE = '\u2069';
/** Languages written right to left (the UI's ar, and any Intl is asked for: he, fa, ur, …). */
const RIGHT_TO_LEFT = /^(ar|he|iw|fa|ur|ps|yi|dv|ckb|sd|ug)(-|$)/i;

export function isRightToLeft(locale: string): boolean {
  return RIGHT_TO_LEFT.test(locale);
}

/** `text` kept whole inside right-to-left text (unchanged in left-to-right languages). */
export function isolate(text: string, locale: string): string {
  return isRightToLeft(locale) ? FIRST_STRONG_ISOLATE + text + POP_DIRECTIONAL_ISOLATE : text;
}

/**
 * An amount with its currency. A currency code Intl does not know is logged (spec §8
 * onFormatAmountError) and shown plainly, never thrown.
 */
export function formatAmount(amount: number, currency: string, locale: string): string {
  let parts: Intl.NumberFormatPart[];
  try {
    parts = new Intl.NumberFormat(locale, { style: 'currency', currency }).formatToParts(amount);
  } catch (error) {
    logEvent('onFormatAmountError', 'error', { currency, locale, message: error instanceof Error ? error.message : String(error) });
    return isolate(`${amount} ${currency}`, locale);
  }
  if (!isRightToLeft(locale)) return parts.map(({ value }) => value).join('');
  const latinSign = (type: string, value: string) => type === 'currency' && /[A-Za-z]/.test(value);
  return isolate(parts.map(({ type, value }) => (latinSign(type, value) ? LEFT_TO_RIGHT_ISOLATE + value + POP_DIRECTIONAL_ISOLATE : value)).join(''), locale);
}

/**
 * An exchange rate to at most 6 significant digits (1.26582, 151.234, 0.00662517): enough to
 * check, never eight decimals; an exact rate keeps no padding zeros (0.79).
 */
export function formatRate(rate: number, locale: string): string {
  // As a person reads a rate: 0.006667, 0.79, 1.2658, 151.2346; never a run of digits nobody compares.
  const digits: Intl.NumberFormatOptions = rate >= 1 ? { maximumFractionDigits: 4 } : { maximumSignificantDigits: 4 };
  return isolate(new Intl.NumberFormat(locale, digits).format(rate), locale);
}

/** A moment with its date and zone ("Dec 6, 12:11 AM UTC"), in `timeZone` (default: the browser's): a validity that is never ambiguous. */
export function formatMoment(date: Date | number, locale: string, timeZone?: string): string {
  const options: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' };
  return isolate(new Intl.DateTimeFormat(locale, { ...options, ...(timeZone ? { timeZone } : {}) }).format(date), locale);
}

/** A count ("12 payments"), with the language's digits and grouping. */
export function formatCount(count: number, locale: string): string {
  return isolate(new Intl.NumberFormat(locale).format(count), locale);
}

/** A time of day on the shopper's clock ("10:05", "10:05 AM"), in `timeZone` (default: the browser's). */
export function formatTime(date: Date | number, locale: string, timeZone?: string): string {
  return isolate(new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', ...(timeZone ? { timeZone } : {}) }).format(date), locale);
}

/**
 * A deadline with weekday, date, time and the time zone named, in `timeZone` (default: the
 * browser's, the shopper's own), so "pay by 23:59" is never ambiguous. An unreadable
 * date is shown as it came.
 */
export function formatDeadline(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const written = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
  return isolate(written, locale);
}

/** Whole minutes → "14 minutes" / "14 Minuten" / "1 минута", for what a screen reader announces. */
export function formatMinutes(minutes: number, locale: string): string {
  try {
    return isolate(new Intl.NumberFormat(locale, { style: 'unit', unit: 'minute', unitDisplay: 'long' }).format(minutes), locale);
  } catch {
    return `${minutes} min`;
  }
}

/** Seconds → "14:05" (minutes and seconds), the visible countdown: the same in every language. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
