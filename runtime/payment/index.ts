export { ElementFrame } from './ElementFrame';
export { useConfirmIntent, type PaymentTarget } from './use-confirm-intent';
export type { LinkPopup, PaymentMethodDraft, PaymentStatus, ReadyDraft } from './confirm-types';
export { ConfirmActivityContext, type ConfirmActivity } from './confirm-activity';
export { useSessionState, useSessionStore, useSupportedBrands, type SessionStatus } from './session-store';
export { ConsentCreationHostContext, useConsentCreation } from './use-consent-creation';
