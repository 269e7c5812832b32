/**
 * The merchant account a checkout frame works for, named in its address before the
 * hash (`{checkout}/?account=acct_…#/elements/card?…`): the one part of the address a
 * server sees, so the checkout can answer with that account's registered origins as
 * `frame-ancestors` (sandbox/static/document-headers.ts). The SDK takes it from the
 * element's client secret (its `account_id` claim); the frame refuses a client secret
 * of any other account, so a page cannot borrow a wider account's list.
 */
import { isAccountId } from '../account-id';

export const FRAME_ACCOUNT_PARAM = 'account';
/**
 * Beside the account, the origin of the merchant page that embeds the frame:
 * the checkout names only it in `frame-ancestors`, when the account registered it, so a
 * frame's headers never list the account's other sites. A page that names another
 * registered origin than its own gains nothing: the browser then refuses to frame it.
 */
export const FRAME_ORIGIN_PARAM = 'origin';

/** `{checkoutOrigin}/?account=…&origin=…#{route}`, or `{checkoutOrigin}/#{route}` when no account is known. */
export function checkoutAddress(checkoutOrigin: string, route: string, account: string | undefined, merchantOrigin: string): string {
  const query = account ? `?${FRAME_ACCOUNT_PARAM}=${encodeURIComponent(account)}&${FRAME_ORIGIN_PARAM}=${encodeURIComponent(merchantOrigin)}` : '';
  return `${checkoutOrigin}/${query}#${route}`;
}

/** The account named by a document's query string (`location.search`), if well-formed. */
export function frameAccountOf(search: string): string | null {
  const account = new URLSearchParams(search).get(FRAME_ACCOUNT_PARAM);
  return isAccountId(account) ? account : null;
}
