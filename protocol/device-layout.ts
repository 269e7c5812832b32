/**
 * The drop-in's layout when the merchant names none (spec §3): tabs on a phone or a
 * tablet, an accordion elsewhere. The frame lays itself out by it, and the SDK sizes the
 * frame's placeholder by it before the frame has drawn: one rule, or an iPad's page moves
 * when the frame draws. Imported by its path on both sides: the protocol's index is on
 * every frame's critical path, which does not need it.
 */
import type { DropinLayout } from './payment-methods';

/** Mobile or Android/iOS devices. */
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;
/** A screen this narrow is a phone's, whatever its browser says (a "desktop site" request changes the user agent). */
const PHONE_SCREEN_PX = 600;

/** What a browser says about its device: `navigator` has it all. */
export type DeviceFacts = Pick<Navigator, 'userAgent'> & {
  readonly maxTouchPoints?: number;
  readonly userAgentData?: { readonly mobile?: boolean };
};

export function deviceLayout(nav: DeviceFacts, screenWidth = Number.POSITIVE_INFINITY): DropinLayout {
  if (nav.userAgentData?.mobile === true || MOBILE_AGENT.test(nav.userAgent) || (screenWidth > 0 && screenWidth <= PHONE_SCREEN_PX)) return 'tab';
  // iPadOS reports a Mac's user agent; a Mac has no touch screen.
  return /Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1 ? 'tab' : 'accordion';
}
