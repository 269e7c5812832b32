/**
 * What a screen holding a method body (the drop-in) learns of its payment: whether
 * a confirm is running (its Pay button locks) and the payment's status (it hides
 * the button while the shopper pays elsewhere or once paid). Outside such a screen
 * nobody listens.
 */
import { createContext } from 'react';
import type { PaymentStatus } from './use-confirm-intent';

export interface ConfirmActivity {
  readonly busy: (running: boolean) => void;
  readonly status: (status: PaymentStatus) => void;
}

export const ConfirmActivityContext = createContext<ConfirmActivity | null>(null);
