/**
 * Is the element's client secret one the provider takes for its intent, on this page?
 * Checked once the element is ready, before the shopper can have typed: a secret for
 * another intent, not a client secret at all, or one the provider refuses (expired,
 * another account) is the merchant's mistake, said as `invalid_client_secret` instead
 * of a decline at `confirm()`. So is a secret of another account than the one the
 * frame's address names (the checkout let that account's origins frame it, not the
 * secret's); and when the address names none, the page that framed it must be one the
 * secret's account registered (`origin_not_registered`). In the confirm chunk, loaded
 * after the frame's first paint. A network failure here blames no one: the confirm will
 * say what it meets.
 */
import { isFetchError } from '../platform/api/fetch-error';
import { refusedAsExpired } from '../platform/api/expired-secret';
import type { ApiClient } from '../platform/api/client';
import { retrievePaymentIntent } from '../platform/api/payment-intents';
import { registeredOrigins } from '../platform/api/registered-origins';
import { CANCELLED_STATUS, isSuccessStatus, type ElementKind, type IntentSummary } from '../../protocol';
import { updateCodeOf } from '../../protocol/element-groups';

export type ClientSecretVerdict =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'not_a_client_secret' | 'other_intent' | 'refused' | 'intent_not_found' | 'other_account' }
  | { readonly ok: false; readonly reason: 'origin_not_registered'; readonly origin: string; readonly account_id: string }
  /** The secret was this intent's, but its hour is over: the merchant is to make a new one. */
  | { readonly ok: false; readonly reason: 'expired' }
  /** The secret is good and its intent is over (paid, or cancelled): no field could change that. */
  | { readonly ok: false; readonly reason: 'settled'; readonly intent: IntentSummary };

/** Where the frame is: the account its address named (null: none) and the page that framed it, as the handshake verified it. */
export interface FramePlace {
  readonly account: string | null;
  readonly parentOrigin: string;
}

/** The account of `client`'s secret against the frame's place: named by the address, or registered for the framing page. */
export async function checkFramePlace(client: ApiClient, place: FramePlace): Promise<ClientSecretVerdict> {
  const account = client.claims?.account_id;
  // Not a secret with an account: the intent's check below says what it is.
  if (account === undefined) return { ok: true };
  if (place.account !== null) return account === place.account ? { ok: true } : { ok: false, reason: 'other_account' };
  try {
    const origins = await registeredOrigins(client);
    return origins.has(place.parentOrigin) ? { ok: true } : { ok: false, reason: 'origin_not_registered', origin: place.parentOrigin, account_id: account };
  } catch {
    return { ok: true };
  }
}

/**
 * `intentId` null: a customer's secret (recurring mode), whose consent calls check the rest.
 * `kind`: only the frame that pays asks the provider of the intent (a split group's contributors carry the same secret).
 */
export async function checkClientSecret(
  client: ApiClient,
  intentId: string | null,
  kind: ElementKind | undefined,
  place: FramePlace,
): Promise<ClientSecretVerdict> {
  const placed = await checkFramePlace(client, place);
  if (!placed.ok) return placed;
  if (intentId === null || (kind !== undefined && updateCodeOf(kind) !== undefined)) return { ok: true };
  const claimed = client.claims?.intent_id;
  if (claimed === undefined) return { ok: false, reason: 'not_a_client_secret' };
  if (claimed !== intentId) return { ok: false, reason: 'other_intent' };
  try {
    const intent = await retrievePaymentIntent(client, intentId);
    if (!isSuccessStatus(intent.status) && intent.status !== CANCELLED_STATUS) return { ok: true };
    return { ok: false, reason: 'settled', intent: { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency } };
  } catch (caught) {
    if (isFetchError(caught) && caught.status === 401) return { ok: false, reason: refusedAsExpired(caught.data) ? 'expired' : 'refused' };
    if (isFetchError(caught) && caught.status === 404) return { ok: false, reason: 'intent_not_found' };
    return { ok: true };
  }
}
