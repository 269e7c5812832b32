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
  card: [119, 520, 62],
  'full-featured-card': [693, 246, 675, 360, 597, 520, 540],
  'card-number': [49],
  expiry: [49],
  cvc: [49],
  'kr-card-number': [49],
  'kr-card-expiry': [49],
  'kr-card-psw-first-two': [49],
  'kr-card-identifier': [49],
  dropin: [504, 245, 488, 247, 466, 308, 443, 550, 386],
  'dropin-tab': [267, 520, 210],
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
