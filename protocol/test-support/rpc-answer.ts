/**
 * Reads Comlink's answer to a call forged on a raw port (the guard's tests post messages
 * Comlink's `wrap()` would never send, so they read the answers by hand): a `RAW` value,
 * or a thrown payment error; else `null`. The SDK itself reads answers through Comlink.
 */
import { isPaymentError, type PaymentError } from '../errors';
import { isPlainData, isRecord } from '../boundary/plain-data';

export type RpcAnswer =
  { readonly id: string; readonly ok: true; readonly value: unknown } | { readonly id: string; readonly ok: false; readonly error: PaymentError };

export function readRpcAnswer(data: unknown): RpcAnswer | null {
  if (!isRecord(data) || !isPlainData(data) || typeof data.id !== 'string') return null;
  if (data.type === 'RAW') return { id: data.id, ok: true, value: data.value };
  if (data.type !== 'HANDLER' || data.name !== 'throw' || !isRecord(data.value)) return null;
  const thrown = data.value;
  return thrown.isError === false && isPaymentError(thrown.value) ? { id: data.id, ok: false, error: thrown.value } : null;
}
