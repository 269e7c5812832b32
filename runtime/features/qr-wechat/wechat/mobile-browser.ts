/**
 * Whether WeChat Pay is paid on this device (WeChat's page, `flow: 'mobile_web'`)
 * rather than by scanning a code shown here: a phone or tablet browser, by its user
 * agent. iPadOS asks for desktop sites with a Mac's user agent; its touch screen
 * gives it away.
 */
const MOBILE_AGENT = /Android|iPhone|iPad|iPod|Mobile/i;

export function isMobileBrowser(nav: { readonly userAgent: string; readonly maxTouchPoints?: number }): boolean {
  return MOBILE_AGENT.test(nav.userAgent) || (/Macintosh/.test(nav.userAgent) && (nav.maxTouchPoints ?? 0) > 1);
}
