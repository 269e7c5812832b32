/**
 * A page opened with a hand-off in its address (hand-off.ts) redeems it before it reads
 * the address: it gets the client secret, for this document's memory only, and a fresh
 * hand-off that it writes into its own address in place of the spent one, so a reload
 * redeems again. A hand-off that is spent, expired or unknown leaves the slot empty:
 * the page then says what it says for an address without a secret.
 */
import { isHandoff } from '../../../protocol';
import { documentApi, type DocumentApi } from '../api/document-api';
import { isFetchError } from '../api/fetch-error';
import type { LocationLike } from '../router';
import { secretSlotOf, withSecretSlot } from './secret-slot';

export interface Redeemed {
  readonly client_secret: string;
  readonly handoff: string;
}

const ATTEMPTS = 3;
const RETRY_MS = 400;
const pending = new Map<string, Promise<Redeemed | null>>();

/** The secret `handoff` stands for and a fresh hand-off for it; null when it is spent, expired or unknown (or the provider unreachable). */
export async function redeemHandoff(api: DocumentApi, handoff: string): Promise<Redeemed | null> {
  // A public call: the secret is what this call is to get.
  for (let attempt = 1; attempt <= ATTEMPTS; attempt += 1) {
    try {
      const body = await (await api.withoutSecret()).request<Partial<Redeemed> | null>('POST', '/api/v1/checkout/handoffs/redeem', { handoff });
      return typeof body?.client_secret === 'string' && isHandoff(body.handoff) ? { client_secret: body.client_secret, handoff: body.handoff } : null;
    } catch (error) {
      // An answer that is not a server's trouble is final: a spent hand-off stays spent. The network or a 5xx: once more.
      if (isFetchError(error) && error.status > 0 && error.status < 500) return null;
    }
    if (attempt < ATTEMPTS) await new Promise((resolve) => setTimeout(resolve, RETRY_MS * attempt));
  }
  return null;
}

/** The address to read: `location` with its hand-off redeemed (and this tab's address moved on to a fresh one). */
export async function redeemAddress(location: Location, api: DocumentApi = documentApi()): Promise<LocationLike> {
  const { pathname, search, hash } = location;
  const slot = secretSlotOf(hash);
  if (!isHandoff(slot)) return { pathname, search, hash };
  // Two reads of one address (a hash change while the first waits) share one redemption.
  const answer = pending.get(slot) ?? redeemHandoff(api, slot);
  pending.set(slot, answer);
  const redeemed = await answer;
  if (!redeemed) return { pathname, search, hash: withSecretSlot(hash, null) };
  if (location.hash === hash) window.history.replaceState(window.history.state, '', `${pathname}${search}${withSecretSlot(hash, redeemed.handoff)}`);
  return { pathname, search, hash: withSecretSlot(hash, redeemed.client_secret) };
}
