// What a confirm takes and where it stands: shared by the confirm hook (use-confirm-intent.ts)
// and the modules it drives (consent, session store, confirm activity), which must not import the hook back.
import type { PaymentMethodInput } from '../platform/api/payment-intents';

/**
 * `verifying`: the shopper is in the bank's 3-D Secure challenge (shown by the SDK on the merchant page).
 * `waiting`: the shopper pays elsewhere (`action`: a QR code to scan, instructions, a bank's page).
 */
export type PaymentStatus = 'idle' | 'processing' | 'verifying' | 'waiting' | 'succeeded';

/** What an element built from the shopper's input: a payment method, or the fields still wrong. */
export type PaymentMethodDraft =
  | {
      readonly ok: true;
      readonly paymentMethod: PaymentMethodInput;
      readonly brand?: string;
      /** Save the card for the intent's customer once paid (`save_payment_method`). */
      readonly save?: true;
      /** A redirect method's way back (`return_url`): the checkout's result page. */
      readonly returnUrl?: string;
      /**
       * A checkout page to send in `onRedirect` in place of the provider's URL: it re-reads
       * the intent and follows its next action itself (`/page/redirect-wechat`).
       */
      readonly redirectVia?: string;
      /** A bank-link popup the shopper's click opened (runtime/payment/bank-link/): a `redirect` goes there, not the whole page. */
      readonly linkPopup?: LinkPopup;
    }
  | { readonly ok: false; readonly fields: readonly string[] };

/**
 * Takes a link page into a popup: `false` when it cannot (blocked, closed), and the page
 * is sent there instead (`onRedirect`). Once it has, `check` looks at the payment
 * (as the polling does) and settles it when the provider has: `true` when done.
 */
export interface LinkPopup {
  readonly follow: (url: string, check: () => Promise<boolean>) => boolean;
}

export type ReadyDraft = Extract<PaymentMethodDraft, { ok: true }>;
