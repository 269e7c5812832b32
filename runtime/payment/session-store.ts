/**
 * The frame's shared session (spec §3), the runtime's one session store, held per frame,
 * not per body: in the drop-in each method's body comes and goes as the shopper switches
 * methods, and the session must outlive them. Keyed by the frame's call registry, which
 * lives exactly as long as the frame. Its fields, and who writes them:
 * - `status`: `initial` (spec §4) until a payment in this frame has a status of its own
 *   (the drop-in's confirm activity, the consent flow);
 * - `mode`: spec §4's, recurring once a consent is created, payment once a confirm is
 *   received; it starts as the payment request asks (host/payment-request.ts);
 * - `consent`: the consent the shopper agrees to, created or read;
 * - `error`: the last payment failure, shown by the body that pays (use-confirm-intent.ts);
 *   a new active method clears it (spec §4: the drop-in's method switch);
 * - `quote`: the quote the drop-in's currency switcher offers (features/dropin/currency/);
 * - `brands`: the supported card brands, those a card body takes: the merchant's `brands`
 *   option, narrowed by the drop-in to the provider's schemes for the intent; `null`: every brand.
 *
 * What else spec §3 names, and why it is not here, is docs/spec-deviations.md's row.
 */
import type { CardBrand, PaymentError } from '../../protocol';
import type { PaymentConsent } from '../platform/api/payment-consents';
import type { HeldQuote } from '../platform/api/quote';
import type { CallRegistry } from '../host/call-registry';
import { useElementFrame } from '../host/context';
import { createStore, useStore, type Store } from '../platform/lib/store';
import type { PaymentStatus } from './confirm-types';

/** Spec §4: `initial` until a payment in this frame has a status of its own. */
export type SessionStatus = 'initial' | PaymentStatus;

export interface SessionState {
  readonly status: SessionStatus;
  readonly mode: 'payment' | 'recurring';
  readonly consent: PaymentConsent | null;
  readonly error: PaymentError | null;
  readonly quote: HeldQuote | null;
  readonly brands: readonly CardBrand[] | null;
}

export type SessionStore = Store<SessionState>;

const stores = new WeakMap<CallRegistry, SessionStore>();

/** This frame's session, made on first use with the mode its payment request asks for. */
export function useSessionStore(): SessionStore {
  const { calls, request, options } = useElementFrame();
  let store = stores.get(calls);
  if (!store) {
    const brands = options.brands ?? null;
    store = createStore<SessionState>({ status: 'initial', mode: request.get().mode, consent: null, error: null, quote: null, brands });
    stores.set(calls, store);
  }
  return store;
}

/** The frame's session, re-rendering when it changes. */
export function useSessionState(): SessionState {
  return useStore(useSessionStore());
}

/** The card brands a card body takes (the session's); `undefined`: every brand. */
export function useSupportedBrands(): readonly CardBrand[] | undefined {
  return useSessionState().brands ?? undefined;
}
