/**
 * Spec §3's payment-request state: what the merchant asked this frame (or a checkout page
 * hosting a method body) to do, made once from its options and handshake, with the few
 * fields that change while it runs. One per frame, shared by its bodies
 * (`usePaymentRequest`, context.ts).
 */
import type { ElementKind, FrameOptions } from '../../protocol';
import { createStore, type Store } from '../platform/lib/store';

type PaymentMode = NonNullable<FrameOptions['mode']>;

export interface PaymentRequestState {
  /** The merchant page is proven (its origin named by the browser, or its ACK heard): only then is the body shown and `onReady` sent. */
  readonly initialized: boolean;
  /** The secret the frame pays with: its address's (in `options` or beside them), then the one `update({ intent_id, client_secret })` gave. */
  readonly client_secret: string | null;
  /** The merchant's `currency` option (recurring mode: nothing is paid now, the saved methods' currency); a payment's own is its intent's. */
  readonly currency: string | null;
  /** The element kind; `all` on the checkout's own page, which offers every method (spec §3's default). */
  readonly componentName: ElementKind | 'all';
  /** Spec §3's default `payment`, unless the options ask for `recurring`. */
  readonly mode: PaymentMode;
  /**
   * The merchant page's origin as the handshake pinned it, never the referrer (a referrer can be
   * stripped by policy or name another page: docs/spec-deviations.md); `null` on the checkout's own pages.
   */
  readonly origin: string | null;
  /** The Pay button is locked: a press is on its way to a confirm, or a confirm runs. */
  readonly disablePay: boolean;
}

export type PaymentRequest = Store<PaymentRequestState>;

/** Positional, as the frame's first render makes it (fewer bytes on every element's path than a named record). */
export function createPaymentRequest(
  kind: ElementKind | null,
  options: Partial<FrameOptions>,
  clientSecret: string | null,
  origin: string | null,
  initialized: boolean,
): PaymentRequest {
  return createStore<PaymentRequestState>({
    initialized,
    client_secret: clientSecret,
    currency: options.currency ?? null,
    componentName: kind ?? 'all',
    // The options' reader kept `payment` or `recurring` only (router/options.ts).
    mode: options.mode ?? 'payment',
    origin,
    disablePay: false,
  });
}
