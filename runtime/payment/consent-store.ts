/**
 * The frame's recurring-mode state (spec §4: recurring once a consent is created,
 * payment once a confirm is received) and its consent. Held per frame, not per body:
 * in the drop-in each method's body comes and goes as the shopper switches methods,
 * and the consent must outlive them. Keyed by the frame's call registry, which lives
 * exactly as long as the frame.
 */
import { useSyncExternalStore } from 'react';
import type { PaymentConsent } from '../platform/api/payment-consents';
import type { CallRegistry } from '../host/call-registry';
import { useElementFrame } from '../host/context';

export interface ConsentState {
  readonly mode: 'payment' | 'recurring';
  readonly consent: PaymentConsent | null;
}

export interface ConsentStore {
  readonly get: () => ConsentState;
  readonly set: (change: Partial<ConsentState>) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

const stores = new WeakMap<CallRegistry, ConsentStore>();

function createStore(initial: ConsentState): ConsentStore {
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

/** This frame's store, made on first use with the mode its options ask for. */
export function useConsentStore(): ConsentStore {
  const { calls, options } = useElementFrame();
  let store = stores.get(calls);
  if (!store) {
    store = createStore({ mode: options.mode === 'recurring' ? 'recurring' : 'payment', consent: null });
    stores.set(calls, store);
  }
  return store;
}

/** The frame's mode and consent, re-rendering when either changes. */
export function useConsentState(): ConsentState {
  const store = useConsentStore();
  return useSyncExternalStore(store.subscribe, store.get);
}
