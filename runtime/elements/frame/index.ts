export { ElementFrame, type ElementFrameProps } from './ElementFrame';
export { useElementFrame, useEmit, useParentCall, useOnClear, useOnFocusRequest, type Emit } from './context';
export { useConfirmIntent, type PaymentMethodDraft, type PaymentStatus, type ConfirmIntent } from './use-confirm-intent';
export { connectEarly, type Connect, type EarlyBridge } from './early-connect';
export { useChangeEvent } from './use-change-event';
