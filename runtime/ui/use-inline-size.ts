import { useLayoutEffect, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';

/**
 * The width `node` has, or, while it is hidden (its own box 0 wide), the content width of its
 * nearest laid-out ancestor: the width it will most likely show at. The hosted page lays the
 * drop-in out hidden and shows it once whole, by a style alone: a row sized for no width would
 * paint once with every tab in it before any resize could be heard.
 */
function widthOf(node: HTMLElement): number {
  const own = node.getBoundingClientRect().width;
  if (own > 0) return Math.floor(own);
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    const box = parent.getBoundingClientRect().width;
    if (box === 0) continue;
    const style = getComputedStyle(parent);
    return Math.floor(
      box - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - parseFloat(style.borderLeftWidth) - parseFloat(style.borderRightWidth),
    );
  }
  return 0;
}

/**
 * The element's width in px, measured before the first paint and again whenever it changes
 * (0 where nothing is laid out, as in a test's DOM). Measured before paint so a row sized by
 * it never shows at one size and then another.
 */
export function useInlineSize(ref: RefObject<HTMLElement | null>): number {
  const [width, setWidth] = useState(0);
  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return;
    setWidth(widthOf(node));
    if (typeof ResizeObserver === 'undefined') return;
    // Rendered at once, not on React's next turn, so the row is laid out anew before it paints.
    const observer = new ResizeObserver(() => flushSync(() => setWidth(widthOf(node))));
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
