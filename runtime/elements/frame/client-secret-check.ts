/**
 * Is the element's client secret one the provider takes for its intent? Checked once
 * the element is ready, before the shopper can have typed: a secret for another
 * intent, not a client secret at all, or one the provider refuses (expired, another
 * account) is the merchant's mistake, said as `invalid_client_secret` instead of a
 * decline at `confirm()`. In the confirm chunk, loaded after the frame's first paint. A network failure here blames no one: the confirm will say what it meets.
 */
import { isFetchError } from '../../api/fetch-error';
import type { ApiClient } from '../../api/client';
import { retrievePaymentIntent } from '../../api/payment-intents';
import { readTokenClaims } from '../../api/token-claims';
import type { ElementKind } from '../../../protocol';
import { updateCodeOf } from '../../../protocol/element-groups';

export type ClientSecretVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'not_a_client_secret' | 'other_intent' | 'refused' | 'intent_not_found' };

/** `kind`: only the frame that pays asks the provider (a split group's contributors carry the same secret). */
export async function checkClientSecret(client: ApiClient, clientSecret: string, intentId: string, kind?: ElementKind): Promise<ClientSecretVerdict> {
  if (kind !== undefined && updateCodeOf(kind) !== undefined) return { ok: true };
  const claimed = readTokenClaims(clientSecret).intent_id;
  if (claimed === undefined) return { ok: false, reason: 'not_a_client_secret' };
  if (claimed !== intentId) return { ok: false, reason: 'other_intent' };
  try {
    await retrievePaymentIntent(client, intentId);
    return { ok: true };
  } catch (caught) {
    if (isFetchError(caught) && caught.status === 401) return { ok: false, reason: 'refused' };
    if (isFetchError(caught) && caught.status === 404) return { ok: false, reason: 'intent_not_found' };
    return { ok: true };
  }
}
