export { ElementFrame } from './ElementFrame';
export { useConfirmIntent, type PaymentMethodDraft, type PaymentStatus, type PaymentTarget, type ReadyDraft, type LinkPopup } from './use-confirm-intent';
export { ConfirmActivityContext, type ConfirmActivity } from './confirm-activity';
export { useSessionState, useSessionStore, type SessionStatus } from './session-store';
export { ConsentCreationHostContext, useConsentCreation } from './use-consent-creation';
