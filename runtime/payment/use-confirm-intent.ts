import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../platform/i18n/react';
import {
  CANCELLED_STATUS,
  DEFAULT_ERROR_CODE,
  isSuccessStatus,
  porticoError,
  type ConfirmParams,
  type IntentSummary,
  type ChallengeRequest,
  type PaymentError,
  type ThreeDsCallParams,
} from '../../protocol';
import type { ApiClient } from '../platform/api/client';
import type { PaymentIntent } from '../platform/api/payment-intents';
import type { ShopperAction } from '../platform/api/shopper-action';
import type { ConsentSummary } from '../../protocol';
import type { ChallengeOutcome, PaymentOutcome, WaitingOutcome } from './confirm-payment';
import { ConfirmActivityContext } from './confirm-activity';
import type { LinkPopup, PaymentMethodDraft, PaymentStatus, ReadyDraft } from './confirm-types';
import { useElementFrame, useParentCall } from '../host/context';
import { useAddress } from '../platform/address/address';
import { loadConfirmPayment, loadElementRequests } from './load-confirm-payment';
import { loadClientModule } from '../platform/api/document-api';
import { isOffline, isOfflineError, offlineError, useBackOnline } from '../host/offline';
import { useIntentPolling } from './use-intent-polling';
import { useConsent } from './use-consent';
import { useSessionState, useSessionStore } from './session-store';
import { scheduleDeviceFingerprint } from '../platform/fingerprint/schedule';
import type { PaymentConsent } from '../platform/api/payment-consents';
import { logEvent } from '../platform/telemetry';
import { handOff } from '../platform/handoff/lazy';

/** The intent a payment goes to: the element's own, or one the merchant gave later (a wallet's express checkout). */
export interface PaymentTarget {
  readonly intentId: string;
  readonly api: () => Promise<ApiClient>;
}

export interface ConfirmIntent {
  readonly status: PaymentStatus;
  /** The last failure, already translated (the frame's session holds it); cleared by `reset`, the next confirm or a new active method. */
  readonly error: PaymentError | null;
  /** While `waiting`: what the shopper is to do (scan, pay by the instructions, go to the bank). */
  readonly action: ShopperAction | null;
  /** While `waiting`: the intent paid elsewhere (its amount and currency, for the QR screen). */
  readonly intent: IntentSummary | null;
  /** Back to `idle`: no error, no action (a waiting payment stays open at the provider until a new confirm). */
  readonly reset: () => void;
  /**
   * Pays with `draft` now, as a parent `confirm` does: for a body that pays on its own
   * click (a wallet button). Resolves with the intent; rejects with the payment error,
   * already shown and reported.
   */
  /** In recurring mode (no target), the consent the method was saved on. */
  readonly pay: (draft: ReadyDraft, target?: PaymentTarget) => Promise<IntentSummary | ChallengeRequest | ConsentSummary>;
  /**
   * Takes up a payment that already waits for the shopper elsewhere (the page was
   * reloaded after a confirm): shows its QR code or instructions and polls, as after
   * a confirm, with no new attempt. Only for the element's own intent, only when idle,
   * never for a page to go to; `false` when it does not apply.
   */
  readonly resume: (intent: PaymentIntent, next: ShopperAction | null) => boolean;
  /** Recurring mode: the consent whose terms the shopper agrees to, once created or read (`null` otherwise). */
  readonly consent: PaymentConsent | null;
}

/** Spec §8's default message key (as api/payment-error.ts builds it), for what the element cannot complete. */
const DEFAULT_MESSAGE_KEY = `payment.error.${DEFAULT_ERROR_CODE}`;

/**
 * Handles the parent's `confirm` for an element that pays: one confirm at a time,
 * the intent confirmed with what `build` makes of the shopper's input, the outcome
 * reported (`onSuccess`, `onCancel`, `onError`) and answered. The shopper's input
 * is never cleared here, so a declined shopper can fix one field and retry.
 * `onInvalid` runs when `build` refuses, before `validation_error` is answered.
 * `build` may be async (a split group gathers its fields' values first).
 */
export function useConfirmIntent(
  build: (params: ConfirmParams) => PaymentMethodDraft | Promise<PaymentMethodDraft>,
  onInvalid?: (fields: readonly string[]) => void,
): ConfirmIntent {
  const { t } = useTranslation();
  const { api, intentId, emit, options } = useElementFrame();
  // The merchant's device fingerprint session, when the address gives one (spec §2: in options or beside them).
  const fingerprintSession = useAddress()?.location.query.sessionId ?? null;
  const [status, setStatus] = useState<PaymentStatus>('idle');
  // The failure lives in the frame's session (spec §3), so the drop-in clears it when another method opens (spec §4).
  const session = useSessionStore();
  const { error } = useSessionState();
  const setError = useCallback((next: PaymentError | null) => session.set({ error: next }), [session]);
  const [action, setAction] = useState<ShopperAction | null>(null);
  const [waitingIntent, setWaitingIntent] = useState<IntentSummary | null>(null);
  /** The intent and attempt the shopper completes elsewhere, while `waiting`. */
  const waiting = useRef<{ readonly target: PaymentTarget; readonly attemptId: string | null } | null>(null);
  const busy = useRef(false);
  /** The payment once it succeeded: a later confirm is answered with it, sending nothing and emitting nothing. */
  const paid = useRef<IntentSummary | null>(null);
  /** The intent whose 3DS challenge the SDK is showing, with the card brand for the issuer's codes. */
  const challenge = useRef<{ readonly intentId: string; readonly brand: string | undefined } | null>(null);

  const activity = useContext(ConfirmActivityContext);
  // The network is back: the offline message goes, and the next click pays.
  useBackOnline(useCallback(() => isOfflineError(session.get().error) && setError(null), [session, setError]));
  useEffect(() => activity?.status(status), [activity, status]);
  // Another intent or a fresh client secret (update()): the last one's failure, an expired session's above all, is over; what was typed stays.
  // Not on mount: the session outlives this body, and an error another part of the frame wrote since it showed is the shopper's to see.
  const apiShown = useRef(api);
  useEffect(() => {
    if (apiShown.current === api) return;
    apiShown.current = api;
    setError(null);
  }, [api, setError]);

  // The confirm chunk loads after the first paint, while the shopper types: the confirm and the API client it sends with.
  useEffect(() => {
    void Promise.all([loadConfirmPayment(), loadClientModule()]).catch(() => undefined);
  }, []);
  // The device fingerprint (spec §7) once the frame is idle: never before the first paint, never in the way of paying.
  useEffect(() => (api ? scheduleDeviceFingerprint(async () => (await api()).claims?.account_id, fingerprintSession) : undefined), [api, fingerprintSession]);

  /** Shows and reports a failure (`onError`, or `onCancel` when the shopper cancelled), then rejects the call with it. */
  const fail = useCallback(
    (failure: PaymentError, cancelled = false): never => {
      setStatus('idle');
      setAction(null);
      waiting.current = null;
      setError(failure);
      if (cancelled) emit('onCancel', {});
      else emit('onError', failure);
      if (!cancelled) logEvent('onConfirmError', 'error', { code: failure.code, original_code: failure.original_code, details: failure.details });
      throw failure;
    },
    [emit, setError],
  );

  /** A settled intent: success, or the status this element cannot complete. */
  const settle = useCallback(
    (intent: PaymentIntent): IntentSummary => {
      const summary: IntentSummary = { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency };
      if (isSuccessStatus(intent.status)) {
        paid.current = summary;
        setStatus('succeeded');
        setAction(null);
        waiting.current = null;
        emit('onSuccess', { intent: summary });
        return summary;
      }
      if (intent.status === CANCELLED_STATUS) emit('onCancel', {});
      return fail(porticoError('unexpected_intent_status', { status: intent.status }, t(DEFAULT_MESSAGE_KEY)));
    },
    [emit, fail, t],
  );

  /** One look at the intent the shopper pays elsewhere; settles the payment when the provider has. */
  const checkWaiting = useCallback(async (): Promise<boolean> => {
    const pending = waiting.current;
    if (!pending) return true;
    let outcome: WaitingOutcome;
    try {
      const [{ checkWaitingIntent }, client] = await Promise.all([loadConfirmPayment(), pending.target.api()]);
      outcome = await checkWaitingIntent({ client, intentId: pending.target.intentId, attemptId: pending.attemptId, translate: t });
    } catch {
      return false;
    }
    // A newer confirm (or a reset) took over while this look was on its way.
    if (waiting.current !== pending || outcome.kind === 'pending') return waiting.current !== pending;
    if (outcome.kind === 'settled') settle(outcome.intent);
    else {
      try {
        fail(outcome.error, outcome.cancelled);
      } catch {
        // Reported to the merchant as an event: no call is waiting for this failure.
      }
    }
    return true;
  }, [t, settle, fail]);

  /** The shopper is to act elsewhere: follow a page now (after `onRedirect`), or show the QR code or instructions and poll. */
  const awaitShopper = useCallback(
    (intent: PaymentIntent, next: ShopperAction | null, target: PaymentTarget, redirectVia?: string, linkPopup?: LinkPopup): IntentSummary => {
      const summary: IntentSummary = { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency };
      if (!next)
        return fail(
          porticoError('unsafe_next_action', { intent_id: intent.id, type: String(intent.next_action?.type ?? 'none') }, t('payment.error.unsafe_next_action')),
        );
      waiting.current = { target, attemptId: intent.latest_payment_attempt?.id ?? null };
      setAction(next);
      setWaitingIntent(summary);
      setStatus('waiting');
      // A page to go to: the SDK follows it on the merchant page, once the merchant heard of it (our own page with a hand-off for the secret).
      if (next.type === 'redirect' && !linkPopup?.follow(next.url, checkWaiting))
        void handOff(redirectVia ?? next.url).then((url) => emit('onRedirect', { url }));
      return summary;
    },
    [emit, fail, t, checkWaiting],
  );

  const pay = useCallback(
    async (draft: ReadyDraft, given?: PaymentTarget): Promise<IntentSummary | ChallengeRequest> => {
      const target = given ?? (api && intentId ? { api, intentId } : null);
      if (!target) throw porticoError('intent_missing');
      if (isOffline()) return fail(offlineError(t));
      let quote;
      try {
        quote = activity?.fields?.();
      } catch (refused) {
        return fail(refused as PaymentError);
      }
      setStatus('processing');
      setError(null);
      setAction(null);
      waiting.current = null;
      challenge.current = null;
      let outcome: PaymentOutcome;
      try {
        const [{ confirmPayment }, client] = await Promise.all([loadConfirmPayment(), target.api()]);
        outcome = await confirmPayment({
          client,
          intentId: target.intentId,
          paymentMethod: draft.paymentMethod,
          returnUrl: draft.returnUrl,
          save: draft.save,
          brand: draft.brand,
          quote,
          fingerprintSession,
          consent: options.payment_consent,
          translate: t,
        });
      } catch {
        // Only the confirm chunk's load can fail here (after its retries): nothing was sent.
        outcome = { ok: false, error: porticoError('default_backend_error', { reason: 'chunk_load_failed' }, t(DEFAULT_MESSAGE_KEY)) };
      }
      if (!outcome.ok) return fail(outcome.error);
      if (outcome.challenge) {
        // The SDK shows the challenge, then calls one of the on3ds* codes below.
        challenge.current = { intentId: outcome.intent.id, brand: draft.brand };
        setStatus('verifying');
        return { challenge: { intent_id: outcome.intent.id } };
      }
      if (outcome.intent.status === 'REQUIRES_CUSTOMER_ACTION')
        return awaitShopper(outcome.intent, outcome.action ?? null, target, draft.redirectVia, draft.linkPopup);
      return settle(outcome.intent);
    },
    [api, intentId, activity, t, fail, settle, awaitShopper, fingerprintSession, options, setError],
  );

  /** Runs `task` as the element's one call in progress: a second one meanwhile is `busy`. */
  const exclusive = useCallback(
    async <T>(task: () => Promise<T>): Promise<T> => {
      if (busy.current) throw porticoError('busy');
      busy.current = true;
      activity?.busy(true);
      try {
        return await task();
      } finally {
        busy.current = false;
        activity?.busy(false);
      }
    },
    [activity],
  );

  /** What the shopper entered, as a method to pay with; incomplete: shown, then `validation_error`. */
  const readyDraft = async (params: ConfirmParams = {}): Promise<ReadyDraft> => {
    const draft = await build(params);
    if (draft.ok) return draft;
    onInvalid?.(draft.fields);
    throw porticoError('validation_error', { fields: draft.fields });
  };

  const consentFlow = useConsent({ translate: t, setStatus, setAction, setError, fail, exclusive, draft: readyDraft });
  const { recurring, verify } = consentFlow;

  /** A body's own click (a wallet button, the drop-in's Pay): a payment, or in recurring mode the consent's verification. */
  const guardedPay = useCallback(
    (draft: ReadyDraft, target?: PaymentTarget): Promise<IntentSummary | ChallengeRequest | ConsentSummary> =>
      exclusive<IntentSummary | ChallengeRequest | ConsentSummary>(() => (recurring() && !target ? verify(draft) : pay(draft, target))),
    [exclusive, pay, recurring, verify],
  );

  useParentCall('confirm', (params) => {
    // Spec §4: the mode is payment once a confirm is received.
    consentFlow.setPaymentMode();
    if (!api || !intentId) throw porticoError('intent_missing');
    // Paid already (this intent: update() may have swapped in another): the same answer, nothing sent.
    if (paid.current?.id === intentId) return Promise.resolve(paid.current);
    // With a consent, its saved card pays: nothing typed is read (an authentication_required charge completed on-session).
    const consentId = params.payment_consent_id;
    return exclusive(async () => pay(consentId ? { ok: true, paymentMethod: { type: 'consent', id: consentId } } : await readyDraft(params)));
  });

  // The element's requests (protocol/element-requests.ts), answered from the confirm chunk.
  useParentCall('getIntent', () => loadElementRequests().then((m) => m.readIntent(api, intentId)));
  useParentCall('createPaymentMethod', () =>
    loadElementRequests().then((m) => m.createPaymentMethod({ api, draft: readyDraft, customerId: options.customer_id, intentId, translate: t })),
  );

  const polled = action?.type === 'render_qrcode' || action?.type === 'display_instructions';
  useIntentPolling(status === 'waiting' && polled, checkWaiting);

  /** The SDK's word on how the challenge ended; the provider's intent decides what it means. A card's challenge at save is the consent flow's. */
  const endChallenge = async (params: ThreeDsCallParams): Promise<IntentSummary | ConsentSummary> => {
    const pending = challenge.current;
    if (!pending && consentFlow.challengeOpen()) return consentFlow.endChallenge(params);
    const { reason } = params;
    if (!pending || !api) throw porticoError('code_not_supported', { reason: 'no_challenge' });
    if (busy.current) throw porticoError('busy');
    busy.current = true;
    setStatus('processing');
    let outcome: ChallengeOutcome;
    try {
      const [{ finishChallenge }, client] = await Promise.all([loadConfirmPayment(), api()]);
      outcome = await finishChallenge({ client, intentId: pending.intentId, reason, brand: pending.brand, translate: t });
    } catch {
      outcome = { ok: false, error: porticoError('default_backend_error', { reason: 'chunk_load_failed' }, t(DEFAULT_MESSAGE_KEY)) };
    } finally {
      busy.current = false;
    }
    challenge.current = null;
    return outcome.ok ? settle(outcome.intent) : fail(outcome.error, outcome.cancelled);
  };
  useParentCall('on3dsSuccess', endChallenge);
  useParentCall('on3dsError', endChallenge);
  useParentCall('on3dsCancel', endChallenge);
  useParentCall('on3dsChallengeError', endChallenge);

  /** `next` is the intent's next action as its caller read it (api/shopper-action.ts: a lazy screen's import, not the card's). */
  const resume = useCallback(
    (intent: PaymentIntent, next: ShopperAction | null): boolean => {
      if (!api || intent.id !== intentId || busy.current || waiting.current || intent.status !== 'REQUIRES_CUSTOMER_ACTION') return false;
      if (next?.type !== 'render_qrcode' && next?.type !== 'display_instructions') return false;
      setError(null);
      awaitShopper(intent, next, { api, intentId });
      return true;
    },
    [api, intentId, awaitShopper, setError],
  );

  const reset = useCallback(() => {
    setError(null);
    setStatus('idle');
    setAction(null);
    waiting.current = null;
  }, [setError]);
  return { status, error, action, intent: status === 'waiting' ? waitingIntent : null, reset, pay: guardedPay, resume, consent: consentFlow.consent };
}
