/**
 * What a confirm handler gets and gives back. Types only: the handlers and the
 * table that names them (handlers.ts) both import this, and it imports neither.
 */
import type { SandboxStore } from '../../core/store';
import type { Intent } from '../../model/intent-types';
import type { Refusal } from '../../core/idempotency';

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
  readonly records?: ReadonlyArray<{
    readonly collection: 'sessions' | 'payment_methods' | 'consents' | 'card_outcomes';
    readonly record: { readonly id: string };
  }>;
}

/** Synchronous: it runs inside the confirm's database transaction. */
export type ConfirmHandler = (ctx: ConfirmContext) => ConfirmResult | Refusal;
