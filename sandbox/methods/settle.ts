/**
 * One place that applies a shopper's action to what waits for it: the pages,
 * the session JSON endpoints and the simulation API all settle through here,
 * so a payment is settled the same way whichever of them the test drives.
 */
import { ApiError, invalid } from '../core/errors';
import { failAttempt, succeedAttempt } from '../model/attempts';
import { accountDeclines, accountsFor, offeredAccounts } from '../bank-link/accounts';
import { consentOfLink, finishConsentLink, type ConsentLinkOutcome } from '../consents/link-page';
import { newRecordId } from '../customers/http';
import { closeSessionsOf, isLinkKind, type LinkedAccount, type SessionKind, type SessionStatus, type ShopperSession } from '../model/shopper-session';
import { methodSpec } from './table';
import type { SandboxStore, StoreChange } from '../core/store';
import type { Intent } from '../model/intent-types';

const PAGE_ACTIONS = ['pay', 'reject'] as const;
const LINK_ACTIONS = ['complete', 'cancel'] as const;
export type ShopperAction = (typeof PAGE_ACTIONS)[number] | (typeof LINK_ACTIONS)[number];

const FAILURE_CODES = { reject: 'shopper_rejected', cancel: 'shopper_cancelled' } as const;

export interface Settlement {
  readonly intent: Intent | null;
  readonly sessions: readonly ShopperSession[];
  /** A consent's link page (consents/link-page.ts): the consent, and the account it saved. */
  readonly consent?: ConsentLinkOutcome;
}

/** What a settlement writes besides the intent: its sessions, and a consent with its saved method. */
export function settlementRecords(done: Settlement): StoreChange['records'] {
  const sessions = done.sessions.map((s) => ({ collection: 'sessions' as const, record: s }));
  if (done.consent === undefined) return sessions;
  const method = done.consent.method === null ? [] : [{ collection: 'payment_methods' as const, record: done.consent.method }];
  return [...sessions, { collection: 'consents' as const, record: done.consent.consent }, ...method];
}

export function actionsFor(kind: SessionKind): readonly ShopperAction[] {
  return isLinkKind(kind) ? LINK_ACTIONS : PAGE_ACTIONS;
}

/** The session status an action leaves behind (also how a repeated action is recognised). */
export function statusAfter(action: ShopperAction): Exclude<SessionStatus, 'PENDING'> {
  return action === 'pay' || action === 'complete' ? 'COMPLETED' : action === 'reject' ? 'REJECTED' : 'CANCELLED';
}

/** True when the intent waits for a shopper action this module settles (not a card's 3DS). */
function waitsForShopper(intent: Intent): boolean {
  const attempt = intent.latest_payment_attempt;
  if (intent.status !== 'REQUIRES_CUSTOMER_ACTION' || attempt === null || attempt.status !== 'PENDING') return false;
  const family = methodSpec(attempt.payment_method.type)?.family;
  return family !== undefined && family !== 'card';
}

function withAccount(intent: Intent, account: LinkedAccount): Intent['latest_payment_attempt'] {
  const attempt = intent.latest_payment_attempt;
  if (attempt === null) return null;
  const type = attempt.payment_method.type;
  const details = attempt.payment_method[type];
  const linked = { id: account.id, bank_name: account.bank_name, mask: account.mask };
  return {
    ...attempt,
    payment_method: { ...attempt.payment_method, [type]: { ...(typeof details === 'object' ? details : {}), linked_account: linked } },
  };
}

function settleIntent(store: SandboxStore, intent: Intent, action: ShopperAction, account: LinkedAccount | null, now: Date): Settlement {
  const attemptId = intent.latest_payment_attempt?.id ?? '';
  if (action === 'reject' || action === 'cancel') {
    return {
      intent: failAttempt(intent, FAILURE_CODES[action], now),
      sessions: closeSessionsOf(store, attemptId, statusAfter(action), now),
    };
  }
  const sessions = closeSessionsOf(store, attemptId, 'COMPLETED', now, account);
  if (account === null) return { intent: succeedAttempt(intent, now), sessions };
  const linked = { ...intent, latest_payment_attempt: withAccount(intent, account) };
  const decline = accountDeclines(account.mask);
  return {
    intent: decline ? failAttempt(linked, decline.failureCode, now, decline.providerCode) : succeedAttempt(linked, now),
    sessions,
  };
}

/** A direct debit waiting for its account link: the API's `pay` links the first test account. */
function defaultAccount(intent: Intent): LinkedAccount | null {
  const spec = methodSpec(intent.latest_payment_attempt?.payment_method.type ?? '');
  if (spec?.family !== 'direct_debit' || spec.link_provider === undefined) return null;
  return accountsFor(spec.link_provider, intent.currency)[0] ?? null;
}

/** The simulation API: settle whatever the intent waits for; 409 when it waits for nothing of ours. */
export function settleWaitingIntent(store: SandboxStore, intent: Intent, action: 'pay' | 'reject', now: Date): Settlement {
  if (!waitsForShopper(intent)) {
    throw new ApiError(
      'invalid_status_for_operation',
      { intent_id: intent.id, status: intent.status },
      'The payment intent is not waiting for a shopper action (redirect, QR code, instructions or account link).',
    );
  }
  return settleIntent(store, intent, action, action === 'pay' ? defaultAccount(intent) : null, now);
}

/** A page or session action on an open session; `accountId` picks the linked account on link pages. */
export function settleSession(
  store: SandboxStore,
  session: ShopperSession,
  intent: Intent | null,
  action: ShopperAction,
  accountId: string | null,
  now: Date,
): Settlement {
  if (!actionsFor(session.kind).includes(action)) {
    throw invalid('action', 'unsupported', `action must be one of: ${actionsFor(session.kind).join(', ')}.`);
  }
  const account = action === 'complete' ? pickAccount(session, intent, accountId) : null;
  if (intent !== null) return settleIntent(store, intent, action, account, now);
  const closed: ShopperSession = { ...session, status: statusAfter(action), updated_at: now.toISOString(), linked_account: account };
  const consent = consentOfLink(store, session);
  if (consent === null) return { intent: null, sessions: [closed] };
  return { intent: null, sessions: [closed], consent: finishConsentLink(consent, closed, newRecordId('mtd'), now) };
}

function pickAccount(session: ShopperSession, intent: Intent | null, accountId: string | null): LinkedAccount {
  if (!isLinkKind(session.kind)) throw invalid('action', 'unsupported');
  const offered = offeredAccounts(session, intent);
  if (accountId === null) {
    const first = offered[0];
    if (first === undefined) throw invalid('account_id', 'no_account');
    return first;
  }
  const account = offered.find((a) => a.id === accountId);
  if (account === undefined) throw invalid('account_id', 'unknown_account', 'account_id must be one of the accounts the page offers.');
  return account;
}
