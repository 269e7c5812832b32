/**
 * The readers of the calls only some merchants make: `update()` (a new intent, language or
 * look), recurring mode's consent calls and an express checkout's answers to its wallet sheet. Built on its own (rollup.config.ts) and
 * served beside the SDK as `portico-calls.mjs`; the SDK loads it from the checkout origin
 * the first time one of these calls is made (sdk/call-readers.ts), so a merchant who never
 * makes one never downloads their rules and messages.
 */
import { readCreateConsentParams, readExpressIntent, readShippingUpdate, readUpdateParams, readVerifyConsentParams } from '../protocol';

export const ON_DEMAND_CALL_READERS = {
  update: readUpdateParams,
  createPaymentConsent: readCreateConsentParams,
  verifyConsent: readVerifyConsentParams,
  onpaymentauthorized: readExpressIntent,
  onApplePaySessionUpdate: readShippingUpdate,
};
