/**
 * Verifying a direct-debit consent by linking the account on the Plaid-style (ACH) or
 * TrueLayer-style (Bacs, SEPA) page, as intent confirm does for a payment: a verify
 * with the scheme and no account details (and no link_session_id) starts a link
 * session bound to the consent (`consent_id`) and answers the consent, still
 * PENDING_VERIFICATION, with `next_action: { type: 'redirect', url: <the page> }`.
 * Completing the page verifies the consent with the picked account (saved, masked, as
 * with `link_session_id`); cancelling leaves it pending, with nothing to follow.
 */
import { linkedBank } from './bank-link-verify';
import { moved, verification, verified } from './records';
import type { Consent, LinkPageAction } from './types';
import { assertCurrency } from './verify';
import { given, type Json } from '../customers/fields';
import { DEBIT_SCHEMES, type DebitScheme, type SavedMethod } from '../customers/types';
import { DEBIT_RULES } from '../customers/saved-method-debit';
import { debitDetails, newSavedMethod } from '../customers/saved-method-records';
import { isObject } from '../core/body';
import type { SandboxStore } from '../core/store';
import { methodSpec } from '../methods/table';
import { isLinkKind, newSession, sessionPageUrl, sessionState, type SessionState, type ShopperSession } from '../model/shopper-session';

/** The account fields consent verify reads per scheme (customers/saved-method-debit.ts): none given means "link it". */
const ACCOUNT_FIELDS: Readonly<Record<DebitScheme, readonly string[]>> = {
  ach_direct_debit: ['routing_number', 'account_number'],
  bacs_direct_debit: ['sort_code', 'account_number'],
  sepa_direct_debit: ['iban'],
  becs_direct_debit: ['bsb_number', 'account_number'],
};

function isDebitScheme(value: unknown): value is DebitScheme {
  return typeof value === 'string' && (DEBIT_SCHEMES as readonly string[]).includes(value);
}

/**
 * The scheme to link when `payment_method` is a direct debit with a linking page and
 * no account details; null otherwise (typed details, BECS, a card…: verified as before).
 * Details that are not an object are left to the typed-details reader, which refuses them.
 */
export function schemeToLink(pm: Json): DebitScheme | null {
  const scheme = pm.type;
  if (!isDebitScheme(scheme) || methodSpec(scheme)?.link_provider === undefined) return null;
  const details = pm[scheme];
  if (!given(details)) return scheme;
  if (!isObject(details)) return null;
  return ACCOUNT_FIELDS[scheme].some((name) => given(details[name])) ? null : scheme;
}

export interface LinkStarted {
  readonly consent: Consent;
  readonly session: ShopperSession;
}

export function startConsentLink(consent: Consent, scheme: DebitScheme, verificationId: string, now: Date, origin: string): LinkStarted {
  assertCurrency(consent, DEBIT_RULES[scheme].currency, 'payment_method.type');
  const spec = methodSpec(scheme);
  const kind = spec?.link_provider === 'plaid' ? 'plaid_link' : 'truelayer_link';
  const made = newSession({ kind, method: scheme, intent: null, attemptId: null, origin, region: spec?.region ?? null, now });
  const session: ShopperSession = { ...made, consent_id: consent.id };
  const action: LinkPageAction = { type: 'redirect', method: 'GET', url: sessionPageUrl(session) };
  // No method yet: the account is known once the shopper picks it on the page.
  const waiting = moved(consent, 'PENDING_VERIFICATION', now, {
    payment_method: null,
    next_action: action,
    latest_verification: verification(verificationId, scheme, 'PENDING', now),
  });
  return { consent: waiting, session };
}

/** A link session a consent verify made (not a stand-alone one that later verified a consent). */
export function isConsentLink(session: ShopperSession): session is ShopperSession & { readonly consent_id: string; readonly method: DebitScheme } {
  return session.intent_id === null && session.consent_id !== undefined && isLinkKind(session.kind) && isDebitScheme(session.method);
}

export function consentOfLink(store: SandboxStore, session: ShopperSession): Consent | null {
  return isConsentLink(session) ? (store.get<Consent>('consents', session.consent_id) ?? null) : null;
}

/** The consent still waits for this very page (not verified, disabled or re-verified some other way since). */
function waitsForPage(consent: Consent | null, session: ShopperSession): boolean {
  const action = consent?.next_action;
  return consent?.status === 'PENDING_VERIFICATION' && action?.type === 'redirect' && action.url === sessionPageUrl(session);
}

/** `sessionState`, with a consent's link page superseded once its consent stopped waiting for it. */
export function shopperSessionState(store: SandboxStore, id: string, now: Date): SessionState {
  const state = sessionState(store, id, now);
  if (state.kind !== 'open' || !isConsentLink(state.session)) return state;
  return waitsForPage(consentOfLink(store, state.session), state.session) ? state : { kind: 'superseded', session: state.session };
}

export interface ConsentLinkOutcome {
  readonly consent: Consent;
  /** The linked account, saved for the customer; null when the shopper cancelled. */
  readonly method: SavedMethod | null;
}

/** The page is done (`closed`: COMPLETED with its account, or CANCELLED): the consent follows. */
export function finishConsentLink(consent: Consent, closed: ShopperSession, methodId: string, now: Date): ConsentLinkOutcome {
  const started = consent.latest_verification;
  const verificationId = started?.id ?? methodId.replace(/^mtd_/, 'vrf_');
  const account = closed.linked_account;
  if (closed.status !== 'COMPLETED' || account === null || !isConsentLink(closed) || !isLinkKind(closed.kind)) {
    const failed = started === null ? null : { ...started, status: 'FAILED' as const, failure_code: 'shopper_cancelled' };
    return { consent: moved(consent, 'PENDING_VERIFICATION', now, { next_action: null, latest_verification: failed }), method: null };
  }
  const provider = closed.kind === 'plaid_link' ? 'plaid' : 'truelayer';
  const method = newSavedMethod(debitDetails(closed.method, linkedBank(closed.method, account, provider)), methodId, consent.customer_id, now);
  const after = verified(consent, method, verificationId, now);
  // The verification started when the page was made: it keeps its start time.
  return { consent: started === null ? after : { ...after, latest_verification: { ...started, status: 'SUCCEEDED' } }, method };
}
