/**
 * One reader per host event (spec §4): what a frame's event payload must look like
 * before a merchant's handler sees it. `null` means the SDK drops the event; no
 * reason is kept, since a frame that sends a bad payload is not one to argue with.
 * `change` is read by each element kind's own reader (element-kinds.ts).
 */
import { ELEMENT_KINDS, isElementKind, type ElementKind } from '../element-kinds';
import type { HostEvent } from './events';
import type { HostEventMap, IntentSummary, ShippingAddress } from './payloads';
import { isIntentStatus } from '../intent-status';
import { isWebUrl } from '../options/element-options';
import { isElementField, type ElementField } from './element-changes';
import { isPaymentError } from '../errors';
import { isRecord } from '../boundary/plain-data';
import { isText, nullable, optional, shape } from '../boundary/shape';
import { THREE_DS_EVENTS } from '../boundary/three-ds';
import { readConsentEvent } from '../options/consents';
import { isCompleteOutcome, isPopupKind } from './popups';

type EventReader<T> = (value: unknown) => T | null;

const MAX_HEIGHT_PX = 10_000;

const readIntent = shape<IntentSummary>({ id: isText, status: isIntentStatus, amount: optional((v) => typeof v === 'number'), currency: optional(isText) });
const readIntentEvent = shape<{ intent: IntentSummary }>({ intent: (v) => readIntent(v) !== null });
const readEmpty = shape<Record<never, never>>({});
const readField = shape<{ field: ElementField }>({ field: isElementField });
const isWallet = (value: unknown) => value === 'applepay' || value === 'googlepay';
const readPopupEvent = shape<HostEventMap['onPopupOpened']>({ popup: isPopupKind });
const readReady = shape<HostEventMap['onReady']>({ kind: isElementKind, title: isText });
const readShippingAddress = shape<ShippingAddress>({ country_code: isText, postal_code: isText, city: isText, state: isText });

/**
 * Events of a paying element. The 3-D Secure events come from the challenge page,
 * which only the SDK's on-demand challenge module talks to: their readers live in
 * three-ds.ts, so the SDK's core does not carry them (an element that sent one is dropped).
 */
type ElementHostEvent = Exclude<HostEvent, 'onChange' | (typeof THREE_DS_EVENTS)[number]>;

export const HOST_EVENT_READERS: { readonly [E in ElementHostEvent]: EventReader<HostEventMap[E]> } = {
  onReady: readReady,
  onBootReady: readReady,
  onSubmit: readEmpty,
  onSuccess: readIntentEvent,
  onError: (value) => (isPaymentError(value) ? value : null),
  onCancel: readEmpty,
  onResize: shape<HostEventMap['onResize']>({ height: (v) => typeof v === 'number' && v >= 0 && v < MAX_HEIGHT_PX }),
  // Only a web page: the SDK sends the merchant's page there.
  onRedirect: shape<HostEventMap['onRedirect']>({ url: isWebUrl }),
  onComplete: shape<HostEventMap['onComplete']>({ outcome: isCompleteOutcome }),
  onFocus: readField,
  onBlur: readField,
  onBinInfo: shape<HostEventMap['onBinInfo']>({ brand: isText, type: isText, issuer_country: nullable(isText) }),
  // Opaque to the SDK, which only forwards it: the receiving frame's guard reads it (readFrameUpdateParams).
  onGroupMessage: (value) => (isRecord(value) ? value : null),
  onFocusTo: shape<HostEventMap['onFocusTo']>({ kind: isElementKind }),
  onPaymentAuthorized: shape<HostEventMap['onPaymentAuthorized']>({ wallet: isWallet, shipping_address: nullable((v) => readShippingAddress(v) !== null) }),
  onShippingChange: shape<HostEventMap['onShippingChange']>({ wallet: isWallet, shipping_address: (v) => readShippingAddress(v) !== null }),
  onConsent: readConsentEvent,
  onPopupOpened: readPopupEvent,
  onPopupBlocked: readPopupEvent,
  onPopupClosed: readPopupEvent,
};

/** Reads an event's payload for an element of `kind`: `change` by that kind's own reader. */
export function readEventPayload<E extends HostEvent>(event: E, payload: unknown, kind: ElementKind): HostEventMap[E] | null {
  const reader = event === 'onChange' ? ELEMENT_KINDS[kind].readChange : HOST_EVENT_READERS[event as ElementHostEvent];
  return reader ? (reader as EventReader<HostEventMap[E]>)(payload) : null;
}
