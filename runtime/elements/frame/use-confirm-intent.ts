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
} from '../../../protocol';
import type { PaymentMethodInput } from '../../api/payment-intents';
import type { ConfirmOutcome } from './confirm-payment';
import { useElementFrame, useParentCall } from './context';
import { loadConfirmPayment } from './load-confirm-payment';

export type PaymentStatus = 'idle' | 'processing' | 'succeeded';

/** What an element built from the shopper's input: a payment method, or the fields still wrong. */
export type PaymentMethodDraft =
  | { readonly ok: true; readonly paymentMethod: PaymentMethodInput; readonly brand?: string; readonly save?: true }
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
 */
export function useConfirmIntent(build: (params: ConfirmParams) => PaymentMethodDraft, onInvalid?: () => void): ConfirmIntent {
  const { t } = useTranslation();
  const { api, intentId, emit } = useElementFrame();
  const [status, setStatus] = useState<PaymentStatus>('idle');
  const [error, setError] = useState<PaymentError | null>(null);
  const busy = useRef(false);

  // The confirm chunk loads after the first paint, while the shopper types.
  useEffect(() => {
    void loadConfirmPayment().catch(() => undefined);
  }, []);

  const fail = useCallback((failure: PaymentError): never => {
    setStatus('idle');
    setError(failure);
    emit('onError', failure);
    throw failure;
  }, [emit]);

  useParentCall('confirm', async (params) => {
    if (busy.current) throw porticoError('busy');
    if (!api || !intentId) throw porticoError('intent_missing');
    const draft = build(params);
    if (!draft.ok) {
      onInvalid?.();
      throw porticoError('validation_error', { fields: draft.fields });
    }
    busy.current = true;
    setStatus('processing');
    setError(null);
    let outcome: ConfirmOutcome;
    try {
      const [{ confirmPayment }, client] = await Promise.all([loadConfirmPayment(), api()]);
      outcome = await confirmPayment({ client, intentId, paymentMethod: draft.paymentMethod, save: draft.save, brand: draft.brand, translate: t });
    } catch {
      // Only the confirm chunk's load can fail here (after its retries): nothing was sent.
      outcome = { ok: false, error: porticoError('default_backend_error', { reason: 'chunk_load_failed' }, t(DEFAULT_MESSAGE_KEY)) };
    } finally {
      busy.current = false;
    }
    if (!outcome.ok) return fail(outcome.error);
    const { intent } = outcome;
    const summary: IntentSummary = { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency };
    if (isSuccessStatus(intent.status)) {
      setStatus('succeeded');
      emit('onSuccess', { intent: summary });
      return summary;
    }
    if (intent.status === CANCELLED_STATUS) emit('onCancel', {});
    return fail(porticoError('unexpected_intent_status', { status: intent.status }, t(DEFAULT_MESSAGE_KEY)));
  });

  const reset = useCallback(() => {
    setError(null);
    setStatus('idle');
  }, []);
  return { status, error, reset };
}
