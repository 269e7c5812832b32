/**
 * A record many components of one frame share (the payment request, the session of
 * spec §3): read whole, changed field by field, and watched with React's
 * `useSyncExternalStore`, so only the components that read it re-render.
 */
import { useSyncExternalStore } from 'react';

export interface Store<T> {
  readonly get: () => T;
  readonly set: (change: Partial<T>) => void;
  readonly subscribe: (listener: () => void) => () => void;
}

export function createStore<T extends object>(initial: T): Store<T> {
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

/** The store's record, re-rendering the caller when it changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get);
}
