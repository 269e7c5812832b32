/**
 * The 3DS state machine, as pure functions of (intent, session):
 *
 *   confirm ─▶ REQUIRES_CUSTOMER_ACTION, stage WAITING_DEVICE_DATA_COLLECTION
 *     device-data page auto-posts ─▶ device data recorded
 *   confirm_continue 3ds_check_enrollment
 *     ├─ frictionless ─▶ settled (SUCCEEDED / REQUIRES_CAPTURE)
 *     └─ otherwise ─▶ stage WAITING_USER_INFO_INPUT (challenge page)
 *   challenge page: right code ─▶ settled (success, or the issuer's decline);
 *     Cancel ─▶ attempt CANCELLED; 3 wrong codes ─▶ attempt FAILED
 *
 * Every settlement closes the session; a session left open for 15 minutes expires.
 */
import { declineFor } from '../cards/declines';
import { ApiError } from '../core/errors';
import { settle, type Settlement } from '../model/intent';
import { CHALLENGE_DECLINE_CODE, type ThreeDsScenario } from '../cards/test-cards';
import { CHALLENGE_CODE, MAX_WRONG_CODES, closeSession, newSession, type DeviceData, type SessionOutcome, type ThreeDsSession } from './session';
import type { Intent, NextAction, PaymentAttempt } from '../model/intent-types';
import type { ContinueType } from './continue-types';
import { saveCardOfPayment, type SavedCard } from '../customers/saved-from-payment';

const DEVICE_DATA_PATH = '/simulator/3ds/device-data';
const CHALLENGE_PATH = '/simulator/3ds/challenge';

export interface FlowStep {
  readonly intent: Intent;
  readonly session: ThreeDsSession;
  /** The card saved for the intent's customer when this step paid (confirm's `save_payment_method`). */
  readonly saved?: SavedCard;
}

function deviceDataAction(origin: string, token: string): NextAction {
  return {
    type: 'redirect_form',
    method: 'POST',
    url: `${origin}${DEVICE_DATA_PATH}`,
    data: { session: token },
    stage: 'WAITING_DEVICE_DATA_COLLECTION',
  };
}

export function challengeAction(origin: string, token: string): Extract<NextAction, { type: 'redirect_form' }> & { readonly stage: 'WAITING_USER_INFO_INPUT' } {
  return {
    type: 'redirect_form',
    method: 'POST',
    url: `${origin}${CHALLENGE_PATH}?session=${encodeURIComponent(token)}`,
    data: { session: token },
    stage: 'WAITING_USER_INFO_INPUT',
  };
}

export function startThreeDs(intent: Intent, attempt: PaymentAttempt, scenario: ThreeDsScenario, origin: string, now: Date): FlowStep {
  const session = newSession(intent, attempt.id, scenario, now);
  return {
    session,
    intent: {
      ...intent,
      status: 'REQUIRES_CUSTOMER_ACTION',
      updated_at: now.toISOString(),
      latest_payment_attempt: attempt,
      next_action: deviceDataAction(origin, session.id),
    },
  };
}

export function recordDeviceData(session: ThreeDsSession, data: DeviceData, now: Date): ThreeDsSession {
  return { ...session, device_data: data, updated_at: now.toISOString() };
}

/** Settles the intent's latest attempt and closes the session, in one step. */
function finish(intent: Intent, session: ThreeDsSession, settlement: Settlement, outcome: SessionOutcome, now: Date): FlowStep {
  const attempt = intent.latest_payment_attempt;
  if (attempt === null) throw new Error('sandbox: a 3DS session without an attempt');
  const settled = settle(intent, attempt, settlement, now);
  const saved = saveCardOfPayment(settled, { outcome: 'three_ds', scenario: session.scenario }, now);
  const closed = closeSession(session, outcome, now);
  return saved ? { intent: saved.intent, session: closed, saved } : { intent: settled, session: closed };
}

export function expire(intent: Intent, session: ThreeDsSession, now: Date): FlowStep {
  return finish(intent, session, { kind: 'failed', failureCode: '3ds_expired' }, 'expired', now);
}

function wrongStep(intent: Intent, session: ThreeDsSession, reason: string, message: string, expected?: ContinueType): ApiError {
  const details = { intent_id: intent.id, status: intent.status, stage: session.stage, reason, ...(expected ? { expected_type: expected } : {}) };
  return new ApiError('invalid_status_for_operation', details, message);
}

/**
 * confirm_continue on an open session. `methodCompleted` is EMV's 3DS Method
 * completion indicator: `false` when the caller's device-data page timed out, so
 * the authentication goes on without device data instead of waiting for it.
 */
export function continueThreeDs(intent: Intent, session: ThreeDsSession, type: ContinueType, origin: string, now: Date, methodCompleted = true): FlowStep {
  if (session.stage !== 'WAITING_DEVICE_DATA_COLLECTION') {
    throw wrongStep(intent, session, 'challenge_pending', 'The shopper has not completed the 3DS challenge yet.');
  }
  if (type !== '3ds_check_enrollment') {
    throw wrongStep(intent, session, 'wrong_type', "At this stage confirm_continue takes type '3ds_check_enrollment'.", '3ds_check_enrollment');
  }
  if (session.device_data === null && methodCompleted) {
    throw wrongStep(intent, session, 'device_data_pending', 'The device-data page has not posted back yet.');
  }
  if (session.scenario === 'frictionless') return finish(intent, session, { kind: 'success' }, 'succeeded', now);
  const at = now.toISOString();
  return {
    session: { ...session, stage: 'WAITING_USER_INFO_INPUT', updated_at: at },
    intent: { ...intent, updated_at: at, next_action: challengeAction(origin, session.id) },
  };
}

export type ChallengeInput = { readonly action: 'submit'; readonly code: string } | { readonly action: 'cancel' };

export type ChallengeResult =
  | { readonly kind: 'settled'; readonly step: FlowStep }
  | { readonly kind: 'retry'; readonly session: ThreeDsSession; readonly error: 'empty' | 'wrong'; readonly triesLeft: number };

/** The shopper's answer on the challenge page, for an open session at stage WAITING_USER_INFO_INPUT. */
export function answerChallenge(intent: Intent, session: ThreeDsSession, input: ChallengeInput, now: Date): ChallengeResult {
  const settled = (settlement: Settlement, outcome: SessionOutcome): ChallengeResult => ({
    kind: 'settled',
    step: finish(intent, session, settlement, outcome, now),
  });
  // This card stands for a shopper who gives up: whatever is sent, the authentication is cancelled.
  if (input.action === 'cancel' || session.scenario === 'challenge_cancel') return settled({ kind: 'cancelled' }, 'cancelled');
  const code = input.code.trim();
  const triesLeft = MAX_WRONG_CODES - session.wrong_codes;
  if (code === '') return { kind: 'retry', session, error: 'empty', triesLeft };
  if (code === CHALLENGE_CODE) {
    if (session.scenario === 'challenge_decline') {
      const brand = intent.latest_payment_attempt?.payment_method.card?.brand ?? 'visa';
      return settled({ kind: 'decline', decline: declineFor(CHALLENGE_DECLINE_CODE, brand) }, 'declined');
    }
    return settled({ kind: 'success' }, 'succeeded');
  }
  const wrong = session.wrong_codes + 1;
  if (wrong >= MAX_WRONG_CODES) return settled({ kind: 'failed', failureCode: '3ds_failed' }, 'failed');
  return {
    kind: 'retry',
    session: { ...session, wrong_codes: wrong, updated_at: now.toISOString() },
    error: 'wrong',
    triesLeft: MAX_WRONG_CODES - wrong,
  };
}
