/**
 * Loads the checkout runtime into this page's cache before the first element mounts.
 * Browsers partition their HTTP cache and sockets by the top-level site, so a
 * `<link rel=prefetch>` from the merchant page would fill the wrong partition; a
 * hidden frame from the checkout origin fills the one the element frames will use.
 * One warm-up frame per checkout origin per page; it never talks to the page.
 */
const warmed = new Set<string>();

export function warmUp(checkoutOrigin: string): void {
  if (warmed.has(checkoutOrigin)) return;
  warmed.add(checkoutOrigin);
  const insert = () => {
    const iframe = document.createElement('iframe');
    iframe.src = `${checkoutOrigin}/#/elements/loading`;
    // `hidden` (display: none) still loads and runs the frame, and keeps it out of the tab order and the accessibility tree.
    iframe.hidden = true;
    document.body.appendChild(iframe);
  };
  if (document.body) insert();
  else document.addEventListener('DOMContentLoaded', insert, { once: true });
}
