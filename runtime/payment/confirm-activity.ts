/**
 * What a screen holding a method body (the drop-in) learns of its payment: whether
 * a confirm is running (its Pay button locks) and the payment's status (it hides
 * the button while the shopper pays elsewhere or once paid), and may add the chosen
 * currency quote to the confirm. Outside such a screen
 * nobody listens.
 */
import { createContext } from 'react';
import type { ConfirmQuoteFields } from '../platform/api/payment-intents';
import type { PaymentStatus } from './confirm-types';

export interface ConfirmActivity {
  readonly busy: (running: boolean) => void;
  readonly status: (status: PaymentStatus) => void;
  /** The currency switcher's quote for the confirm body; throws a payment error to stop the confirm before anything is sent. */
  readonly fields?: () => ConfirmQuoteFields | undefined;
}

export const ConfirmActivityContext = createContext<ConfirmActivity | null>(null);
