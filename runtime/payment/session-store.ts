/**
 * The frame's shared session (spec §3), the runtime's one session store: the payment's
 * status, which starts as `initial` (spec §4) and then follows the confirm of the body
 * paying in it; the mode (spec §4: recurring once a consent is created, payment once a
 * confirm is received); and the consent. Held per frame, not per body: in the drop-in
 * each method's body comes and goes as the shopper switches methods, and the session
 * must outlive them. Keyed by the frame's call registry, which lives exactly as long as
 * the frame.
 *
 * What else spec §3 names stays where its one screen keeps it, or is not kept: the
 * payment error with the body whose confirm failed (a new method's body starts without
 * one, spec §4); the quote and the currency switcher in the drop-in's switcher
 * (dropin/currency/); the intent and customer in the frame's options and address; the
 * customer's consents as the drop-in's saved methods; the supported card brands where
 * they are shown (ui/marks/AcceptedBrands.tsx). No screen has an occ account.
 */
import { useSyncExternalStore } from 'react';
import type { PaymentConsent } from '../platform/api/payment-consents';
import type { CallRegistry } from '../host/call-registry';
import { useElementFrame } from '../host/context';
import type { PaymentStatus } from './confirm-types';

/** Spec §4: `initial` until a payment in this frame has a status of its own. */
export type SessionStatus = 'initial' | PaymentStatus;

export interface SessionState {
  readonly status: SessionStatus;
  readonly mode: 'payment' | 'recurring';
  readonly consent: PaymentConsent | null;
}

export interface SessionStore {
  readonly get: () => SessionState;
  readonly set: (change: Partial<SessionState>) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

const stores = new WeakMap<CallRegistry, SessionStore>();

function createSessionStore(initial: SessionState): SessionStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (change) => {
      state = { ...state, ...change };
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** This frame's session, made on first use with the mode its options ask for. */
export function useSessionStore(): SessionStore {
  const { calls, options } = useElementFrame();
  let store = stores.get(calls);
  if (!store) {
    store = createSessionStore({ status: 'initial', mode: options.mode === 'recurring' ? 'recurring' : 'payment', consent: null });
    stores.set(calls, store);
  }
  return store;
}

/** The frame's session, re-rendering when it changes. */
export function useSessionState(): SessionState {
  const store = useSessionStore();
  return useSyncExternalStore(store.subscribe, store.get);
}
