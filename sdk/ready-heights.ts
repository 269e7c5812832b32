import type { ElementKind } from '../protocol';

/**
 * Each kind's height once ready, in the sandbox's default set-up on a wide column (measured with
 * scripts' demo pages at 1280 px; the drop-in in its accordion with the sandbox's five methods). The
 * iframe starts at it, so the merchant's page does not move when the frame has drawn (issue 26: ≤ 0.01
 * cumulative layout shift, e2e/layout-shift.spec.ts). A frame that draws another height (other methods,
 * another language, a narrow column) resizes once; its skeletons fill the height given here meanwhile.
 */
export const READY_HEIGHTS: Record<ElementKind, number> = {
  card: 119,
  'full-featured-card': 597,
  'card-number': 49,
  expiry: 49,
  cvc: 49,
  'kr-card-number': 49,
  'kr-card-expiry': 49,
  'kr-card-psw-first-two': 49,
  'kr-card-identifier': 49,
  dropin: 443,
  redirect: 71,
  wechat: 71,
  qrcode: 71,
  'apple-pay': 48,
  'google-pay': 48,
};
