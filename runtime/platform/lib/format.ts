/**
 * Amounts and deadlines as the shopper reads them, in the UI language: the amount
 * with its currency's minor units (JPY none, MXN two), the deadline in the
 * shopper's own time zone with the zone named, so "pay by 23:59" is never ambiguous.
 */
export { formatAmount } from './format-amount';

/** The deadline with weekday, date, time and time zone, in `timeZone` (default: the browser's). */
export function formatDeadline(iso: string, locale: string, timeZone?: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
