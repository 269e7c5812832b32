import { useCallback, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  CANCELLED_STATUS,
  isPlainData,
  isSuccessStatus,
  porticoError,
  type ConfirmParams,
  type IntentSummary,
  type PaymentError,
} from '../../../protocol';
import type { ApiClient } from '../../api/client';
import { describePaymentError } from '../../api/payment-error';
import { isFetchError, isNetworkFailure, isTimeout } from '../../api/fetch-error';
import { collectDeviceInfo, confirmPaymentIntent, retrievePaymentIntent, type PaymentIntent } from '../../api/payment-intents';
import type { Emit } from '../../bridge/use-parent-bridge';
import { cardDetails, cardState, detectBrand, type CardValues } from './card-fields';

export type PaymentStatus = 'idle' | 'processing' | 'succeeded';

interface Inputs {
  readonly client: ApiClient | null;
  readonly intentId: string | null;
  readonly values: () => CardValues;
  readonly onInvalid: () => void;
  readonly emit: Emit;
}

function summary(intent: PaymentIntent): IntentSummary {
  return { id: intent.id, status: intent.status, amount: intent.amount, currency: intent.currency };
}

function readConfirmParams(params: unknown): ConfirmParams {
  if (params === undefined || params === null) return {};
  if (typeof params !== 'object' || Array.isArray(params)) throw porticoError('invalid_payload', { code: 'confirm' });
  const name = (params as Record<string, unknown>).cardholderName;
  if (name !== undefined && (typeof name !== 'string' || name.length > 200)) {
    throw porticoError('invalid_payload', { option: 'cardholderName' }, 'cardholderName must be a string of at most 200 characters.');
  }
  return name === undefined ? {} : { cardholderName: name };
}

/**
 * Confirms the intent with what the shopper typed. One confirm at a time; the typed
 * values are kept whatever happens, so a declined shopper can fix one field and retry.
 */
export function useCardConfirm({ client, intentId, values, onInvalid, emit }: Inputs) {
  const { t } = useTranslation();
  const [status, setStatus] = useState<PaymentStatus>('idle');
  const [error, setError] = useState<PaymentError | null>(null);
  const busy = useRef(false);

  const confirm = useCallback(async (rawParams: unknown): Promise<IntentSummary> => {
    if (busy.current) throw porticoError('busy');
    const params = readConfirmParams(rawParams);
    if (!client || !intentId) throw porticoError('intent_missing');
    const current = values();
    const states = cardState(current);
    const invalid = Object.entries(states).filter(([, s]) => !s.valid).map(([field]) => field);
    const details = cardDetails(current);
    if (invalid.length > 0 || !details) {
      onInvalid();
      throw porticoError('validation_error', { fields: invalid });
    }

    busy.current = true;
    setStatus('processing');
    setError(null);
    try {
      const intent = await confirmPaymentIntent(client, intentId, {
        payment_method: { type: 'card', card: { ...details, ...(params.cardholderName ? { name: params.cardholderName } : {}) } },
        device_data: collectDeviceInfo(window),
      }).catch(async (error: unknown) => (await settledElsewhere(client, intentId, error)) ?? Promise.reject(error));
      if (isSuccessStatus(intent.status)) {
        setStatus('succeeded');
        emit('onSuccess', { intent: summary(intent) });
        return summary(intent);
      }
      if (intent.status === CANCELLED_STATUS) emit('onCancel', {});
      throw { code: 'unexpected_intent_status', messageKey: 'payment.error.default_backend_error', details: { status: intent.status } };
    } catch (caught) {
      const described = isDescribed(caught) ? caught : describePaymentError(caught, detectBrand(current.number)?.type);
      const shaped: PaymentError = {
        code: described.code,
        message: t(described.messageKey),
        details: isPlainData(described.details) ? described.details : {},
        ...(described.original_code ? { original_code: described.original_code } : {}),
      };
      setStatus('idle');
      setError(shaped);
      emit('onError', shaped);
      throw shaped;
    } finally {
      busy.current = false;
    }
  }, [client, intentId, values, onInvalid, emit, t]);

  const reset = useCallback(() => {
    setError(null);
    setStatus('idle');
  }, []);

  return { status, error, confirm, reset };
}

/**
 * A confirm whose answer was lost (timeout, network) may still have charged the card,
 * and a 409 means an earlier confirm already did. Before telling the shopper it
 * failed, ask the provider: a paid intent is a success, never a second charge.
 */
async function settledElsewhere(client: ApiClient, intentId: string, error: unknown): Promise<PaymentIntent | null> {
  const unknownOutcome = isNetworkFailure(error) || isTimeout(error) || (isFetchError(error) && error.status === 409);
  if (!unknownOutcome) return null;
  try {
    const intent = await retrievePaymentIntent(client, intentId);
    return isSuccessStatus(intent.status) ? intent : null;
  } catch {
    return null;
  }
}

interface Described {
  code: string;
  messageKey: string;
  details: Record<string, unknown>;
  original_code?: string;
}

function isDescribed(value: unknown): value is Described {
  return typeof value === 'object' && value !== null && typeof (value as Described).messageKey === 'string';
}
