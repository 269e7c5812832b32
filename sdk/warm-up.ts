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
const frames = new Map<string, HTMLIFrameElement>();

/**
 * An element of this checkout origin is mounting: no warm-up frame is made now, and the one
 * made is removed. The element frames share its renderer process, so its main thread: on a slow
 * device the warm-up (every element's chunks evaluated and each element rendered, in the frame and
 * in its echo) was still at work seconds after init(), and an element mounted meanwhile waited for it
 * (docs/architecture.md, "Performance"). What it fetched stays in the cache.
 */
export function markWarm(checkoutOrigin: string): void {
  warmed.add(checkoutOrigin);
  frames.get(checkoutOrigin)?.remove();
  frames.delete(checkoutOrigin);
}

export function warmUp(checkoutOrigin: string): void {
  setTimeout(() => {
    if (warmed.has(checkoutOrigin)) return;
    warmed.add(checkoutOrigin);
    const iframe = document.createElement('iframe');
    iframe.src = `${checkoutOrigin}/#/elements/loading`;
    // `hidden` (display: none) still loads and runs the frame, and keeps it out of the tab order and the accessibility tree.
    iframe.hidden = true;
    (document.body ?? document.documentElement).appendChild(iframe);
    frames.set(checkoutOrigin, iframe);
  });
}
