/**
 * The shared session of spec §3, one small external store that screens read with
 * `useSyncExternalStore`. State is replaced, never mutated, so a selector that
 * returns a slice of it returns a stable value between changes.
 *
 * Spec §3 also names an occ account and a currency switcher; they join the state
 * when a screen needs them (their fields are not shown).
 */
import { useSyncExternalStore } from 'react';
import type { PaymentError } from '../../../protocol';
import { SHOWN_CARD_BRANDS } from '../../../protocol/card-brand-order';

/** Spec §9: brands shown by default (the protocol's table). */
const DEFAULT_CARD_BRANDS = SHOWN_CARD_BRANDS.default;

interface SessionQuote {
  readonly id: string;
  readonly target_currency: string;
}

interface SessionIntent {
  readonly id: string;
  readonly customer_id?: string;
}

/** Fields beyond `id` are not shown in the spec. */
interface SessionCustomer {
  readonly id: string;
}

interface SessionConsent {
  readonly id: string;
}

/** Spec §4: starts as `initial`; the other values are not shown. */
type SessionStatus = 'initial' | (string & {});

export interface SessionState {
  readonly error: PaymentError | null;
  readonly quote: SessionQuote | null;
  readonly intent: SessionIntent | null;
  readonly customer: SessionCustomer | null;
  readonly consents: readonly SessionConsent[];
  readonly consent: SessionConsent | null;
  readonly status: SessionStatus;
  readonly supportedCardBrands: readonly string[];
  readonly activePaymentMethodType: string | null;
}

const INITIAL_SESSION: SessionState = {
  error: null,
  quote: null,
  intent: null,
  customer: null,
  consents: [],
  consent: null,
  status: 'initial',
  supportedCardBrands: DEFAULT_CARD_BRANDS,
  activePaymentMethodType: null,
};

export interface SessionStore {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Merges `patch` into the state; listeners run only if a field changed. */
  update(patch: Partial<SessionState>): void;
  setError(error: PaymentError | null): void;
  setQuote(quote: SessionQuote | null): void;
  setIntent(intent: SessionIntent | null): void;
  setCustomer(customer: SessionCustomer | null): void;
  setConsents(consents: readonly SessionConsent[]): void;
  setConsent(consent: SessionConsent | null): void;
  setStatus(status: SessionStatus): void;
  setSupportedCardBrands(brands: readonly string[]): void;
  /** Spec §4: setting a new active payment method type clears the current error. */
  setActivePaymentMethodType(type: string | null): void;
  reset(): void;
}

export function createSessionStore(initial: Partial<SessionState> = {}): SessionStore {
  const start: SessionState = { ...INITIAL_SESSION, ...initial };
  let state = start;
  const listeners = new Set<() => void>();

  function update(patch: Partial<SessionState>): void {
    const changed = (Object.keys(patch) as Array<keyof SessionState>).some((key) => !Object.is(patch[key], state[key]));
    if (!changed) return;
    state = { ...state, ...patch };
    for (const listener of [...listeners]) listener();
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    update,
    setError: (error) => update({ error }),
    setQuote: (quote) => update({ quote }),
    setIntent: (intent) => update({ intent }),
    setCustomer: (customer) => update({ customer }),
    setConsents: (consents) => update({ consents }),
    setConsent: (consent) => update({ consent }),
    setStatus: (status) => update({ status }),
    setSupportedCardBrands: (supportedCardBrands) => update({ supportedCardBrands }),
    setActivePaymentMethodType(type) {
      if (type === state.activePaymentMethodType) return;
      update({ activePaymentMethodType: type, error: null });
    },
    reset: () => update(start),
  };
}

/** The one session of this frame. */
const sessionStore = createSessionStore();

/**
 * Reads a slice of the session and re-renders when it changes. The selector must
 * return a value from the state (or a primitive), not a new object each call.
 */
export function useSession<T>(selector: (state: SessionState) => T, store: SessionStore = sessionStore): T {
  return useSyncExternalStore(
    store.subscribe,
    () => selector(store.getState()),
    () => selector(store.getState()),
  );
}
