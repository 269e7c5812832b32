/**
 * A voucher's deadline as the shopper reads it: on their own clock, with its zone named;
 * and on the shop's clock too when the two differ (a shopper in London paying a Japanese
 * konbini), so "pay by Thursday 23:59" is never a guess. The shop's zone comes with the
 * instructions (`time_zone`, an IANA name); one Intl does not know is ignored.
 */
import { formatDeadline } from '../../../platform/i18n/format';

export interface DeadlineText {
  /** In the shopper's zone (the browser's), its zone named. */
  readonly local: string;
  /** In the shop's zone, when its wall clock reads otherwise than the shopper's; else `null`. */
  readonly shop: string | null;
}

/** `zone` when Intl knows it, else `null`. */
export function knownTimeZone(zone: unknown): string | null {
  if (typeof zone !== 'string' || zone === '' || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The wall-clock reading of `date` in `timeZone` (undefined: the browser's), for comparing two clocks. */
function wallClock(date: Date, timeZone: string | undefined): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short', hourCycle: 'h23', ...(timeZone ? { timeZone } : {}) }).format(date);
}

export function deadlineText(iso: string, locale: string, shopZone: unknown, shopperZone?: string): DeadlineText {
  const zone = knownTimeZone(shopZone);
  const local = formatDeadline(iso, locale, shopperZone);
  const date = new Date(iso);
  if (zone === null || Number.isNaN(date.getTime()) || wallClock(date, zone) === wallClock(date, shopperZone)) return { local, shop: null };
  return { local, shop: formatDeadline(iso, locale, zone) };
}
