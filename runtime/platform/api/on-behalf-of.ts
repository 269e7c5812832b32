/**
 * The connected account this document's API calls act for (spec §7 `x-on-behalf-of`):
 * the one the merchant's page named (`init({ onBehalfOf })`, sent in the frame's
 * options). One document is one frame or page, so it is set once from its address
 * (runtime/main.tsx) and every API client of the document sends it, wherever that
 * client was made: the element's, the 3-D Secure page's, an express checkout's.
 */
let account: string | undefined;

export function actOnBehalfOf(accountId: string | undefined): void {
  account = accountId;
}

export function onBehalfOf(): string | undefined {
  return account;
}
