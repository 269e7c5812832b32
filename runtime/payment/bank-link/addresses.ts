/**
 * The checkout's own pages of a bank link, as addresses: the popup's waiting screen
 * (`/#/frame/popup`), Plaid's host page in the popup (`/#/page/plaid-popup-iframe`),
 * and the same waiting screen as the whole tab when the popup was blocked. Each
 * carries the shopper's language and the element's appearance, so the pages look
 * like the element that opened them.
 */
import type { Appearance } from '../../../protocol';

export interface LinkLook {
  /** The direct debit being linked (`ach_direct_debit`, …): it names the provider. */
  readonly method: string;
  readonly lang: string;
  readonly appearance?: Appearance;
}

/**
 * What the whole tab needs to find the link page itself when there is no popup: the
 * payment (its intent) or, in recurring mode, the consent (with the customer's client
 * secret), read again for its next action; and where to come back to.
 */
export type LinkSubjectRef =
  | { readonly kind: 'intent'; readonly intentId: string; readonly clientSecret: string; readonly returnUrl?: string }
  | { readonly kind: 'consent'; readonly consentId: string; readonly clientSecret: string; readonly returnUrl?: string };

function pageUrl(origin: string, route: string, look: LinkLook, extra: Record<string, string> = {}): string {
  const options = JSON.stringify({ method: look.method, ...(look.appearance ? { appearance: look.appearance } : {}), ...extra });
  return `${origin}/#${route}?${new URLSearchParams({ lang: look.lang, options }).toString()}`;
}

export function popupUrl(origin: string, look: LinkLook): string {
  return pageUrl(origin, '/frame/popup', look);
}

export function plaidHostUrl(origin: string, look: LinkLook): string {
  return pageUrl(origin, '/page/plaid-popup-iframe', look);
}

/** The blocked popup's fallback: the waiting screen as the whole tab, which reads the subject and goes on itself. */
export function wholeTabUrl(origin: string, look: LinkLook, subject: LinkSubjectRef): string {
  const extra: Record<string, string> =
    subject.kind === 'intent'
      ? { intent_id: subject.intentId, client_secret: subject.clientSecret }
      : { mode: 'recurring', consent_id: subject.consentId, client_secret: subject.clientSecret };
  if (subject.returnUrl) extra.return_url = subject.returnUrl;
  return pageUrl(origin, '/frame/popup', look, extra);
}
