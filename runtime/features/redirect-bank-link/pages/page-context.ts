/**
 * What every bank-link page reads first: the window that opened it (the element's
 * frame, when the popup is ours), the provider, and the look to wear.
 */
import type { Appearance } from '../../../../protocol';
import type { ParsedLocation } from '../../../platform/router';
import { linkProviderOf, PROVIDER_ROWS, type LinkProvider } from '../../../payment/bank-link/providers';
import { readLook } from './popup-look';
import { logEvent } from '../../../platform/telemetry';

/** The window that opened this one, or null (a tab of its own, or a link opened with `noopener`). */
export function openerOf(win: Window): Window | null {
  const opener = win.opener as Window | null;
  return opener !== null && opener !== win ? opener : null;
}

/** The provider of the direct debit in the address's `options.method`, or null. */
export function providerOfPage(location: ParsedLocation): LinkProvider | null {
  return linkProviderOf(location.query.options?.method);
}

/** The address's appearance, else the one the popup's first page kept for the pages after the provider's. */
export function appearanceOfPage(location: ParsedLocation): Appearance | undefined {
  return location.query.options?.appearance ?? readLook(window.sessionStorage).appearance;
}

/** A message on the way back that is ours but wrong (malformed, from elsewhere): spec §8's name for the provider. */
export function logMessageError(provider: LinkProvider | null, data: Record<string, unknown>): void {
  logEvent(PROVIDER_ROWS[provider ?? 'truelayer'].messageError, 'error', data);
}
