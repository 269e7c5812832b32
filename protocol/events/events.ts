/**
 * Events the checkout frame emits to the merchant page (spec §4), by wire name.
 * A merchant subscribes by the wire name without its `on` (`onReady` → `ready`);
 * both sides derive their types from this table. New events are added here first.
 * `true`: a merchant may subscribe; `false`: the SDK's own (it acts on it and no
 * merchant handler ever sees it).
 */
export const HOST_EVENTS = {
  onReady: true,
  onSubmit: true,
  onSuccess: true,
  onError: true,
  onCancel: true,
  onChange: true,
  onResize: true,
  onRedirect: true,
  onComplete: true,
  onFocus: true,
  onBlur: true,
  /** Issuer facts of the card being typed, once 8 digits are known: never the digits (spec §9). */
  onBinInfo: true,
  /** 3-D Secure: a challenge is shown (or the page is about to go to it), and how it ended. */
  on3dsChallenge: true,
  on3dsResult: true,
  /** A split field's message to the other frames of its group, for the SDK to forward (element-groups.ts). */
  onGroupMessage: false,
  /**
   * A split field is complete: the SDK focuses the iframe of the group's field `kind`, and
   * that frame focuses its input. WebKit refuses focus() from a cross-origin frame's own
   * script outside a user gesture, but lets the merchant page focus an iframe.
   */
  onFocusTo: false,
  /**
   * The frame's boot markup is on screen and takes keys, before its runtime has loaded
   * (runtime/host/boot/): the SDK tells the merchant `ready` (same payload as onReady).
   * The runtime's own onReady follows once it has taken the fields over ("wired"): a
   * confirm() waits for that, and the handshake's time-out runs until it comes.
   */
  onBootReady: false,
  /**
   * A wallet's express checkout (no intent yet): the shopper authorised the payment in
   * the sheet. The merchant's handler returns the intent to pay (EVENT_REPLIES).
   */
  onPaymentAuthorized: true,
  /** The shopper picked another shipping address in the wallet's sheet; the handler may return a new total. */
  onShippingChange: true,
  /** Recurring mode: the consent was created, verified, or waits for the shopper's micro-deposit amounts (its id and status). */
  onConsent: true,
  /** A popup the frame opened for the shopper (popups.ts): open, stopped by the browser's blocker, closed. */
  onPopupOpened: true,
  onPopupBlocked: true,
  onPopupClosed: true,
} as const satisfies Record<`on${string}`, boolean>;

/**
 * Events a merchant answers: what the first handler returns (or resolves to) goes back
 * to the frame as this parent code (spec §4's Apple Pay session codes). No handler, or
 * one that throws, answers nothing (`undefined`), and the frame says what is missing.
 */
export const EVENT_REPLIES = {
  onPaymentAuthorized: 'onpaymentauthorized',
  onShippingChange: 'onApplePaySessionUpdate',
} as const satisfies Partial<Record<keyof typeof HOST_EVENTS, string>>;
export type RepliedEvent = keyof typeof EVENT_REPLIES;

export type HostEvent = keyof typeof HOST_EVENTS;
/** The events a merchant may subscribe to. */
type MerchantHostEvent = { [E in HostEvent]: (typeof HOST_EVENTS)[E] extends true ? E : never }[HostEvent];
/** The name a merchant subscribes to: `onReady` → `ready`. */
export type EventNameOf<E extends HostEvent> = E extends `on${infer Rest}` ? Uncapitalize<Rest> : never;
export type ElementEventName = EventNameOf<MerchantHostEvent>;

export function isHostEvent(value: unknown): value is HostEvent {
  return typeof value === 'string' && Object.hasOwn(HOST_EVENTS, value);
}

export function eventNameOf<E extends HostEvent>(event: E): EventNameOf<E> {
  return (event[2]!.toLowerCase() + event.slice(3)) as EventNameOf<E>;
}

export const ELEMENT_EVENT_NAMES = (Object.keys(HOST_EVENTS) as HostEvent[])
  .filter((event) => HOST_EVENTS[event])
  .map(eventNameOf) as readonly ElementEventName[];

export function isElementEventName(value: unknown): value is ElementEventName {
  return typeof value === 'string' && (ELEMENT_EVENT_NAMES as readonly string[]).includes(value);
}

/** Wire name for a merchant-facing event name (a type only: nothing to bundle). */
export type HostEventByName = { [K in MerchantHostEvent as EventNameOf<K>]: K };
