/**
 * Before a whole-tab address leaves the checkout (an `onRedirect` to the merchant page,
 * a way back kept in storage), its client secret is swapped for a hand-off: single-use,
 * redeemed by the page it opens (redeem-address.ts). What the merchant page's code, the
 * tab's history and the storage then hold opens nothing once that page has read it.
 */
import { isHandoff } from '../../../protocol';
import { documentApi, type DocumentApi } from '../api/document-api';
import { secretSlotOf, withSecretSlot } from './secret-slot';

const ATTEMPTS = 2;

/**
 * `address` with a hand-off in its secret's place, when it is one of this checkout's
 * pages and carries a secret; any other address as it is. When no hand-off can be had
 * (the provider unreachable twice), the address keeps its secret: the shopper is
 * mid-payment, and a page that cannot open would strand them.
 */
export async function handOffAddress(address: string, api: DocumentApi = documentApi(), own: string = window.location.origin): Promise<string> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return address;
  }
  const secret = secretSlotOf(url.hash);
  if (url.origin !== own || secret === null || isHandoff(secret)) return address;
  const handoff = await mintHandoff(secret, api);
  if (handoff === null) return address;
  url.hash = withSecretSlot(url.hash, handoff);
  return url.toString();
}

/** A hand-off for `secret`; null when the provider could not be reached twice. */
export async function mintHandoff(secret: string, api: DocumentApi = documentApi()): Promise<string | null> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const client = await api.forSecret(secret)();
      const { handoff } = await client.request<{ handoff?: unknown }>('POST', '/api/v1/checkout/handoffs', {});
      return isHandoff(handoff) ? handoff : null;
    } catch {
      // once more
    }
  }
  return null;
}
