export { ElementFrame, type ElementFrameProps } from './ElementFrame';
export { useElementFrame, useEmit, useParentCall, useOnClear, useOnFocusRequest, type Emit } from './context';
export { useConfirmIntent, type PaymentMethodDraft, type PaymentStatus, type ConfirmIntent, type PaymentTarget, type ReadyDraft, type LinkPopup } from '../payment/use-confirm-intent';
export { useIntentPolling, POLL_DELAYS_MS } from '../payment/use-intent-polling';
export { ConfirmActivityContext, type ConfirmActivity } from '../payment/confirm-activity';
export { connectEarly, type Connect, type EarlyBridge } from './early-connect';
export { useChangeEvent } from './use-change-event';
export { useConsentState, type ConsentState } from '../payment/consent-store';
export { ConsentCreationHostContext, useConsentCreation, useConsentCreationHosted } from '../payment/use-consent-creation';
