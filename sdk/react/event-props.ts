/**
 * The `on…` props of an element component, one per event the kind emits, each with
 * what it says (docs/sdk.md "Events"), so an editor shows it on hover. Types only.
 */
import type { ElementEventName, ElementEventNameOf, ElementEventPayload, ElementEventReply, ElementKind } from '../index';

/** The prop an event is handled by: `ready` → `onReady`. */
export type HandlerProp<N extends ElementEventName> = `on${Capitalize<N>}`;
type EventOfProp<P> = P extends `on${infer Rest}` ? Extract<Uncapitalize<Rest>, ElementEventName> : never;

/** What each event says; the value types are the props' below. */
export interface ElementEventDocs {
  /** The frame is drawn and takes input: `{ kind, title }`. Enable your Pay button from here. */
  readonly onReady: unknown;
  /** The form's state changed (the kind's own payload: `complete`, `empty`, …); never the same payload twice. */
  readonly onChange: unknown;
  /** The shopper pressed Enter in the frame (or the drop-in's own Pay button, which the SDK confirms). */
  readonly onSubmit: unknown;
  /** `confirm()` paid: `{ intent: { id, status, amount?, currency? } }` (amounts in major units). */
  readonly onSuccess: unknown;
  /** An error, with `code`, `message`, `details` and whose it is (`audience`). Without this prop it is logged to the console. */
  readonly onError: unknown;
  /** The intent was found cancelled: it can no longer be paid; create a new one. */
  readonly onCancel: unknown;
  /** A field got focus: `{ field }`. */
  readonly onFocus: unknown;
  /** A field lost focus: `{ field }`. */
  readonly onBlur: unknown;
  /** The frame's height changed: `{ height }` (the SDK already resizes the iframe). */
  readonly onResize: unknown;
  /** The issuer's facts once 8 digits are typed: `{ brand, type, issuer_country }`, never the digits. */
  readonly onBinInfo: unknown;
  /** A 3-D Secure challenge is shown (`overlay`, `popup`) or the page is about to go to it (`redirect`): `{ mode }`. */
  readonly on3dsChallenge: unknown;
  /** How the 3-D Secure challenge ended on the bank's side: `{ outcome, reason? }`. */
  readonly on3dsResult: unknown;
  /** The page is about to leave for the bank: `{ url }`; the SDK follows it after your handlers ran. */
  readonly onRedirect: unknown;
  /** Reserved for methods that need it: `{ intent }`. */
  readonly onComplete: unknown;
  /** Recurring mode: the consent was created, verified, or waits for micro-deposits: `{ consent }`. */
  readonly onConsent: unknown;
  /** Express checkout: the shopper authorised the wallet's sheet; return (or resolve) the intent to pay. */
  readonly onPaymentAuthorized: unknown;
  /** Express checkout: the shopper picked another shipping address; you may return a new total. */
  readonly onShippingChange: unknown;
}

/** `onReady`, `onChange`, …: each event the kind emits as a prop, its payload typed by the kind. */
export type ElementEventProps<K extends ElementKind> = {
  readonly [P in keyof ElementEventDocs as EventOfProp<P> extends ElementEventNameOf<K> ? P : never]?: (
    payload: ElementEventPayload<EventOfProp<P>, K>,
  ) => ElementEventReply<EventOfProp<P>>;
};
