/**
 * What the 3-D Secure pages use besides React and the protocol. They reach it
 * through the confirm chunk (`loadConfirmPayment()`), never by static import: a
 * module shared by two lazy chunks becomes a chunk of its own, and then the
 * bundler also moves React and the protocol out of the entry into extra chunks on
 * every frame's critical path (measured: +2.6 KB gzip on the card's).
 */
export { createApiClient } from '../api/client';
export { retrievePaymentIntent } from '../api/payment-intents';
export { CALLBACK_MESSAGE_TYPE, callbackUrl, waitForCallback } from './callback-message';
export { readHashOptions } from './page-options';
export { CHALLENGE_STAGE, readRedirectForm, submitRedirectForm } from './redirect-form';
export { storeReturnTarget, takeReturnTarget, withOutcome } from './return-target';
export { challengeResultOf } from './challenge-result';
