/**
 * Confirming an intent dispatches on `payment_method.type`: one handler per
 * method family, each in its own module. A type with no handler is a 400.
 */
import { invalid } from '../../core/errors';
import type { SandboxStore } from '../../core/store';
import type { Intent } from '../../model/intent-types';
import { isObject } from '../validation';
import { confirmWithCard } from './card';
import { NON_CARD_HANDLERS } from './handlers';

export interface ConfirmContext {
  readonly intent: Intent;
  /** The whole confirm body, already known to be a JSON object. */
  readonly body: Record<string, unknown>;
  /** `payment_method` from the body, already known to be an object with a string `type`. */
  readonly paymentMethod: Record<string, unknown> & { readonly type: string };
  readonly store: SandboxStore;
  /** The sandbox's own origin as the browser sees it (for simulator page URLs). */
  readonly origin: string;
  readonly now: Date;
}

export interface ConfirmResult {
  readonly status: 200 | 400;
  readonly body: unknown;
  readonly intent: Intent;
  /** Further records to store in the same write (e.g. a shopper session). */
  readonly records?: ReadonlyArray<{ readonly collection: 'sessions' | 'payment_methods' | 'consents'; readonly record: { readonly id: string } }>;
}

export type ConfirmHandler = (ctx: ConfirmContext) => ConfirmResult | Promise<ConfirmResult>;

/** payment_method.type → handler. Method families register here. */
export const CONFIRM_HANDLERS: Readonly<Record<string, ConfirmHandler>> = {
  card: confirmWithCard,
  ...NON_CARD_HANDLERS,
};

export function readPaymentMethod(body: Record<string, unknown>): Record<string, unknown> & { type: string } {
  const pm = body.payment_method;
  if (pm === undefined || pm === null) throw invalid('payment_method', 'required', 'payment_method is required.');
  if (!isObject(pm)) throw invalid('payment_method', 'must_be_object');
  if (typeof pm.type !== 'string' || !Object.hasOwn(CONFIRM_HANDLERS, pm.type)) {
    throw invalid('payment_method.type', 'unsupported', `payment_method.type must be one of: ${Object.keys(CONFIRM_HANDLERS).join(', ')}.`);
  }
  return pm as Record<string, unknown> & { type: string };
}
