/** The types of an element's public API: its event payloads, the answers a handler may give, what update() takes. */
import type {
  CallParams,
  ElementChangeByKind,
  ElementEventName,
  ElementKind,
  EVENT_REPLIES,
  HostEventByName,
  HostEventMap,
  MerchantError,
  RecurringKind,
  RepliedEvent,
  UpdateParams,
} from '../protocol';

/** Events only a wallet's sheet emits: the wallet buttons', and the drop-in's wallet methods (the same bodies). */
type WalletOnlyEvent = 'paymentAuthorized' | 'shippingChange';
/** Emitted only by kinds that can save a method on a consent (`mode: 'recurring'`). */
type RecurringOnlyEvent = 'consent';

/**
 * The events an element of kind `K` emits, what `on()` and the React `on…` props offer:
 * a card has no `paymentAuthorized`, a wallet button no `consent`.
 */
export type ElementEventNameOf<K extends ElementKind> =
  | Exclude<ElementEventName, WalletOnlyEvent | RecurringOnlyEvent>
  | (K extends 'apple-pay' | 'google-pay' | 'dropin' ? WalletOnlyEvent : never)
  | (K extends RecurringKind ? RecurringOnlyEvent : never);

/** What a handler of event `N` receives from an element of kind `K`: `change` is the kind's own payload. */
export type ElementEventPayload<N extends ElementEventName, K extends ElementKind = ElementKind> = N extends 'change'
  ? ElementChangeByKind[K]
  : N extends 'error'
    ? MerchantError
    : HostEventMap[HostEventByName[N]];
type WithoutAction<T> = T extends unknown ? Omit<T, 'action'> : never;
type FrameUpdate = WithoutAction<Extract<UpdateParams, { action: 'options' }>>;
/**
 * What `update()` takes: `locale`, `appearance`, and a new intent as `intent_id` with its
 * `client_secret`, or a fresh `client_secret` alone (after `client_secret_expired`), for
 * the intent its claims name; the SDK sends the frame both.
 */
export type ElementUpdate = FrameUpdate | (Omit<FrameUpdate, 'intent_id' | 'client_secret'> & { readonly client_secret: string; readonly intent_id?: never });
/** What `update()` resolves with: `updated: false` when the frame ignored it (`source: 'OTHER'`, spec §4) and nothing changed. */
export interface UpdateResult {
  readonly updated: boolean;
}

/** What a handler of `N` may return: the answer to an event the frame asks about (EVENT_REPLIES), else nothing. */
export type ElementEventReply<N extends ElementEventName> = HostEventByName[N] extends RepliedEvent
  ? CallParams<(typeof EVENT_REPLIES)[HostEventByName[N]]> | Promise<CallParams<(typeof EVENT_REPLIES)[HostEventByName[N]]>>
  : void;
