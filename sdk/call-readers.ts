import {
  readConfirmParams,
  readCreateConsentParams,
  readExpressIntent,
  readShippingUpdate,
  readUpdateParams,
  readVerifyConsentParams,
  type ParentCode,
} from '../protocol';

/** The parent codes the SDK sends for the merchant, with the protocol's reader of each (the frame reads them again). */
export const SDK_CALL_READERS = {
  confirm: readConfirmParams,
  update: readUpdateParams,
  createPaymentConsent: readCreateConsentParams,
  verifyConsent: readVerifyConsentParams,
  onpaymentauthorized: readExpressIntent,
  onApplePaySessionUpdate: readShippingUpdate,
} as const satisfies Partial<Record<ParentCode, unknown>>;
export type SdkCall = keyof typeof SDK_CALL_READERS;
