import type { DropinLayout, ElementKind } from '../protocol';
import { deviceLayout } from '../protocol/device-layout';

/**
 * Each kind's height once ready, by the frame's width, in the sandbox's default set-up (its
 * demo pages; the drop-in with the sandbox's five methods, per layout): `[height, width,
 * height from that width, width, …]`, widths rising. The iframe starts at the height for its
 * width, so the merchant's page does not move when the frame has drawn (issue 26: ≤ 0.01
 * cumulative layout shift, e2e/layout-shift.spec.ts). Measured in Chromium with the runtime's
 * fonts, in English: `npm run ready-heights` measures them again and says which row is stale.
 * A frame that draws another height (other methods, another language) resizes once; its
 * skeletons fill the height given here meanwhile.
 */
export const READY_HEIGHTS: Record<ElementKind | 'dropin-tab', readonly number[]> = {
  card: [150, 520, 71],
  'full-featured-card': [726, 246, 708, 360, 629, 520, 550],
  'card-number': [49],
  expiry: [49],
  cvc: [49],
  'kr-card-number': [49],
  'kr-card-expiry': [49],
  'kr-card-psw-first-two': [49],
  'kr-card-identifier': [49],
  dropin: [518, 247, 496, 308, 474, 550, 395],
  'dropin-tab': [298, 316, 311, 330, 298, 424, 311, 462, 298, 520, 219, 542, 232, 753, 219],
  redirect: [116, 253, 94, 319, 71, 606, 49],
  wechat: [90, 266, 68, 375, 45, 718, 23],
  qrcode: [90, 266, 68, 393, 45, 780, 23],
  'apple-pay': [48],
  'google-pay': [48],
};

/** The height `kind`'s frame will have once ready at `width` px wide. */
export function readyHeight(kind: ElementKind, options: { readonly layout?: DropinLayout }, width: number): number {
  const steps = READY_HEIGHTS[kind === 'dropin' && (options.layout ?? deviceLayout(navigator, screen.width)) === 'tab' ? 'dropin-tab' : kind];
  let at = 0;
  while (width >= steps[at + 1]!) at += 2;
  return steps[at]!;
}
