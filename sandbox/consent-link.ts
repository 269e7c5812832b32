/**
 * Verifying a consent with a bank account the shopper linked on the Plaid-style
 * (ACH) or TrueLayer-style (Bacs, SEPA) page, in the shape intent confirm takes:
 *   payment_method: { type: '<scheme>', '<scheme>': { link_session_id } }
 * Logging in to the bank proved the account is the shopper's, so no micro-deposits
 * are sent: the consent is VERIFIED at once, the account is saved (masked) for the
 * customer, and the session is marked as used, since it verifies one consent only.
 */
import { verified } from './consent-records';
import type { Consent } from './consent-types';
import { assertCurrency, type VerifyIds } from './consent-verify';
import { given, type Json } from './customer-fields';
import { type BankSummary, DEBIT_SCHEMES, type DebitScheme, type SavedMethod } from './customer-types';
import { ApiError, invalid } from './errors';
import { providerOfKind } from './method-link-accounts';
import { isLinkKind, type ShopperSession } from './method-sessions';
import { methodSpec } from './method-table';
import { DEBIT_RULES } from './saved-method-debit';
import { debitDetails, newSavedMethod } from './saved-method-records';
import { isObject } from './validation';

export interface LinkRef {
  readonly scheme: DebitScheme;
  readonly sessionId: unknown;
  /** `payment_method.<scheme>.link_session_id`: every error names it. */
  readonly field: string;
}

export interface LinkVerified {
  readonly consent: Consent;
  readonly method: SavedMethod;
  readonly session: ShopperSession;
}

/** The link reference in `payment_method`, or null when there is none (typed bank details, a card, …). */
export function linkRefOf(pm: unknown): LinkRef | null {
  if (!isObject(pm) || typeof pm.type !== 'string' || !(DEBIT_SCHEMES as readonly string[]).includes(pm.type)) return null;
  const scheme = pm.type as DebitScheme;
  const details = pm[scheme];
  if (!isObject(details) || !given(details.link_session_id)) return null;
  return { scheme, sessionId: details.link_session_id, field: `payment_method.${scheme}.link_session_id` };
}

/** Consent writes lock per customer; this lock keeps two customers' consents from claiming one session at once. */
export function linkLockKey(body: Json): string | null {
  const ref = linkRefOf(body.payment_method);
  return ref !== null && typeof ref.sessionId === 'string' ? `link_session:${ref.sessionId}` : null;
}

export function linkSessionId(ref: LinkRef): string {
  if (typeof ref.sessionId !== 'string') throw invalid(ref.field, 'must_be_string');
  if (ref.sessionId.length === 0 || ref.sessionId.length > 128) {
    throw invalid(ref.field, 'invalid_length', `${ref.field} must have 1 to 128 characters.`);
  }
  return ref.sessionId;
}

/** The session's checks, in the documented order; answers the session and the account it linked. */
function usableSession(ref: LinkRef, session: ShopperSession | undefined, now: Date) {
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
    throw new ApiError('session_expired', { field, session_id: session.id }, 'The link session has expired (15 minutes after it was made); link the account again.');
  }
  if (session.status !== 'COMPLETED' || session.linked_account === null) {
    throw invalid(field, 'not_completed', `The shopper has not completed this link session (it is ${session.status}).`);
  }
  if (session.consent_id !== undefined) {
    throw new ApiError('link_session_already_used', { field, session_id: session.id });
  }
  const account = session.linked_account;
  const currency = DEBIT_RULES[ref.scheme].currency;
  if (account.currency !== currency) {
    throw invalid(field, 'currency_mismatch', `The linked account holds ${account.currency}; ${name} collects ${currency}.`);
  }
  return { session, account, provider };
}

export function verifyWithLink(consent: Consent, ref: LinkRef, session: ShopperSession | undefined, ids: VerifyIds, now: Date): LinkVerified {
  const { session: linked, account, provider } = usableSession(ref, session, now);
  const rule = DEBIT_RULES[ref.scheme];
  assertCurrency(consent, rule.currency, 'payment_method.type');
  const bank: BankSummary = {
    account_holder_name: null,
    bank_code: null,
    account_last4: account.mask,
    country: rule.country,
    currency: account.currency,
    linked_account: { provider, id: account.id, bank_name: account.bank_name, account_name: account.account_name },
  };
  const method = newSavedMethod(debitDetails(ref.scheme, bank), ids.method, consent.customer_id, now);
  const used: ShopperSession = { ...linked, consent_id: consent.id, updated_at: now.toISOString() };
  return { consent: verified(consent, method, ids.verification, now), method, session: used };
}
