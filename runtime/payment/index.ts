export { ElementFrame, type ElementFrameProps } from './ElementFrame';
export { useConfirmIntent, type PaymentMethodDraft, type PaymentStatus, type ConfirmIntent, type PaymentTarget, type ReadyDraft, type LinkPopup } from './use-confirm-intent';
export { useIntentPolling, POLL_DELAYS_MS } from './use-intent-polling';
export { ConfirmActivityContext, type ConfirmActivity } from './confirm-activity';
export { useConsentState, type ConsentState } from './consent-store';
export { ConsentCreationHostContext, useConsentCreation, useConsentCreationHosted } from './use-consent-creation';
