/**
 * WeChat Pay in a mobile browser goes through two checkout pages (spec §2), both top
 * level on the checkout origin, both given the intent's id and client secret in their
 * hash query (never sent to a server, nor in a Referer) so they can re-read the intent:
 *
 *   merchant page ── element's onRedirect ──► /#/page/redirect-wechat  "Opening WeChat…"
 *        (the SDK navigates)                      │ follows the intent's next_action.url (http(s) only)
 *                                                 ▼
 *                                         WeChat's page (the sandbox's bank page)
 *                                                 │ the intent's return_url (sent with the confirm)
 *                                                 ▼
 *                                         /#/wechat/jsapi-callback  paid / failed / still waiting
 *                                                 │ paid: back to the element's `return_url`, if any
 *                                                 ▼
 *                                         the merchant's page (?intent_id=…&status=…)
 *
 * Neither page believes a status in its address: each asks the provider.
 */
import { isWebUrl } from '../../../../protocol';

export const WECHAT_PAGES = {
  redirect: '/page/redirect-wechat',
  callback: '/wechat/jsapi-callback',
} as const;

export interface WechatPageParams {
  readonly intentId: string;
  readonly clientSecret: string;
  readonly language: string;
  /** The merchant's page to end on (the element's `return_url`): the callback page only. */
  readonly returnUrl?: string;
}

/** The address of one of the two pages, on `origin` (the checkout's). */
export function wechatPageUrl(origin: string, page: keyof typeof WECHAT_PAGES, params: WechatPageParams): string {
  const query = new URLSearchParams({ intent_id: params.intentId, client_secret: params.clientSecret, lang: params.language });
  if (page === 'callback' && params.returnUrl) query.set('return_url', params.returnUrl);
  return `${origin}/#${WECHAT_PAGES[page]}?${query.toString()}`;
}

/**
 * The merchant's page to send the shopper back to, read from the intent's own
 * `return_url` as the provider holds it (the callback address the element confirmed
 * with), never from this page's address: a link cannot make the checkout send a shopper
 * to a page the merchant's element did not name. Only an http(s) page passes.
 */
export function merchantReturnOf(intentReturnUrl: unknown, origin: string): string | null {
  if (typeof intentReturnUrl !== 'string') return null;
  let url: URL;
  try {
    url = new URL(intentReturnUrl);
  } catch {
    return null;
  }
  const prefix = `#${WECHAT_PAGES.callback}?`;
  if (url.origin !== origin || !url.hash.startsWith(prefix)) return null;
  const back = new URLSearchParams(url.hash.slice(prefix.length)).get('return_url');
  return isWebUrl(back) ? back : null;
}

export { withOutcome } from '../../../platform/lib/with-outcome';
