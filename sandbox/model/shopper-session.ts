/**
 * Shopper sessions: one per simulator page (bank redirect, QR scan, Plaid or
 * TrueLayer account link), stored in the `sessions` collection. The id is the
 * token in the page URL: 192 random bits, so it cannot be guessed. A session
 * is actionable for 15 minutes, once, and only while its intent still waits
 * for that very payment attempt (a new confirmation supersedes it).
 */
import { randomBytes } from 'node:crypto';
import type { StoredRecord } from '../core/collections';
import type { SandboxStore } from '../core/store';
import type { Intent } from './intent-types';

export const SESSION_TTL_MS = 15 * 60 * 1000;

export const SESSION_KINDS = ['bank_redirect', 'qrcode', 'plaid_link', 'truelayer_link'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
export type LinkKind = Extract<SessionKind, 'plaid_link' | 'truelayer_link'>;

export type SessionStatus = 'PENDING' | 'COMPLETED' | 'REJECTED' | 'CANCELLED';

/** A bank account picked on a link page: never a full account number. */
export interface LinkedAccount {
  readonly id: string;
  readonly bank_name: string;
  readonly account_name: string;
  readonly mask: string;
  readonly currency: string;
}

export interface ShopperSession {
  readonly id: string;
  readonly kind: SessionKind;
  readonly status: SessionStatus;
  /** The payment method type, or the link provider for a stand-alone link. */
  readonly method: string;
  /** Null for a stand-alone link session (e.g. for a later direct-debit consent). */
  readonly intent_id: string | null;
  readonly payment_attempt_id: string | null;
  /** The sandbox origin the session was made on: pages send the shopper back there. */
  readonly origin: string;
  readonly region: string | null;
  /** Link sessions: return to `/#/page/{region}/{provider}/{action}/{id}` or `/#/page/truelayer/callback`. */
  readonly return_route: 'route' | 'callback';
  readonly linked_account: LinkedAccount | null;
  /** Set once the linked account has verified a payment consent (bank-link/session-use.ts). */
  readonly consent_id?: string;
  /** Set once the linked account has paid an intent; a link session is used once. */
  readonly paid_intent_id?: string;
  readonly created_at: string;
  readonly updated_at: string;
  readonly expires_at: string;
}

/** The simulator page of each kind, under the sandbox's own origin. */
export const SESSION_PAGES: Readonly<Record<SessionKind, string>> = {
  bank_redirect: '/simulator/bank',
  qrcode: '/simulator/qr',
  plaid_link: '/simulator/plaid',
  truelayer_link: '/simulator/truelayer',
};

export function sessionPageUrl(session: ShopperSession): string {
  return `${session.origin}${SESSION_PAGES[session.kind]}?session=${encodeURIComponent(session.id)}`;
}

function newSessionId(): string {
  return `ses_${randomBytes(24).toString('base64url')}`;
}

/**
 * The `sessions` collection is shared (3DS keeps its sessions there too): only a
 * record of one of this module's kinds is a shopper session.
 */
function isShopperSession(record: StoredRecord | undefined): record is ShopperSession {
  const kind = (record as { kind?: unknown } | undefined)?.kind;
  return typeof kind === 'string' && (SESSION_KINDS as readonly string[]).includes(kind);
}

export function findShopperSession(store: SandboxStore, id: string): ShopperSession | undefined {
  const record = store.get<StoredRecord>('sessions', id);
  return isShopperSession(record) ? record : undefined;
}

export function isLinkKind(kind: SessionKind): kind is LinkKind {
  return kind === 'plaid_link' || kind === 'truelayer_link';
}

export interface NewSession {
  readonly kind: SessionKind;
  readonly method: string;
  readonly intent: Intent | null;
  readonly attemptId: string | null;
  readonly origin: string;
  readonly region: string | null;
  readonly returnRoute?: 'route' | 'callback';
  readonly now: Date;
}

export function newSession(s: NewSession): ShopperSession {
  const at = s.now.toISOString();
  return {
    id: newSessionId(),
    kind: s.kind,
    status: 'PENDING',
    method: s.method,
    intent_id: s.intent?.id ?? null,
    payment_attempt_id: s.attemptId,
    origin: s.origin,
    region: s.region,
    return_route: s.returnRoute ?? 'route',
    linked_account: null,
    created_at: at,
    updated_at: at,
    expires_at: new Date(s.now.getTime() + SESSION_TTL_MS).toISOString(),
  };
}

export type SessionState =
  | { readonly kind: 'missing' }
  | { readonly kind: 'expired'; readonly session: ShopperSession }
  /** Finished by a shopper action (page, JSON action or the simulation API). */
  | { readonly kind: 'finished'; readonly session: ShopperSession; readonly intent: Intent | null }
  /** Its intent moved on without it (a newer attempt, a cancel, a settle). */
  | { readonly kind: 'superseded'; readonly session: ShopperSession }
  | { readonly kind: 'open'; readonly session: ShopperSession; readonly intent: Intent | null };

export function sessionState(store: SandboxStore, id: string, now: Date): SessionState {
  const session = findShopperSession(store, id);
  if (!session) return { kind: 'missing' };
  const intent = session.intent_id === null ? null : (store.getIntent(session.intent_id) ?? null);
  if (session.status !== 'PENDING') return { kind: 'finished', session, intent };
  if (now.getTime() >= Date.parse(session.expires_at)) return { kind: 'expired', session };
  if (session.intent_id !== null) {
    const waiting = intent !== null && intent.status === 'REQUIRES_CUSTOMER_ACTION' && intent.latest_payment_attempt?.id === session.payment_attempt_id;
    if (!waiting) return { kind: 'superseded', session };
  }
  return { kind: 'open', session, intent };
}

/** The pending sessions of one attempt, closed with the outcome that settled it. */
export function closeSessionsOf(
  store: SandboxStore,
  attemptId: string,
  status: Exclude<SessionStatus, 'PENDING'>,
  now: Date,
  linked: LinkedAccount | null = null,
): ShopperSession[] {
  return store
    .findBy<'sessions', StoredRecord>('sessions', 'payment_attempt_id', attemptId)
    .filter(isShopperSession)
    .filter((s) => s.status === 'PENDING')
    .map((s) => ({ ...s, status, updated_at: now.toISOString(), linked_account: linked ?? s.linked_account }));
}

/** What the API answers for a session: no origin, nothing internal. */
export function sessionView(session: ShopperSession): Record<string, unknown> {
  return {
    id: session.id,
    kind: session.kind,
    status: session.status,
    method: session.method,
    intent_id: session.intent_id,
    region: session.region,
    linked_account: session.linked_account,
    created_at: session.created_at,
    updated_at: session.updated_at,
    expires_at: session.expires_at,
  };
}
