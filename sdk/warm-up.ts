/**
 * Loads the checkout runtime into this page's cache before the first element mounts.
 * Browsers partition their HTTP cache and sockets by the top-level site, so a
 * `<link rel=prefetch>` from the merchant page would fill the wrong partition; a
 * hidden frame from the checkout origin fills the one the element frames will use.
 * One warm-up frame per checkout origin per page; it never talks to the page.
 * It waits a task: an element mounted at once (in the same task as `init()`) warms
 * the cache itself, and a warm-up frame beside it would only compete for the same
 * renderer process, so then none is made.
 */
const warmed = new Set<string>();

/** An element of this checkout origin is mounting: it needs no warm-up frame now. */
export function markWarm(checkoutOrigin: string): void {
  warmed.add(checkoutOrigin);
}

export function warmUp(checkoutOrigin: string): void {
  setTimeout(() => {
    if (warmed.has(checkoutOrigin)) return;
    markWarm(checkoutOrigin);
    const iframe = document.createElement('iframe');
    iframe.src = `${checkoutOrigin}/#/elements/loading`;
    // `hidden` (display: none) still loads and runs the frame, and keeps it out of the tab order and the accessibility tree.
    iframe.hidden = true;
    (document.body ?? document.documentElement).appendChild(iframe);
  });
}
