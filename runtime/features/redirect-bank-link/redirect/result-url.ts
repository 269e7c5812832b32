/**
 * Where a redirect method's page sends the shopper back: the checkout's result page
 * for the method (spec §2 `/page/{method}/success`), which re-reads the intent (never
 * trusting the status the bank adds) and then offers the merchant's `return_url`.
 * It carries the intent id and client secret as spec §2's parameters after the hash, so
 * the page can read the intent: never in the query string, where the secret would reach
 * the server's logs, a proxy's and a Referer (a bank adds its own `intent_id` and
 * `status` to the query; the page reads the hash's over them and trusts neither status).
 */
export interface ResultUrlInput {
  readonly checkoutOrigin: string;
  readonly method: string;
  readonly intentId: string;
  readonly clientSecret: string;
  /** The merchant's page for after the result (an http(s) URL, already checked). */
  readonly returnUrl?: string;
}

export function methodResultUrl({ checkoutOrigin, method, intentId, clientSecret, returnUrl }: ResultUrlInput): string {
  const query = new URLSearchParams({ intent_id: intentId, client_secret: clientSecret });
  if (returnUrl) query.set('return_url', returnUrl);
  return `${checkoutOrigin}/page/${encodeURIComponent(method)}/success#?${query.toString()}`;
}

/**
 * The checkout's own page that follows a `redirect_form` (a POST the frame cannot
 * make for the merchant's page): `/page/redirect` re-reads the intent and posts it.
 */
export function redirectPageUrl(checkoutOrigin: string, intentId: string, clientSecret: string): string {
  const options = JSON.stringify({ intent_id: intentId, client_secret: clientSecret });
  return `${checkoutOrigin}/#/page/redirect?${new URLSearchParams({ options }).toString()}`;
}
