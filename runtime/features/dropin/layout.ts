import type { DropinLayout } from '../../../protocol';

/** Spec §3: mobile or Android/iOS devices get tabs, others an accordion. */
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;
/** A screen this narrow is a phone's, whatever its browser says (a "desktop site" request changes the user agent). */
const PHONE_SCREEN_PX = 600;

type DeviceFacts = Pick<Navigator, 'userAgent'> & {
  readonly maxTouchPoints?: number;
  readonly userAgentData?: { readonly mobile?: boolean };
};

export function deviceLayout(nav: DeviceFacts, screenWidth = Number.POSITIVE_INFINITY): DropinLayout {
  if (nav.userAgentData?.mobile === true || MOBILE_AGENT.test(nav.userAgent) || (screenWidth > 0 && screenWidth <= PHONE_SCREEN_PX)) return 'tab';
  // iPadOS reports a Mac's user agent; a Mac has no touch screen.
  return /Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1 ? 'tab' : 'accordion';
}
