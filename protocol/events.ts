/**
 * Events the checkout frame emits to the merchant page (spec §4). The key is the
 * wire name; the value is the name a merchant subscribes to with `element.on()`.
 * New events are added here first; both sides derive their types from this table.
 */
export const HOST_EVENTS = {
  onReady: 'ready',
  onSubmit: 'submit',
  onSuccess: 'success',
  onError: 'error',
  onCancel: 'cancel',
  onChange: 'change',
  onResize: 'resize',
  onRedirect: 'redirect',
  onComplete: 'complete',
  onFocus: 'focus',
  onBlur: 'blur',
} as const satisfies Record<string, string>;

export type HostEvent = keyof typeof HOST_EVENTS;
export type ElementEventName = (typeof HOST_EVENTS)[HostEvent];

export function isHostEvent(value: unknown): value is HostEvent {
  return typeof value === 'string' && Object.hasOwn(HOST_EVENTS, value);
}

export const ELEMENT_EVENT_NAMES = Object.values(HOST_EVENTS) as readonly ElementEventName[];

export function isElementEventName(value: unknown): value is ElementEventName {
  return typeof value === 'string' && (ELEMENT_EVENT_NAMES as readonly string[]).includes(value);
}

/** Wire name for a merchant-facing event name. */
export const HOST_EVENT_BY_NAME = Object.fromEntries(
  Object.entries(HOST_EVENTS).map(([wire, name]) => [name, wire]),
) as { [K in HostEvent as (typeof HOST_EVENTS)[K]]: K };
