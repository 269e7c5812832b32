export { useElementFrame, usePaymentRequest, useEmit, useParentCall, useOnClear, useOnFocusRequest, type Emit } from './context';
export { connectEarly, type Connect } from './early-connect';
export { useChangeEvent } from './use-change-event';
