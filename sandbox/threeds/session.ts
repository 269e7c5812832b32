/**
 * A 3DS authentication in progress, kept in the `sessions` collection (kind `3ds`).
 * Its id is the token the simulator pages carry: 32 random bytes, so it cannot be
 * guessed, and it is worthless once the attempt is settled or 15 minutes have passed.
 */
import { randomBytes } from 'node:crypto';
import type { StoredRecord } from '../core/collections';
import type { SandboxStore } from '../core/store';
import type { ThreeDsScenario } from '../cards/test-cards';
import type { Intent, ThreeDsStage } from '../model/intent-types';

export const THREE_DS_SESSION_TTL_MS = 15 * 60 * 1000;
/** The one-time code the challenge page accepts. */
export const CHALLENGE_CODE = '1234';
/** Wrong codes allowed before the authentication fails. */
export const MAX_WRONG_CODES = 3;

export type SessionOutcome = 'succeeded' | 'declined' | 'failed' | 'cancelled' | 'expired';

/** What the device-data page read from the browser: numbers and short strings only. */
export type DeviceData = Readonly<Record<string, string | number>>;

export interface ThreeDsSession {
  readonly id: string;
  readonly kind: '3ds';
  readonly intent_id: string;
  readonly attempt_id: string;
  readonly scenario: ThreeDsScenario;
  readonly stage: ThreeDsStage | 'DONE';
  readonly device_data: DeviceData | null;
  readonly wrong_codes: number;
  readonly created_at: string;
  readonly expires_at: string;
  readonly outcome?: SessionOutcome;
  readonly updated_at?: string;
}

export function newSession(intent: Intent, attemptId: string, scenario: ThreeDsScenario, now: Date): ThreeDsSession {
  return {
    id: `tds_${randomBytes(32).toString('base64url')}`,
    kind: '3ds',
    intent_id: intent.id,
    attempt_id: attemptId,
    scenario,
    stage: 'WAITING_DEVICE_DATA_COLLECTION',
    device_data: null,
    wrong_codes: 0,
    created_at: now.toISOString(),
    expires_at: new Date(now.getTime() + THREE_DS_SESSION_TTL_MS).toISOString(),
  };
}

function isThreeDsSession(record: StoredRecord | undefined): record is ThreeDsSession {
  return record !== undefined && (record as { kind?: unknown }).kind === '3ds';
}

/** The session for a token from a page; anything else (other kinds, junk) is unknown. */
export function findSession(store: SandboxStore, token: string): ThreeDsSession | undefined {
  if (!/^tds_[A-Za-z0-9_-]{43}$/.test(token)) return undefined;
  const record = store.get<StoredRecord>('sessions', token);
  return isThreeDsSession(record) ? record : undefined;
}

/** The session of the intent's latest attempt, if that attempt went through 3DS. */
export function sessionForLatestAttempt(store: SandboxStore, intent: Intent): ThreeDsSession | undefined {
  const attemptId = intent.latest_payment_attempt?.id;
  if (attemptId === undefined) return undefined;
  return store
    .findBy<'sessions', StoredRecord>('sessions', 'attempt_id', attemptId)
    .find((r): r is ThreeDsSession => isThreeDsSession(r) && r.intent_id === intent.id);
}

function isExpired(session: ThreeDsSession, now: Date): boolean {
  return now.getTime() >= Date.parse(session.expires_at);
}

export type SessionState = 'open' | 'done' | 'expired' | 'superseded';

/**
 * `open`: the shopper may act on it. `superseded`: the intent moved on without it
 * (a new confirm started another attempt). `expired` only applies to open ones.
 */
export function sessionState(session: ThreeDsSession, intent: Intent | undefined, now: Date): SessionState {
  if (session.stage === 'DONE') return 'done';
  const current = intent !== undefined && intent.status === 'REQUIRES_CUSTOMER_ACTION' && intent.latest_payment_attempt?.id === session.attempt_id;
  if (!current) return 'superseded';
  return isExpired(session, now) ? 'expired' : 'open';
}

export function closeSession(session: ThreeDsSession, outcome: SessionOutcome, now: Date): ThreeDsSession {
  return { ...session, stage: 'DONE', outcome, updated_at: now.toISOString() };
}
