/**
 * One rule for using a bank account linked on the Plaid-style or TrueLayer-style
 * page, whether it verifies a payment consent or pays an intent: the session must
 * be a completed link of the scheme's provider, unexpired, never used before, and
 * hold the scheme's currency. A session is used once.
 */
import type { DebitScheme } from '../customers/types';
import { ApiError, invalid } from '../core/errors';
import { providerOfKind } from './accounts';
import { isLinkKind, type ShopperSession } from '../model/shopper-session';
import { methodSpec } from '../methods/table';
import { DEBIT_RULES } from '../customers/saved-method-debit';

export interface LinkRef {
  readonly scheme: DebitScheme;
  readonly sessionId: unknown;
  /** `payment_method.<scheme>.link_session_id`: every error names it. */
  readonly field: string;
}

/** The session's checks, in the documented order; answers the session and the account it linked. */
export function linkSessionId(ref: LinkRef): string {
  if (typeof ref.sessionId !== 'string') throw invalid(ref.field, 'must_be_string');
  if (ref.sessionId.length === 0 || ref.sessionId.length > 128) {
    throw invalid(ref.field, 'invalid_length', `${ref.field} must have 1 to 128 characters.`);
  }
  return ref.sessionId;
}

export function usableLinkSession(ref: LinkRef, session: ShopperSession | undefined, now: Date) {
  const { field } = ref;
  if (session === undefined) throw invalid(field, 'unknown_session', 'No link session with this id exists.');
  if (!isLinkKind(session.kind)) {
    throw invalid(field, 'not_a_link_session', 'This session is a bank or QR payment page, not a Plaid or TrueLayer account link.');
  }
  const name = methodSpec(ref.scheme)?.display_name ?? ref.scheme;
  const provider = methodSpec(ref.scheme)?.link_provider;
  if (provider === undefined) {
    throw invalid(field, 'wrong_provider', `${name} has no account-linking page: send the account details instead.`);
  }
  if (providerOfKind(session.kind) !== provider) {
    throw invalid(field, 'wrong_provider', `${name} links accounts through ${provider}; this session is ${providerOfKind(session.kind)}'s.`);
  }
  if (now.getTime() >= Date.parse(session.expires_at)) {
    throw new ApiError(
      'session_expired',
      { field, session_id: session.id },
      'The link session has expired (15 minutes after it was made); link the account again.',
    );
  }
  if (session.status !== 'COMPLETED' || session.linked_account === null) {
    throw invalid(field, 'not_completed', `The shopper has not completed this link session (it is ${session.status}).`);
  }
  if (session.consent_id !== undefined || session.paid_intent_id !== undefined) {
    throw new ApiError('link_session_already_used', { field, session_id: session.id });
  }
  const account = session.linked_account;
  const currency = DEBIT_RULES[ref.scheme].currency;
  if (account.currency !== currency) {
    throw invalid(field, 'currency_mismatch', `The linked account holds ${account.currency}; ${name} collects ${currency}.`);
  }
  return { session, account, provider };
}

export function markLinkSessionUsed(
  session: ShopperSession,
  use: { readonly consent_id: string } | { readonly paid_intent_id: string },
  now: Date,
): ShopperSession {
  return { ...session, ...use, updated_at: now.toISOString() };
}
