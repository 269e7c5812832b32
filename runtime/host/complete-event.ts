/**
 * Spec §4's `onComplete`: right after each `onSuccess`, `onError` and `onCancel` the
 * frame sends, naming the outcome (protocol/events/popups.ts), so that every way a payment's
 * flow ends (a confirm, a wallet's sheet, a bank link, an expired QR code) says so
 * in one event, with no screen having to remember it.
 */
import { completeOutcomeOf, type HostEvent, type HostEventMap } from '../../protocol';
import type { ParentBridge } from './parent-bridge';

export function emitWithComplete<E extends HostEvent>(bridge: Pick<ParentBridge, 'emit'>, event: E, payload: HostEventMap[E]): void {
  bridge.emit(event, payload);
  const outcome = completeOutcomeOf(event);
  if (outcome !== null) bridge.emit('onComplete', { outcome });
}
