/**
 * The hosted checkout's result pages (spec §2 `/checkout-success`, `/checkout-fail`) and
 * the way back from them to the hosted page. Everything is after the `#`, as on the
 * hosted page: the client secret reaches no server log.
 */
import type { Appearance } from '../../protocol';
import { hostedPageUrl, type HostedPageOptions } from '../../protocol/options/hosted-checkout';

export type CheckoutOutcome = 'success' | 'fail';

/** What a result page needs to read the intent again and to offer the ways on. */
export interface CheckoutResultOptions {
  readonly intent_id: string;
  readonly client_secret: string;
  readonly success_url?: string;
  readonly cancel_url?: string;
  readonly appearance?: Appearance;
  /** The merchant's identity (its logo, terms and privacy pages), shown again on the result. */
  readonly logo_url?: string;
  readonly terms_url?: string;
  readonly privacy_url?: string;
}

function compact<T extends object>(fields: T): T {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== null)) as T;
}

export function checkoutResultUrl(origin: string, outcome: CheckoutOutcome, options: CheckoutResultOptions, lang?: string): string {
  const query = new URLSearchParams({ options: JSON.stringify(compact(options)) });
  if (lang) query.set('lang', lang);
  return `${origin}/#/checkout-${outcome}?${query.toString()}`;
}

/** "Try again": the hosted page for the same intent, with the same ways back. */
export function retryCheckoutUrl(origin: string, options: CheckoutResultOptions, lang?: string): string {
  const page: HostedPageOptions = compact({ mode: 'payment', ...options });
  return hostedPageUrl(origin, page, lang);
}

/** A result page of this checkout (so a method's own result page may hand over to it at once). */
export function isCheckoutResultUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.origin === origin && parsed.pathname === '/' && /^#\/checkout-(?:success|fail)\?/.test(parsed.hash);
  } catch {
    return false;
  }
}
