/**
 * What the 3-D Secure pages use besides React and the protocol, reached through the
 * confirm chunk (`loadConfirmPayment()`), which the paying frame has loaded already
 * and which holds the API client they need anyway: one chunk for the pages to fetch,
 * not one small shared chunk per helper.
 */
export { createApiClient } from '../../platform/api/client';
export { retrievePaymentIntent } from '../../platform/api/payment-intents';
export { CALLBACK_MESSAGE_TYPE, callbackUrl, waitForCallback } from './callback-message';
export { readHashOptions } from './page-options';
export { CHALLENGE_STAGE, readRedirectForm, submitRedirectForm } from '../../platform/api/redirect-form';
export { storeReturnTarget, takeReturnTarget, withOutcome } from './return-target';
export { challengeResultOf } from './challenge-result';
