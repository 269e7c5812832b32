/**
 * The headers of the checkout's one document (index.html, every screen). What differs
 * by request is who may frame it and how it stands toward other windows:
 *
 * - A document whose address names a merchant account and its page's origin
 *   (`/?account=acct_…&origin=https%3A…#/elements/card…`, as the SDK writes every
 *   element's) may be framed by that origin only, when the account registered it
 *   (`frame-ancestors`), and by the checkout's own frames: the header never lists the
 *   account's other sites to whoever loads a frame. The browser
 *   then refuses the whole document to any other page: a client secret scraped from
 *   the merchant's page takes no payment elsewhere. The runtime refuses a client secret
 *   of another account, so the account cannot be swapped for one whose list is wider.
 * - A top-level document another site sent the shopper to (the hosted page from the
 *   merchant's, a result page from the bank's) gets its own browsing context group
 *   (`Cross-Origin-Opener-Policy`): a page that opened it cannot reach into it.
 *   `same-origin-allow-popups` keeps the link popups it opens talking to it. Three keep
 *   their opener, because one waits for their message: a document naming an account
 *   (the SDK's 3-D Secure popup, opened by the merchant's page), one the checkout opened
 *   or navigated (a bank's callback in the link popup), and one the shopper typed or
 *   followed from outside a page (`Sec-Fetch-Site: none`: nothing opened it to protect
 *   it from, and a link popup the shopper steered by hand keeps finishing its link).
 */
import { documentPolicy } from './content-security-policy';

export interface DocumentRequest {
  /** The `account` query parameter, as given (checked here). */
  readonly account: string | undefined;
  /** The `origin` query parameter: the merchant page the frame is for, as given (checked here). */
  readonly origin?: string | undefined;
  /** `Sec-Fetch-Dest` and `Sec-Fetch-Site`, when the browser sent them. */
  readonly fetchDest: string | undefined;
  readonly fetchSite: string | undefined;
}

/** The registered origins of `account`, or null when there is no such account. */
export type RegisteredOriginsOf = (account: string) => readonly string[] | null;

/** The features the checkout uses: the Payment Request API (wallets); everything powerful it does not, refused. */
export const PERMISSIONS_POLICY = 'payment=(self), camera=(), microphone=(), geolocation=(), usb=(), serial=(), hid=(), display-capture=()';

const ACCOUNT_ID = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * `'self'` and the frame's merchant origin when the account registered it; just `'self'`
 * for an unknown or malformed account, an origin it did not register, or none named.
 */
export function frameAncestorsOf(account: string, origin: string | undefined, originsOf: RegisteredOriginsOf): readonly string[] {
  const origins = ACCOUNT_ID.test(account) ? (originsOf(account) ?? []) : [];
  return origin !== undefined && origins.includes(origin) ? ["'self'", origin] : ["'self'"];
}

/** A top-level page, not the SDK's, another site's page sent the shopper to. */
function sentByAnotherSite({ account, fetchDest, fetchSite }: DocumentRequest): boolean {
  return account === undefined && fetchDest === 'document' && (fetchSite === 'cross-site' || fetchSite === 'same-site');
}

export function documentHeaders(html: string, request: DocumentRequest, originsOf: RegisteredOriginsOf): Record<string, string> {
  const ancestors = request.account === undefined ? undefined : frameAncestorsOf(request.account, request.origin, originsOf);
  return {
    'Cache-Control': 'no-cache',
    'Content-Security-Policy': documentPolicy(html, ancestors),
    // The hash carries client secrets; no page the shopper goes on to hears this address.
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS_POLICY,
    ...(sentByAnotherSite(request) ? { 'Cross-Origin-Opener-Policy': 'same-origin-allow-popups' } : {}),
    // The same address is answered differently framed and top-level.
    Vary: 'Sec-Fetch-Dest, Sec-Fetch-Site',
  };
}
