/**
 * EMV 3-D Secure challenge window sizes (EMVCo's `challengeWindowSize`): the bank
 * lays its page out for one of these. We pick the largest that fits the viewport
 * with a margin, and full screen (05) on narrow viewports such as phones.
 */
export const WINDOW_SIZES = {
  '01': [250, 400],
  '02': [390, 400],
  '03': [500, 600],
  '04': [600, 400],
} as const satisfies Record<string, readonly [number, number]>;

export type ChallengeWindowSize = keyof typeof WINDOW_SIZES | '05';

/** The challenge page's own bar (title and close button) above the bank's page. */
export const CHALLENGE_HEADER_PX = 56;
/** Below this width the challenge takes the whole screen. */
const NARROW_VIEWPORT_PX = 600;
const MARGIN_PX = 16;

/** Largest first, by area: 03 (500×600), 04 (600×400), 02 (390×400), 01 (250×400). */
const BY_AREA = ['03', '04', '02', '01'] as const;

export function challengeWindowSize(viewportWidth: number, viewportHeight: number): ChallengeWindowSize {
  if (viewportWidth < NARROW_VIEWPORT_PX) return '05';
  const fits = BY_AREA.find((size) => {
    const [width, height] = WINDOW_SIZES[size];
    return width + 2 * MARGIN_PX <= viewportWidth && height + CHALLENGE_HEADER_PX + 2 * MARGIN_PX <= viewportHeight;
  });
  return fits ?? '05';
}
