/**
 * When a quote stops being usable, on the shopper's own clock. The provider says
 * how long a quote lasts (`expires_at` − `created_at`); counting that from when the
 * answer arrived keeps a wrong device clock from showing a quote as valid that the
 * provider already refuses, or as expired the moment it arrives.
 */
import type { HeldQuote, Quote } from '../../../platform/api/quote';

/** A confirm takes a moment to reach the provider: a quote this close to its end is renewed first. */
export const EXPIRY_MARGIN_MS = 15_000;

export function holdQuote(quote: Quote, receivedAt: number): HeldQuote {
  const lifetime = Date.parse(quote.expires_at) - Date.parse(quote.created_at);
  return { quote, deadline: receivedAt + Math.max(0, lifetime) };
}

/** Local time after which the quote is no longer sent: renewed instead. */
export function renewAt(held: HeldQuote): number {
  return held.deadline - EXPIRY_MARGIN_MS;
}

export function isUsable(held: HeldQuote, now: number): boolean {
  return now < renewAt(held);
}
