/**
 * Verifying a consent with a bank account the shopper linked on the Plaid-style
 * (ACH) or TrueLayer-style (Bacs, SEPA) page, in the shape intent confirm takes:
 *   payment_method: { type: '<scheme>', '<scheme>': { link_session_id } }
 * Logging in to the bank proved the account is the shopper's, so no micro-deposits
 * are sent: the consent is VERIFIED at once, the account is saved (masked) for the
 * customer, and the session is marked as used, since it verifies one consent only.
 */
import { verified } from './records';
import type { Consent } from './types';
import { assertCurrency, type VerifyIds } from './verify';
import { given, type Json } from '../customers/fields';
import { type BankSummary, DEBIT_SCHEMES, type DebitScheme, type SavedMethod } from '../customers/types';
import { markLinkSessionUsed, usableLinkSession, type LinkRef } from '../bank-link/session-use';
import type { LinkedAccount, ShopperSession } from '../model/shopper-session';
import type { LinkProvider } from '../methods/table';
import { DEBIT_RULES } from '../customers/saved-method-debit';
import { debitDetails, newSavedMethod } from '../customers/saved-method-records';
import { isObject } from '../core/body';

export type { LinkRef } from '../bank-link/session-use';

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

/** A linked account as a saved method's summary: masked, no holder's name (the link pages share the account only). */
export function linkedBank(scheme: DebitScheme, account: LinkedAccount, provider: LinkProvider): BankSummary {
  return {
    account_holder_name: null,
    bank_code: null,
    account_last4: account.mask,
    country: DEBIT_RULES[scheme].country,
    currency: account.currency,
    linked_account: { provider, id: account.id, bank_name: account.bank_name, account_name: account.account_name },
  };
}

export function verifyWithLink(consent: Consent, ref: LinkRef, session: ShopperSession | undefined, ids: VerifyIds, now: Date): LinkVerified {
  const { session: linked, account, provider } = usableLinkSession(ref, session, now);
  assertCurrency(consent, DEBIT_RULES[ref.scheme].currency, 'payment_method.type');
  const method = newSavedMethod(debitDetails(ref.scheme, linkedBank(ref.scheme, account, provider)), ids.method, consent.customer_id, now);
  const used = markLinkSessionUsed(linked, { consent_id: consent.id }, now);
  return { consent: verified(consent, method, ids.verification, now), method, session: used };
}
