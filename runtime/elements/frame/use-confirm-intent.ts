import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import {
  CANCELLED_STATUS,
  DEFAULT_ERROR_CODE,
  isSuccessStatus,
  porticoError,
  type ConfirmParams,
  type IntentSummary,
  type PaymentError,
  type ThreeDsCallParams,
} from '../../../protocol';
import type { PaymentIntent, PaymentMethodInput } from '../../api/payment-intents';
import type { ChallengeOutcome, ConfirmOutcome } from './confirm-payment';
import { useElementFrame, useParentCall } from './context';
import { loadConfirmPayment } from './load-confirm-payment';

/** `verifying`: the shopper is in the bank's 3-D Secure challenge (shown by the SDK on the merchant page). */
export type PaymentStatus = 'idle' | 'processing' | 'verifying' | 'succeeded';

/** What an element built from the shopper's input: a payment method, or the fields still wrong. */
export type PaymentMethodDraft =
  | {
      readonly ok: true;
      readonly paymentMethod: PaymentMethodInput;
      readonly brand?: string;
      /** Save the card for the intent's customer once paid (`save_payment_method`). */
      readonly save?: true;
    }
  | { readonly ok: false; readonly fields: readonly string[] };

export interface ConfirmIntent {
  readonly status: PaymentStatus;
  /** The last failure, already translated; cleared by `reset` or the next confirm. */
  readonly error: PaymentError | null;
  readonly reset: () => void;
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
  const { api, intentId, emit } = useElementFrame();
  const [status, setStatus] = useState<PaymentStatus>('idle');
  const [error, setError] = useState<PaymentError | null>(null);
  const busy = useRef(false);
  /** The intent whose 3DS challenge the SDK is showing, with the card brand for the issuer's codes. */
  const challenge = useRef<{ readonly intentId: string; readonly brand: string | undefined } | null>(null);

  // The confirm chunk loads after the first paint, while the shopper types.
  useEffect(() => {
    void loadConfirmPayment().catch(() => undefined);
  }, []);

  /** Shows and reports a failure (`onError`, or `onCancel` when the shopper cancelled), then rejects the call with it. */
  const fail = useCallback((failure: PaymentError, cancelled = false): never => {
    setStatus('idle');
    setError(failure);
    if (cancelled) emit('onCancel', {});
    else emit('onError', failure);
    throw failure;
  }, [emit]);

  /** A settled intent: success, or the status this element cannot complete. */
  const settle = useCallback((intent: PaymentIntent): IntentSummary => {
    const summary: IntentSummary = { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency };
    if (isSuccessStatus(intent.status)) {
      setStatus('succeeded');
      emit('onSuccess', { intent: summary });
      return summary;
    }
    if (intent.status === CANCELLED_STATUS) emit('onCancel', {});
    return fail(porticoError('unexpected_intent_status', { status: intent.status }, t(DEFAULT_MESSAGE_KEY)));
  }, [emit, fail, t]);

  useParentCall('confirm', async (params) => {
    if (busy.current) throw porticoError('busy');
    if (!api || !intentId) throw porticoError('intent_missing');
    busy.current = true;
    let draft: PaymentMethodDraft | undefined;
    try {
      draft = await build(params);
    } finally {
      if (!draft?.ok) busy.current = false;
    }
    if (!draft.ok) {
      onInvalid?.(draft.fields);
      throw porticoError('validation_error', { fields: draft.fields });
    }
    setStatus('processing');
    setError(null);
    challenge.current = null;
    let outcome: ConfirmOutcome & { readonly challenge?: boolean };
    try {
      const [{ confirmPayment, awaitsChallenge }, client] = await Promise.all([loadConfirmPayment(), api()]);
      const confirmed = await confirmPayment({ client, intentId, paymentMethod: draft.paymentMethod, save: draft.save, brand: draft.brand, translate: t });
      outcome = confirmed.ok ? { ...confirmed, challenge: awaitsChallenge(confirmed.intent) } : confirmed;
    } catch {
      // Only the confirm chunk's load can fail here (after its retries): nothing was sent.
      outcome = { ok: false, error: porticoError('default_backend_error', { reason: 'chunk_load_failed' }, t(DEFAULT_MESSAGE_KEY)) };
    } finally {
      busy.current = false;
    }
    if (!outcome.ok) return fail(outcome.error);
    if (outcome.challenge) {
      // The SDK shows the challenge, then calls one of the on3ds* codes below.
      challenge.current = { intentId: outcome.intent.id, brand: draft.brand };
      setStatus('verifying');
      return { challenge: { intent_id: outcome.intent.id } };
    }
    return settle(outcome.intent);
  });

  /** The SDK's word on how the challenge ended; the provider's intent decides what it means. */
  const endChallenge = async ({ reason }: ThreeDsCallParams): Promise<IntentSummary> => {
    const pending = challenge.current;
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

  const reset = useCallback(() => {
    setError(null);
    setStatus('idle');
  }, []);
  return { status, error, reset };
}
