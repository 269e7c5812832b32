/**
 * Spec §4's host events for popups and for a payment's end. A popup event names the
 * popup; `onComplete` follows each `onSuccess`, `onError` and `onCancel` the frame
 * emits, naming the outcome, so a merchant has one place to learn that a flow is over.
 */

/**
 * The popups whose life is reported: the bank link's window (the frame's,
 * runtime/features/direct-debit/bank-link/link-popup.ts), the 3-D Secure challenge in popup mode (the
 * SDK's own window, sdk/three-ds/challenge.ts) and the wallets' sheets
 * (runtime/features/wallets/common/use-sheet-events.ts; never `blocked`).
 */
export const POPUP_KINDS = ['bank_link', '3ds', 'apple_pay', 'google_pay'] as const;
export type PopupKind = (typeof POPUP_KINDS)[number];

/** What became of a popup, and the event that says so. */
export const POPUP_EVENTS = {
  opened: 'onPopupOpened',
  blocked: 'onPopupBlocked',
  closed: 'onPopupClosed',
} as const;
export type PopupState = keyof typeof POPUP_EVENTS;
export type PopupHostEvent = (typeof POPUP_EVENTS)[PopupState];

export interface PopupEvent {
  readonly popup: PopupKind;
}

/** The events that end a payment's flow, and the outcome `onComplete` names for each. */
export const COMPLETE_OUTCOMES = {
  onSuccess: 'success',
  onError: 'error',
  onCancel: 'cancel',
} as const;
export type CompleteOutcome = (typeof COMPLETE_OUTCOMES)[keyof typeof COMPLETE_OUTCOMES];

export interface CompleteEvent {
  readonly outcome: CompleteOutcome;
}

export function isPopupKind(value: unknown): value is PopupKind {
  return (POPUP_KINDS as readonly unknown[]).includes(value);
}

export function isCompleteOutcome(value: unknown): value is CompleteOutcome {
  return (Object.values(COMPLETE_OUTCOMES) as readonly unknown[]).includes(value);
}

/** The outcome an event ends a flow with, or null for an event that ends none. */
export function completeOutcomeOf(event: string): CompleteOutcome | null {
  return Object.hasOwn(COMPLETE_OUTCOMES, event) ? COMPLETE_OUTCOMES[event as keyof typeof COMPLETE_OUTCOMES] : null;
}
