import { useLayoutEffect, useState, type RefObject } from 'react';

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
    const measure = () => setWidth(Math.floor(node.getBoundingClientRect().width));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [ref]);
  return width;
}
