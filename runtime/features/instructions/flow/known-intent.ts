/**
 * The intent as a page that hosts a method body already retrieved it (the body then
 * needs no second look); absent in a frame, where the body looks itself.
 */
import { createContext } from 'react';
import type { PaymentIntent } from '../../../platform/api/payment-intents';

export const KnownIntentContext = createContext<PaymentIntent | null>(null);
