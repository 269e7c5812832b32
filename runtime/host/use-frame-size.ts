import { useEffect, type RefObject } from 'react';
import { FIRST_SIZE_WAIT_MS, RESIZE_DEBOUNCE_MS } from '../platform/lib/constants';
import { debounce } from '../platform/lib/timing';
import type { Emit } from './context';

/**
 * A part still loading (a skeleton, a method's chunk, the saved methods) marks itself busy.
 * Until the first height is told, the frame waits for those: the SDK's iframe starts at the
 * kind's ready height, and a dip to a loading panel's height and back is a layout shift on
 * the merchant's page (issue 26). Never past FIRST_SIZE_WAIT_MS, so a part that never loads
 * cannot leave the frame cut at its placeholder height.
 */
const LOADING = '[aria-busy="true"]';

/** Tells the merchant page our height whenever it changes, so the iframe never scrolls. */
export function useFrameSize(ref: RefObject<HTMLElement | null>, emit: Emit): void {
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    let lastHeight = -1;
    const waitUntil = Date.now() + FIRST_SIZE_WAIT_MS;
    const report = debounce(() => {
      if (lastHeight < 0 && Date.now() < waitUntil && node.querySelector(LOADING)) return;
      const height = Math.ceil(node.getBoundingClientRect().height);
      if (height !== lastHeight) {
        lastHeight = height;
        emit('onResize', { height });
      }
    }, RESIZE_DEBOUNCE_MS);
    report();
    const cap = setTimeout(report, FIRST_SIZE_WAIT_MS);
    // A loaded part can take the loading one's place at the same height: no resize to hear.
    const settled = new MutationObserver(() => (lastHeight < 0 ? report() : settled.disconnect()));
    settled.observe(node, { subtree: true, childList: true, attributeFilter: ['aria-busy'] });
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => report());
    resized?.observe(node);
    return () => {
      clearTimeout(cap);
      settled.disconnect();
      resized?.disconnect();
      report.cancel();
    };
  }, [ref, emit]);
}
