/**
 * Spec §4 names `createPaymentMethod`, `getIntent` and `getBinInfo` among its codes, and in the
 * next sentence accepts only eleven codes from the parent page (codes.ts), none of them. So they
 * are not parent codes: they are an element's requests, each carried by the accepted code
 * `update` as its `action` (`update({ action: 'getIntent' })`), which the frame's guard reads
 * like every other update (boundary/call-readers.ts) and the frame answers with the result
 * below. The value says which frames answer it: `card`, a frame that holds a card number (the
 * card, the full-featured card, a split group's card-number frame); `intent`, any frame with an
 * intent. Card data never leaves the checkout origin: the frame makes the provider call.
 */
import type { BinInfo, IntentSummary } from './events/summaries';

export const ELEMENT_REQUESTS = { createPaymentMethod: 'card', getIntent: 'intent', getBinInfo: 'card' } as const;

export type ElementRequest = keyof typeof ELEMENT_REQUESTS;

/** The kinds a `card` request may be made on: a split field's goes to its group's card-number frame. */
export type CardRequestKind = 'card' | 'full-featured-card' | 'card-number' | 'expiry' | 'cvc';

/** A card saved for the shopper (the provider's `payment_method`), as the browser may see it: no number, no CVC. */
export interface PaymentMethodSummary {
  readonly id: string;
  readonly type: 'card';
  readonly customer_id: string;
  readonly status: string;
  readonly card: { readonly brand: string; readonly last4: string; readonly expiry_month: string; readonly expiry_year: string };
}

/** What each request answers. `getBinInfo` answers `null` before 8 digits are typed, or when the lookup found nothing. */
export interface ElementRequestResults {
  readonly createPaymentMethod: PaymentMethodSummary;
  readonly getIntent: IntentSummary;
  readonly getBinInfo: BinInfo | null;
}

/** Own-key lookup only, like `isParentCode`. */
export function isElementRequest(value: unknown): value is ElementRequest {
  return typeof value === 'string' && Object.hasOwn(ELEMENT_REQUESTS, value);
}
