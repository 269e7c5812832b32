import type { CompleteEvent, PopupEvent } from './popups';
import type { CONFIRM_OPTIONS, DISPLAY_OPTIONS, OptionsFromSpecs, UPDATE_SOURCE_OPTIONS } from '../options/element-options';
import type { ElementChange, ElementKind } from '../element-kinds';
import type { ElementField } from './element-changes';
import type { PaymentError } from '../errors';
import type { ParentCode } from '../codes';
import type { HostEvent } from './events';
import type { ChallengeEndReason, ChallengeRequest, ChallengeShown, ThreeDsResult } from '../boundary/three-ds';
import type { GroupMessage } from '../element-groups';
import type { ConsentSummary, CreateConsentParams, VerifyConsentParams } from '../options/consents';
import type { ElementRequest, ElementRequestResults } from '../element-requests';
import type { BinInfo, IntentSummary } from './summaries';

export type { BinInfo, IntentSummary } from './summaries';

export type { Appearance } from '../options/appearance';

export type ConfirmParams = OptionsFromSpecs<typeof CONFIRM_OPTIONS>;

/** `update` carries one of these; dispatch is on `action`, never on which key is present. */
/** A new intent for the element: both, or neither. */
type IntentSwap = { readonly intent_id: string; readonly client_secret: string } | { readonly intent_id?: never; readonly client_secret?: never };

export type UpdateParams =
  | ({ readonly action: 'options' } & OptionsFromSpecs<typeof DISPLAY_OPTIONS> & OptionsFromSpecs<typeof UPDATE_SOURCE_OPTIONS> & IntentSwap)
  | { readonly action: 'clear' }
  /** One of the element's requests (element-requests.ts): the frame answers with its result. */
  | { readonly action: ElementRequest }
  /**
   * A message of another frame of the element's group, relayed by the SDK: plain data,
   * read by `readGroupMessage` where it is acted on (element-groups.ts).
   */
  | { readonly action: 'group'; readonly message: UnreadGroupMessage };

/** A group message before `readGroupMessage` has read it. */
export type UnreadGroupMessage = GroupMessage | Readonly<Record<string, unknown>>;

/** What the SDK tells the paying frame after a challenge; the frame checks it against the provider. */
export interface ThreeDsCallParams {
  readonly reason?: ChallengeEndReason;
}

/** How an `on3ds*` code is answered: the intent a confirm's challenge paid, or the consent a verification's challenge saved the card on. */
export type ThreeDsAnswer = IntentSummary | ConsentSummary;

/** What each parent code carries in and answers with. Codes no screen handles yet take `unknown`. */
interface ParentCallMap {
  /** A `ChallengeRequest` reaches only the SDK, which shows the challenge and then sends an `on3ds*` code. */
  confirm: { params: ConfirmParams; result: IntentSummary | ChallengeRequest };
  /**
   * `updated: false`: an update from source `OTHER`, ignored (update-source.ts). An element's
   * request (`action: 'getIntent'`, …) answers its own result instead (element-requests.ts).
   */
  update: { params: UpdateParams; result: { updated: boolean } | ElementRequestResults[ElementRequest] };
  /** Recurring mode: a consent for the element's customer; the element then shows its terms. */
  createPaymentConsent: { params: CreateConsentParams; result: ConsentSummary };
  /**
   * Verifies the consent with the shopper's method: `VERIFIED`, or `PENDING_VERIFICATION` with micro-deposits to confirm.
   * A card whose issuer asks for a challenge at save answers a `ChallengeRequest` for its verification intent, as `confirm` does.
   */
  verifyConsent: { params: VerifyConsentParams; result: ConsentSummary | ChallengeRequest };
  /** What the challenge was for answers: the intent after `confirm`, the consent after `verifyConsent`. */
  on3dsSuccess: { params: ThreeDsCallParams; result: ThreeDsAnswer };
  on3dsError: { params: ThreeDsCallParams; result: ThreeDsAnswer };
  on3dsCancel: { params: ThreeDsCallParams; result: ThreeDsAnswer };
  on3dsChallengeError: { params: ThreeDsCallParams; result: ThreeDsAnswer };
  /** The merchant's answer to `onShippingChange` (nothing: the total stays). */
  onApplePaySessionUpdate: { params: ShippingUpdate | undefined; result: { updated: true } };
  onvalidatemerchant: { params: unknown; result: unknown };
  /** The merchant's answer to `onPaymentAuthorized`: the intent an express checkout pays (nothing: it cannot pay). */
  onpaymentauthorized: { params: ExpressIntent | undefined; result: { accepted: true } };
}

/** The intent a wallet's express checkout pays, made by the merchant's server once the shopper authorised. */
export interface ExpressIntent {
  readonly intent_id: string;
  readonly client_secret: string;
}

/** A merchant's answer to a shipping change: the new total (major units), or why it cannot ship there (shown in the sheet). */
export interface ShippingUpdate {
  readonly amount?: number;
  readonly error?: string;
}

/** The part of a shipping address a wallet shares before the shopper authorised (enough to price shipping). */
export interface ShippingAddress {
  readonly country_code: string;
  readonly postal_code: string;
  readonly city: string;
  readonly state: string;
}

export type WalletName = 'applepay' | 'googlepay';

export type CallParams<C extends ParentCode> = ParentCallMap[C]['params'];
export type CallResult<C extends ParentCode> = ParentCallMap[C]['result'];

export interface HostEventMap {
  /** `title` is the frame's translated accessible name for the iframe element. */
  onReady: { kind: ElementKind; title: string };
  onSubmit: Record<never, never>;
  onSuccess: { intent: IntentSummary };
  onError: PaymentError;
  onCancel: Record<never, never>;
  /** Each kind's own payload (protocol/element-kinds.ts); the SDK narrows it by kind. */
  onChange: ElementChange;
  onResize: { height: number };
  onRedirect: { url: string };
  /** After each onSuccess, onError and onCancel: the flow has ended, this way (popups.ts). */
  onComplete: CompleteEvent;
  onFocus: { field: ElementField };
  onBlur: { field: ElementField };
  onBinInfo: BinInfo;
  /** From the challenge page also `title`: its name in the shopper's language, for the overlay's frame and dialog. */
  on3dsChallenge: ChallengeShown;
  on3dsResult: ThreeDsResult;
  /** A group message as the SDK sees it: plain data it forwards unread (the receiving frame reads it). */
  onGroupMessage: UnreadGroupMessage;
  /** The kind of the group's frame to focus (the field after the complete one). */
  onFocusTo: { kind: ElementKind };
  onBootReady: HostEventMap['onReady'];
  onPaymentAuthorized: { wallet: WalletName; shipping_address: ShippingAddress | null };
  onShippingChange: { wallet: WalletName; shipping_address: ShippingAddress };
  onConsent: { consent: ConsentSummary };
  onPopupOpened: PopupEvent;
  onPopupBlocked: PopupEvent;
  onPopupClosed: PopupEvent;
}

// Compile-time proof that the maps above cover their tables exactly.
type Exact<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
void ([true, true] satisfies [Exact<keyof ParentCallMap, ParentCode>, Exact<keyof HostEventMap, HostEvent>]);
